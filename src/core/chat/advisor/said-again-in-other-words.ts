import { LEXICON, lexicon } from './lexicon/index.js';

// "is the whole easter lily poisonous to cats? ... she's been sick twice since she was in the
// conservatory with it": a later sentence refers back ("it", "them", "some") to a poison named in
// an earlier one. The later sentence is also read with the poison's name beside it.
// "he had one earlier" refers back; "limping on one paw" counts a paw.
const REFERS_BACK =
  /\b(?:it|them|those|these|that|some|any|the stuff|one(?=\s*(?:$|[.,!?;:)]|(?:of|or|and|too|before|earlier|today|yesterday|last|this|just|already|again|then|now|off|from|up|down|\d+)\b)))/i;

/** Each later sentence that refers back, with the poisons named before it written out. */
export function withPoisonsReferredTo(sentences: readonly string[]): string[] {
  const readings: string[] = [];
  const named = new Set<string>();
  for (const sentence of sentences) {
    const found = lexicon().match(sentence);
    const own = found.inDomain('toxin');
    if (own.length === 0 && named.size > 0 && REFERS_BACK.test(sentence)) {
      readings.push(`${sentence} (${[...named].join(', ')})`);
    }
    // "bought the dog's spot-on but not used it yet", "antifreeze on a high shelf": a poison told as
    // never opened or as kept away is not carried on.
    if (found.has('context.unopened') || found.has('context.stored-away')) continue;
    // "is lavender poisonous?" names no poison of its own: only a named one is carried on.
    for (const concept of own.filter((one) => one !== 'general-poison')) {
      const name = LEXICON['toxin']?.[concept]?.[0];
      if (name !== undefined) named.add(name);
    }
  }
  return readings;
}

// "asking for a friend: what does it mean if there are maggots around a rabbit's bottom? it's my
// rabbit, I just saw them": a question dressed as someone else's or as curiosity, then owned.
const OWNED =
  /\b(?:(?:it|its|it is|this is|thats|that is)\s+(?:actually\s+|really\s+)?(?:my|our)\s+(?:own\s+)?\w+|(?:its|it is|they are|theyre)\s+(?:actually\s+)?(?:mine|ours)|(?:ok|okay|fine|alright|well|truth is|honestly)\W+(?:its|it is|it was)\s+(?:my|mine|our))\b/;
const DRESSED_AS =
  /\b(?:asking for a friend|for a friend|just curious|just wondering|out of curiosity|purely hypothetical(?:ly)?|hypothetically(?: speaking)?|in theory|what does it mean (?:if|when)|what would happen if|what happens (?:if|when)|is it true that|i was wondering)\b/g;

/** The question without its disguise, when the asker then says the animal is theirs. */
export function ownedAfterAll(question: string): string | undefined {
  const text = question.toLowerCase().replace(/[’']/g, '');
  if (!OWNED.test(text) || !DRESSED_AS.test(text)) return undefined;
  return text.replace(DRESSED_AS, ' ');
}

// "what snakes are dangerous to dogs here?" then "she just got bitten by a big brown one": the one
// that bit is the kind of animal asked about in the turn before.
const BITTEN_BY_ONE =
  /\b((?:bitten|bit|struck|got) by (?:a|an|the|one of (?:them|those)|some)?\s*(?:[a-z-]+\s+){0,2}?)(one|ones|it|them)\b/;

/** A turn with "one" that bit the pet named as the snake asked about before. */
export function withAttackerAskedBefore(turn: string, before: string | undefined): string {
  if (before === undefined || !lexicon().match(before).has('kind.snake')) return turn;
  if (lexicon().match(turn).has('kind.snake')) return turn;
  return turn.replace(BITTEN_BY_ONE, (_whole, start: string) => `${start}snake`);
}
