// "is it normal for rats to make clicking noises?" then "mine is doing it with every breath": the
// act the turn before asked about is what "doing it" stands for.
const ACT_ASKED =
  /\b(?:normal|ok|okay|bad|common|usual|fine) (?:for|that) (?:a |an |my |our |the )?(?:\w+ ){0,2}(?:to |is |are )(?<act>[^?.!]{3,60})/;
const WHY_ACT =
  /\bwhy (?:do|does|would|might|is|are) (?:a |an |my |our |the )?(?:\w+ ){1,2}(?<act>[^?.!]{3,60})/;
const DOING_IT = /\b(doing|does|did|do) (it|that|this)\b/;

/** The turn with "doing it" replaced by the act the turn before asked about, when there is one. */
export function withActAskedBefore(turn: string, before: string | undefined): string {
  if (before === undefined || !DOING_IT.test(turn.toLowerCase())) return turn;
  const earlier = before.toLowerCase().replace(/[’']/g, '');
  const act = (ACT_ASKED.exec(earlier) ?? WHY_ACT.exec(earlier))?.groups?.['act']?.trim();
  if (act === undefined) return turn;
  return turn.toLowerCase().replace(DOING_IT, act);
}
