import { lexicon } from './lexicon/index.js';

// The parts whose colour owners are told to check, as an earlier turn names them.
const PART_ASKED = /\b(gums?|tongue)\b/;
// "they're really pale", "they look almost white", "not pink at all, more like cream": a colour
// told of the parts just asked about, in the lexicon's words for the colours that matter.
const THEY = /\b(theyre|they|its|it)\b/;
const WITHIN = 40;
const COLOURS = ['symptom.pale-colour', 'symptom.blue-colour', 'symptom.red-colour', 'symptom.jaundice'];
function colourToldAfter(text: string): RegExpExecArray | null {
  const they = THEY.exec(text);
  if (they === null) return null;
  const after = text.slice(they.index + they[0].length, they.index + they[0].length + WITHIN);
  const found = lexicon().match(after);
  return COLOURS.some((colour) => found.has(colour)) || /\byellow/.test(after) ? they : null;
}

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
  const colour = colourToldAfter(lower);
  if (colour === null) return turn;
  const part = asked[1] === 'tongue' ? 'the tongue' : 'the gums';
  const named =
    colour[1] === 'theyre' || colour[1] === 'its' ? `${part} ${part.endsWith('s') ? 'are' : 'is'}` : part;
  return `${lower.slice(0, colour.index)}${named}${lower.slice(colour.index + (colour[1]?.length ?? 0))}`;
}
