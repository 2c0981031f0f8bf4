/**
 * "2 rabbits (Thumper, Lola), 2 guinea pigs, a cockatiel called Pie. Lola is sat hunched...": a
 * message that opens with the household's animals by kind and name, then tells of one of them by
 * name. What is told is read as of that one animal alone, named by its kind, so that the other
 * animals listed (a cockatiel, the koi in the pond) do not decide what the signs mean.
 */

// Kinds of pet as owners list them, singular or plural.
const KIND =
  '(?:rabbits?|bunn(?:y|ies)|guinea ?pigs?|chinchillas?|chins|degus?|hamsters?|gerbils?|rats?|mice|mouse|ferrets?|hobs?|jills?|budgies?|cockatiels?|parrots?|conures?|canar(?:y|ies)|finch(?:es)?|hens?|chickens?|bantams?|ducks?|geese|goose|quails?|tortoises?|terrapins?|turtles?|bearded dragons?|beardies?|geckos?|leopard geckos?|corn snakes?|snakes?|pythons?|axolotls?|koi|goldfish|dogs?|pupp(?:y|ies)|cats?|kittens?)';
// What may stand between a kind and its animals' names: "rat does Ivy and Holly", "a cockatiel
// called Pie", "hens: Henrietta, Gertie".
const BEFORE_NAMES = '(?:\\s*[(:,-]\\s*|\\s+(?:called|named|does|bucks|boars|sows|girls|boys)\\s+|\\s+)';
// A name that is also a word ("Pebbles", "Biscuit") reaches here already read as "my pet".
const NAME = '(?:my pet|[A-Z][a-z]+(?:\\s(?:[A-Z][a-z]+))?)';
const NAMES = `(${NAME}(?:\\s*(?:,|&|\\+|and)\\s*${NAME})*)`;
const LISTED = new RegExp(`\\b(${KIND})${BEFORE_NAMES}${NAMES}`, 'g');
const KIND_WORD = new RegExp(`\\b${KIND}\\b`, 'gi');
// Capitalised words that open a sentence or name no animal.
const NOT_NAMES = new Set([
  'I',
  'Im',
  'Also',
  'And',
  'Plus',
  'The',
  'She',
  'He',
  'They',
  'Our',
  'My',
  'One',
  'Both',
  'All',
  'Since',
  'Now',
  'Today',
  'This',
  'Just',
]);

const ROSTER_OPENING =
  /^\s*(?:(?:we|i) (?:have|keep|got)|(?:we|i)ve got|our|my|\d+|a|an|two|three|four|five|six)?\s*$/i;
const ONE_OF_THEM =
  /\bone of (?:the|my|our) (?:\w+ ){0,4}?(girls|boys|ladies|lads|hens|chickens|chooks|ducks|rats|piggies|guineas|buns|bunnies)\b/i;

interface Listed {
  start: number;
  kind: string;
  names: string[];
  end: number;
}

function singular(kind: string): string {
  const lower = kind.toLowerCase();
  if (lower === 'mice') return 'mouse';
  if (lower === 'geese') return 'goose';
  if (/(?:ies)$/.test(lower)) return lower.replace(/ies$/, 'y');
  if (/(?:ches)$/.test(lower)) return lower.replace(/es$/, '');
  if (/[^s]s$/.test(lower) && lower !== 'koi') return lower.slice(0, -1);
  return lower;
}

function listed(text: string): Listed[] {
  const found: Listed[] = [];
  // Kinds in any case ("Guinea pigs Ziggy"), names only with a capital: the kinds are lowered first.
  const kindsLowered = text.replace(KIND_WORD, (kind) => kind.toLowerCase());
  for (const match of kindsLowered.matchAll(LISTED)) {
    const names = (match[2] ?? '')
      .split(/\s*(?:,|&|\+|\band\b)\s*/)
      .map((name) => name.trim())
      .filter(
        (name) => (/^[A-Z]/.test(name) || name === 'my pet') && !NOT_NAMES.has(name.split(' ')[0] ?? ''),
      );
    if (names.length > 0) {
      found.push({
        start: match.index ?? 0,
        kind: singular(match[1] ?? ''),
        names,
        end: (match.index ?? 0) + match[0].length,
      });
    }
  }
  return found;
}

/**
 * The message told of the one animal named after a roster of several kinds, as "my <kind> <Name>
 * ...", or undefined when the message has no such roster.
 */
export function toldOfOneInTheRoster(text: string): string | undefined {
  const roster = listed(text);
  // The roster opens the message ("2 rabbits (Thumper, Lola), ...", "we have hens: ..."); a pet
  // named in the middle of a story ("the dog's tube on my cat Tigger") makes no roster.
  if (roster.length === 0 || !ROSTER_OPENING.test(text.slice(0, roster[0]?.start ?? 0))) return undefined;
  const rosterEnd = Math.max(...roster.map((entry) => entry.end));
  const after = text.slice(rosterEnd);
  let subject: { kind: string; at: number } | undefined;
  for (const entry of roster) {
    for (const name of entry.names) {
      const at = after.search(new RegExp(`\\b${name}\\b`));
      if (at >= 0 && (subject === undefined || at < subject.at)) subject = { kind: entry.kind, at };
    }
  }
  // "hens: Henrietta, Gertie and the new girls ... One of the new girls has...": one of the first
  // animals listed, told of by what the owner calls them.
  const oneOfThem = ONE_OF_THEM.exec(after);
  if (subject === undefined && oneOfThem !== null) {
    const word = oneOfThem[1] ?? '';
    const kind = new RegExp(`^${KIND}$`, 'i').test(word) ? singular(word) : (roster[0]?.kind ?? '');
    subject = { kind, at: oneOfThem.index };
  }
  if (subject === undefined) return undefined;
  // From the sentence that names the animal on: the roster before it is only who lives there.
  const start = after.slice(0, subject.at).search(/[^.!?\n]*$/);
  const told = after.slice(start).trim();
  // A roster is of several kinds; one kind named with its animals is an ordinary message.
  const before = text.slice(0, rosterEnd + start);
  const kinds = new Set([...before.matchAll(KIND_WORD)].map((kind) => singular(kind[0])));
  if (kinds.size < 2) return undefined;
  return told.startsWith('my pet')
    ? `my ${subject.kind}${told.slice('my pet'.length)}`
    : `my ${subject.kind} ${told}`;
}
