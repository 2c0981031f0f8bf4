import { KNOWLEDGE_BASE } from '../knowledge/index.js';
import { ConceptMatcher, expandAlternatives, type Lexicon } from './concept-matcher.js';
import { SpellingCorrector } from './spelling.js';
import { contractNegations, normalizeText, tokenize } from './text-normalizer.js';
import animals from './concepts/animals.json' with { type: 'json' };
import body from './concepts/body.json' with { type: 'json' };
import breeds from './concepts/breeds.json' with { type: 'json' };
import context from './concepts/context.json' with { type: 'json' };
import framing from './concepts/framing.json' with { type: 'json' };
import intents from './concepts/intents.json' with { type: 'json' };
import species from './concepts/species.json' with { type: 'json' };
import symptoms from './concepts/symptoms.json' with { type: 'json' };
import toxins from './concepts/toxins.json' with { type: 'json' };
import everydayWords from './everyday-words.json' with { type: 'json' };
import realWordsNearVocabulary from './real-words-near-vocabulary.json' with { type: 'json' };
import realWordsNearSpelling from './real-words-near-spelling.json' with { type: 'json' };

export { ConceptMatcher, ConceptMatches, type Lexicon } from './concept-matcher.js';

/** The advisor's vocabulary, one data file per domain; concepts are named `domain.name`. */
export const LEXICON: Lexicon = {
  symptom: symptoms,
  toxin: toxins,
  body,
  context,
  intent: intents,
  /**
   * How a question frames what it tells: as the past or over, as prevention or a plan for some
   * day, as a question about a condition in general, as happening now, as asking what to do.
   */
  framing,
  /** Kinds within a species, breeds included, so a listing can keep to what was asked ("a beagle"). */
  kind: { ...species, ...breeds },
  /** The catalog's species by their everyday names, so a misspelt one ("rabit") is still read. */
  animal: animals,
};

// Words the knowledge base spells correctly are never "corrected" into a lexicon word
// ("breeding" is not a typo of "bleeding").
// The knowledge base's prose is split into plain words: the readings `tokenize` applies to a
// question (figures, seasons, negations) have nothing to find in it, and they cost seconds at
// start-up over every entry. Read once, for the matcher and the spelling pass alike.
let knowledgeVocabulary: Set<string> | undefined;
export function knowledgeWords(): Set<string> {
  knowledgeVocabulary ??= new Set(
    KNOWLEDGE_BASE.flatMap((entry) => [entry.title, entry.text, ...entry.keywords]).flatMap((text) =>
      contractNegations(normalizeText(text))
        .split(/[^a-z0-9]+/)
        .filter((word) => word !== ''),
    ),
  );
  return knowledgeVocabulary;
}

/** The shared matcher: compiled once, at first use. */
let shared: ConceptMatcher | undefined;
export function lexicon(): ConceptMatcher {
  // English words one or two letters from the vocabulary ("gapes", "aspiring", "anvil") are
  // words, not typos of "grapes", "aspirin" or "advil" (tools/generate-real-words.ts lists them).
  shared ??= new ConceptMatcher(LEXICON, knowledgeWords(), [...everydayWords, ...realWordsNearVocabulary]);
  return shared;
}

/** The words the lexicon's phrases are written with. */
export function lexiconWords(): Set<string> {
  const words = new Set<string>();
  for (const concepts of Object.values(LEXICON)) {
    for (const phrases of Object.values(concepts)) {
      for (const phrase of phrases.flatMap(expandAlternatives)) {
        for (const token of tokenize(phrase)) words.add(token.word);
      }
    }
  }
  return words;
}

/**
 * The words a misspelling may be corrected to by an edit or by sound: the lexicon's and the
 * knowledge base's titles and keywords, the words of pet care. The words of the entries' text
 * are too many and too ordinary ("thumps", "tamper") to take a stranger's word for one of them.
 */
export function careWords(ofLexicon: Iterable<string> = lexiconWords()): Set<string> {
  const words = new Set(ofLexicon);
  for (const entry of KNOWLEDGE_BASE) {
    for (const text of [entry.title, ...entry.keywords]) {
      for (const token of tokenize(text)) words.add(token.word);
    }
  }
  return words;
}

/** Every word the advisor spells: its care words and the knowledge base's whole text. */
export function spellingVocabulary(ofLexicon: Iterable<string> = lexiconWords()): Set<string> {
  return new Set([...ofLexicon, ...knowledgeWords()]);
}

/** The shared spelling corrector: built once, at first use. */
let corrector: SpellingCorrector | undefined;
export function spelling(): SpellingCorrector {
  corrector ??= buildSpellingCorrector();
  return corrector;
}

function buildSpellingCorrector(): SpellingCorrector {
  const ofLexicon = lexiconWords();
  // English words near the vocabulary are words, not misspellings (tools/generate-real-words.ts).
  return new SpellingCorrector(spellingVocabulary(ofLexicon), careWords(ofLexicon), [
    ...everydayWords,
    ...realWordsNearVocabulary,
    ...realWordsNearSpelling,
  ]);
}
