import type { EvalCase } from '../rubric.js';

/**
 * Mechanical rewrites of a development case: what owners do to a message that changes none of
 * what it tells (a greeting before it, a plea after it, no punctuation, typos, the pet's name for
 * "my dog", a follow-up that doubts the urgency). An emergency stays one under every rewrite, and
 * a calm question stays calm. A rewrite that does not apply to a case gives undefined.
 */
export type Rewrite = (testCase: EvalCase) => EvalCase | undefined;

// A fixed sequence, so that every run rewrites the same letters.
function seededRandom(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
}

function swapLetters(text: string, minLength: number, share: number, random: () => number): string {
  return text.replace(new RegExp(`\\b[a-z]{${minLength},}\\b`, 'g'), (word) => {
    if (random() > share) return word;
    const at = 1 + Math.floor(random() * (word.length - 2));
    return `${word.slice(0, at)}${word.charAt(at + 1)}${word.charAt(at)}${word.slice(at + 2)}`;
  });
}

const lastTurn = (testCase: EvalCase, change: (turn: string) => string): EvalCase => ({
  ...testCase,
  turns: [...testCase.turns.slice(0, -1), change(testCase.turns.at(-1) ?? '')],
});
const everyTurn = (testCase: EvalCase, change: (turn: string) => string): EvalCase => ({
  ...testCase,
  turns: testCase.turns.map(change),
});
const followedBy = (testCase: EvalCase, turn: string): EvalCase => ({
  ...testCase,
  turns: [...testCase.turns, turn],
});
const withoutClosingMark = (turn: string) => turn.replace(/[.!?]*$/, '');

export const REWRITES: Readonly<Record<string, Rewrite>> = {
  'lower case, no punctuation': (c) => everyTurn(c, (t) => t.toLowerCase().replace(/[.,!?;:'"()]/g, '')),
  capitals: (c) => everyTurn(c, (t) => t.toUpperCase()),
  'no apostrophes': (c) => everyTurn(c, (t) => t.replace(/['’]/g, '')),
  'no commas': (c) => everyTurn(c, (t) => t.replace(/,/g, '')),
  'letters swapped in long words': (c) => {
    const random = seededRandom(7);
    return everyTurn(c, (t) => swapLetters(t, 6, 0.25, random));
  },
  'letters swapped in half the words': (c) => {
    const random = seededRandom(11);
    return everyTurn(c, (t) => swapLetters(t, 4, 0.5, random));
  },
  'greeting turn first': (c) => ({ ...c, turns: ['hi there', ...c.turns] }),
  'listing asked first': (c) => ({ ...c, turns: ['what pets do you have available?', ...c.turns] }),
  'care question first': (c) => ({ ...c, turns: ['how often should I trim nails?', ...c.turns] }),
  'apology before': (c) =>
    lastTurn(c, (t) => `Hi, sorry to bother you, I hope this is the right place to ask. ${t}`),
  'story of the shop before': (c) =>
    lastTurn(c, (t) => `We adopted from your shop a couple of years ago and have loved every minute. ${t}`),
  'where the pet came from before': (c) => lastTurn(c, (t) => `We got him from you last spring. ${t}`),
  '"quick question:" before': (c) => lastTurn(c, (t) => `Quick question: ${t}`),
  '"please help!!" before': (c) => lastTurn(c, (t) => `please help!! ${t}`),
  '"should I worry?" before': (c) => lastTurn(c, (t) => `Should I worry? ${t}`),
  'plea after, no full stop': (c) => lastTurn(c, (t) => `${t} what should I do`),
  'plea after, punctuated': (c) => lastTurn(c, (t) => `${withoutClosingMark(t)}. What should I do?`),
  '"should i be worried" after': (c) => lastTurn(c, (t) => `${t} should i be worried`),
  'thanks after': (c) => lastTurn(c, (t) => `${t} Thanks in advance!!`),
  'emoji after': (c) => lastTurn(c, (t) => `${t} 😭😭`),
  'apology after': (c) => lastTurn(c, (t) => `${t} Sorry for the long message.`),
  'other pet fine after': (c) => lastTurn(c, (t) => `${t} Our other one is fine.`),
  'vet closed after': (c) => lastTurn(c, (t) => `${t} Our vet is closed until Monday.`),
  'shop question after': (c) => lastTurn(c, (t) => `${t} Also, do you sell cat litter?`),
  'told twice': (c) => lastTurn(c, (t) => `${t} ${t}`),
  '"is it bad that..."': (c) =>
    c.turns.length === 1
      ? {
          ...c,
          turns: [
            `Is it bad that ${(c.turns[0] ?? '').charAt(0).toLowerCase()}${withoutClosingMark((c.turns[0] ?? '').slice(1))}?`,
          ],
        }
      : undefined,
  'the pet by name': (c) =>
    lastTurn(c, (t) => t.replace(/\b(my|our|the) (dog|cat|rabbit|bunny|puppy|kitten)\b/i, 'Biscuit')),
  'the pet given an age': (c) =>
    lastTurn(c, (t) => t.replace(/\bmy (dog|cat|rabbit|puppy|kitten)\b/i, 'my 9 year old $1')),
  'turns joined into one': (c) => (c.turns.length > 1 ? { ...c, turns: [c.turns.join(' ')] } : undefined),
  'first sentence sent alone': (c) => {
    if (c.turns.length !== 1) return undefined;
    const [first, ...rest] = (c.turns[0] ?? '').split(/(?<=[.!?])\s+/);
    return first === undefined || rest.length === 0 ? undefined : { ...c, turns: [first, rest.join(' ')] };
  },
  'doubt after: "seems fine, do I need to go?"': (c) =>
    followedBy(c, 'he seems totally fine now tho, do i really need to go to the vet?'),
  'doubt after: "can it wait until Monday?"': (c) =>
    followedBy(c, 'She is acting normal again. Can it wait until Monday?'),
  'follow-up: "ok what do I do now"': (c) => followedBy(c, 'ok what do I do now'),
  'follow-up: the cost': (c) =>
    followedBy(c, 'the emergency vet is really expensive, is there anything I can do at home instead?'),
  'follow-up: "how long have we got?"': (c) => followedBy(c, 'how long have we got?'),
};

/** Follow-ups that only an emergency answer makes sense of: calm cases are not rewritten so. */
export const EMERGENCY_FOLLOW_UPS: ReadonlySet<string> = new Set(
  Object.keys(REWRITES).filter((name) => name.startsWith('doubt after') || name.startsWith('follow-up')),
);
