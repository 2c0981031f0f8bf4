import type { ConceptMatches } from './lexicon/index.js';

/** The sentences of a text, split after their end marks. */
export function sentencesOf(text: string): string[] {
  return text.split(/(?<=[.!?])\s+/);
}

// "Really?", "myth?": a sentence of one word that doubts what was just said.
const DOUBTED_IN_A_WORD = /^\W*(really|seriously|myth|sure|rubbish|nonsense)\W*$/i;

/** A turn disputing the answer just given: "are you sure?", "my vet says the opposite, who's right?". */
export function disputesTheAnswer(question: string, concepts: ConceptMatches): boolean {
  const sentences = sentencesOf(question);
  return (
    concepts.has('intent.disputed') ||
    DOUBTED_IN_A_WORD.test(sentences[0] ?? '') ||
    DOUBTED_IN_A_WORD.test(sentences.at(-1) ?? '')
  );
}

// "my coach says epileptic dogs should never compete", "the bottle says animals won't drink it",
// "my aunt fed hers raisins for years": what someone else claims or did with their own pets,
// quoted to dispute an answer, tells nothing of this pet now.
const CLAIM_REPORTED = /\b(?:says|said|say|told (?:me|us)|tells (?:me|us)|reckons|claims?|swears)\b[^.?!]*/gi;
const SOMEONE_ELSES_STORY =
  /\b(?:my|our) (?:aunt|auntie|uncle|gran|granny|grandma|grandmother|grandad|granddad|grandpa|grandfather|nan|nana|mum|mom|mother|dad|father|friend|friends|neighbour|neighbor|sister|brother|cousin|colleague|boss)(?:s|'s|’s)?\b[^.?!]*/gi;

/** The dispute without the claims and other people's stories it quotes, to be read for this pet. */
export function withoutClaimsReported(text: string): string {
  return text.replace(CLAIM_REPORTED, '').replace(SOMEONE_ELSES_STORY, '');
}

const DISPUTED_LINE =
  'Advice heard elsewhere can differ: this is the general guidance, and your own vet, who knows ' +
  'your pet, is the best judge of it.';

/** The answer given again: its verdict still leads, and that advice differs elsewhere follows it. */
export function withTheDisputeNoted(answer: string): string {
  const [lead = '', ...rest] = answer.split('\n\n');
  return [lead, DISPUTED_LINE, ...rest].join('\n\n');
}
