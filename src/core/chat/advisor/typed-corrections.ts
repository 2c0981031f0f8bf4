import damerauLevenshtein from 'damerau-levenshtein';

/**
 * Owners mend a slip of the keyboard or of autocorrect with an asterisk: "prevent boat in my
 * great dane? bloat*", or a next message "*grapes". Read as written, the mended word would be a
 * sentence of its own ("bloat*" alone reads as a report of bloat) and the slip would stay. The
 * correction is put in place of the word it mends, as the owner meant the message to read.
 */

// "*grapes", "grapes*", "*sugar free": one or two words marked as the correction.
const CORRECTION = /(?:^|\s)\*\s?(\p{L}[\p{L}'-]*)|(\p{L}[\p{L}'-]*)\s?\*(?=[\s.,!?;:]|$)/gu;
const WORD = /\p{L}[\p{L}'-]*/gu;
// "sorry, *grapes", "autocorrect! dragon*": words around a correction that say only that it is one.
const FILLER =
  /\b(?:sorry|soz|oops|whoops|typo|autocorrect|auto correct|auto-correct|i meant|meant|lol|ugh|damn|ffs|phone|stupid)\b/g;
const MAX_WORDS_BESIDE = 2;

// How far a slip may be from the word meant: "drapes" for grapes, "boat" for bloat, "peel" for
// pee, "dragoon" for dragon. A word nearer than half its letters, two at the least.
function closeEnough(slip: string, meant: string): boolean {
  const steps = damerauLevenshtein(slip, meant).steps;
  return steps > 0 && steps <= Math.max(2, Math.floor(meant.length / 2));
}

// "hasn't had a peel all day, PEE, i thought...": a word shouted apart between marks, in a
// message otherwise in lower case, mends the slip before it.
const SHOUTED = /(?<=^|[,.;:!?]\s*)(\p{Lu}{3,})(?=\s*(?:[,.;:!?]|$))/gu;
const MOSTLY_LOWER = 0.8;

function mostlyLowerCase(text: string): boolean {
  const letters = text.match(/\p{L}/gu) ?? [];
  const lower = letters.filter((letter) => letter === letter.toLowerCase()).length;
  return letters.length > 0 && lower / letters.length >= MOSTLY_LOWER;
}

/** The corrections marked in a text, and the text without them. */
function correctionsIn(text: string): { words: string[]; rest: string } {
  const words: string[] = [];
  const shoutable = mostlyLowerCase(text);
  // A shouted word is a correction only where it mends a word written before it.
  const unshouted = text.replace(SHOUTED, (word: string, _shouted: string, offset: number) => {
    if (!shoutable || mended(text.slice(0, offset), word.toLowerCase()) === undefined) return word;
    words.push(word.toLowerCase());
    return ' ';
  });
  const rest = unshouted.replace(CORRECTION, (_, before: string | undefined, after: string | undefined) => {
    words.push(before ?? after ?? '');
    return ' ';
  });
  return { words: words.filter((word) => word !== ''), rest: rest.replace(/\s+/g, ' ').trim() };
}

/** The text with `meant` in place of the nearest word it mends; undefined when none is near. */
function mended(text: string, meant: string): string | undefined {
  const lower = meant.toLowerCase();
  let best: { index: number; length: number; steps: number } | undefined;
  for (const match of text.matchAll(WORD)) {
    const written = match[0].toLowerCase();
    if (!closeEnough(written, lower)) continue;
    const steps = damerauLevenshtein(written, lower).steps;
    // Of two slips as near, the later one: a correction follows the slip it mends.
    if (best === undefined || steps <= best.steps)
      best = { index: match.index, length: match[0].length, steps };
  }
  if (best === undefined) return undefined;
  return `${text.slice(0, best.index)}${meant}${text.slice(best.index + best.length)}`;
}

/**
 * The user's turns with the corrections they mark applied. A correction mends the nearest word
 * of its own turn, else of the turn before ("my bearded dragoon..." then "dragon* she's gravid");
 * a turn that is nothing but a correction ("*grapes") stands for the turn before, mended.
 */
export function withTypedCorrections(turns: readonly string[]): string[] {
  const read = [...turns];
  for (const [index, turn] of turns.entries()) {
    const { words, rest } = correctionsIn(turn);
    if (words.length === 0) continue;
    // "*grapes", "sorry, grapes*", "sultanas* ffs": a turn that says nothing else stands for the one it mends.
    const said = rest.toLowerCase().replace(FILLER, ' ').match(WORD) ?? [];
    const alone = index > 0 && said.length <= MAX_WORDS_BESIDE;
    let own = alone ? '' : rest;
    let before = read[index - 1];
    let mendedAny = false;
    for (const word of words) {
      const inOwn = alone ? undefined : mended(own, word);
      const inBefore = inOwn === undefined && before !== undefined ? mended(before, word) : undefined;
      if (inOwn !== undefined) own = inOwn;
      else if (inBefore !== undefined) before = inBefore;
      else if (!alone) own = `${own} ${word}`;
      mendedAny ||= inOwn !== undefined || inBefore !== undefined;
    }
    if (before !== undefined && index > 0) read[index - 1] = before;
    // A correction too far from any word it could mend ("Caesar", then "seizure*") is read as written.
    read[index] = alone ? (mendedAny && before !== undefined ? before : turn) : own;
  }
  return read;
}
