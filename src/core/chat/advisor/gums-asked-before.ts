// The parts whose colour owners are told to check, as an earlier turn names them.
const PART_ASKED = /\b(gums?|tongue)\b/;
// "they're really pale", "they look almost white": a colour told of the parts just asked about.
const THEIR_COLOUR =
  /\b(theyre|they|its|it)\b(?=[^.?!]{0,30}\b(pale|white|grey|gray|blue|purple|bluish|greyish|grayish|whitish|ashen|yellow|brick red|bright red)\b)/;

/**
 * "how do you check a dog's gums?" then "I've looked at Rosie's and they're really pale": the
 * colour is the gums', so the turn is read with the part named where the owner wrote "they".
 */
export function withGumsAskedBefore(turn: string, before: string | undefined): string {
  if (before === undefined) return turn;
  const asked = PART_ASKED.exec(before.toLowerCase());
  if (asked === null) return turn;
  const lower = turn.toLowerCase().replace(/[’']/g, '');
  if (PART_ASKED.test(lower)) return turn;
  const colour = THEIR_COLOUR.exec(lower);
  if (colour === null) return turn;
  const part = asked[1] === 'tongue' ? 'the tongue' : 'the gums';
  const named =
    colour[1] === 'theyre' || colour[1] === 'its' ? `${part} ${part.endsWith('s') ? 'are' : 'is'}` : part;
  return `${lower.slice(0, colour.index)}${named}${lower.slice(colour.index + (colour[1]?.length ?? 0))}`;
}
