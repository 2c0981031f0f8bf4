// "is it normal for rats to make clicking noises?" then "mine is doing it with every breath": the
// act the turn before asked about is what "doing it" stands for.
const ACT_ASKED =
  /\b(?:normal|ok|okay|bad|common|usual|fine) (?:for|that) (?:a |an |my |our |the )?(?:\w+ ){0,2}(?:to |is |are )(?<act>[^?.!]{3,60})/;
const WHY_ACT =
  /\bwhy (?:do|does|would|might|is|are) (?:a |an |my |our |the )?(?:\w+ ){1,2}(?<act>[^?.!]{3,60})/;
const DOING_IT = /\b(doing|does|did|do) (it|that|this)\b/;

// "can a dog's eye actually pop out?" then "because my shih tzu's has": what "has" leaves out is
// the whole happening asked about, now told of the owner's animal.
const CAN_IT_HAPPEN = /\b(?:can|could|does|do|will|would) (?:a|an|the|your) (?<happening>[^?.!]{3,60})\?/;
const HAS_TOO =
  /\b(?:mine|ours|my (?:\w+ ){0,2}\w+)\s+(?:has|have|did|just did|does)\b(?!\s+(?:been|got|had|a|an|the|no|not|any|it|that|this|\w+ed|\w+ing|\w+en)\b)/;

// "can dogs eat brownies?" then "well he did, the whole tray": what was asked about was eaten.
const CAN_IT_EAT =
  /\b(?:can|could|should|do|does|will|would|is it (?:ok|okay|safe|bad) for|are) (?:my |a |an |the |our )?(?:\w+ ){0,2}?(?:eat|have|drink|lick|chew|swallow) (?<food>[^?.!,]{2,50})\?/;
const DID_SO =
  /\b(?<who>he|she|it|they|mine|ours|my (?:\w+ ){0,2}\w+)(?: just| already| actually| totally| definitely)? (?:did|has|have|had)\b(?=\s*(?:[.,!;:]|$|(?:though|tho|already|just now|anyway|earlier|today|last night)\b))/;

// "can I use my dog's flea drops on the cat?" then "I already did it last night": what was asked
// about was done.
const CAN_I_USE =
  /\b(?:can|could|should|may) (?:i|we) (?:just )?(?<act>(?:use|put|apply|give|try|split|share|squeeze|spray|dab|rub) [^?.!]{2,60})\?/;
const PAST_TENSE: Readonly<Record<string, string>> = {
  use: 'used',
  put: 'put',
  apply: 'applied',
  give: 'gave',
  try: 'tried',
  // "can I split the dog's pipette between him and the cat?" then "I did it": some was put on.
  split: 'put half of',
  share: 'used',
  squeeze: 'put',
  spray: 'used',
  dab: 'put',
  rub: 'put',
};
const DID_IT =
  /\b(?:i|we)(?: just| already| actually)? (?:did|have done|had done|did that)(?: it| that| so)?\b(?! (?:not|nt|never)\b)/;

// "how do I stop my dog drinking out of puddles?" then "he's just done it again": the habit the
// owner wanted to stop is what was done.
const HABIT_TO_STOP =
  /\b(?:stop|prevent|keep) (?:my |our |the |him |her |it |them )?(?:\w+ )?(?:from )?(?<act>\w+ing [^?.!]{2,60})/;
const DONE_AGAIN = /\b(?:done|did) (?:it|that|this|so) again\b/;

/** The turn with "doing it" or "mine has" replaced by what the turn before asked about. */
export function withActAskedBefore(turn: string, before: string | undefined): string {
  if (before === undefined) return turn;
  const earlier = before.toLowerCase().replace(/[’']/g, '');
  const lower = turn.toLowerCase().replace(/[’']/g, '');
  if (DOING_IT.test(lower)) {
    const act = (ACT_ASKED.exec(earlier) ?? WHY_ACT.exec(earlier))?.groups?.['act']?.trim();
    if (act !== undefined) return lower.replace(DOING_IT, act);
  }
  const habit = HABIT_TO_STOP.exec(earlier)?.groups?.['act']?.trim();
  if (habit !== undefined && DONE_AGAIN.test(lower)) return lower.replace(DONE_AGAIN, `been ${habit} again`);
  const food = CAN_IT_EAT.exec(earlier)?.groups?.['food']?.trim();
  const didSo = DID_SO.exec(lower);
  if (food !== undefined && didSo !== null) {
    return lower.replace(DID_SO, `${didSo.groups?.['who'] ?? 'he'} ate ${food}`);
  }
  const act = CAN_I_USE.exec(earlier)?.groups?.['act']?.trim();
  if (act !== undefined && DID_IT.test(lower)) {
    const [verb = '', ...rest] = act.split(' ');
    return lower.replace(DID_IT, `i already ${PAST_TENSE[verb] ?? verb} ${rest.join(' ')}`);
  }
  const happening = CAN_IT_HAPPEN.exec(earlier)?.groups?.['happening']?.trim();
  if (happening !== undefined && HAS_TOO.test(lower)) return lower.replace(HAS_TOO, `my ${happening}`);
  return turn;
}
