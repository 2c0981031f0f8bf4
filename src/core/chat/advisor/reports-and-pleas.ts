import { speciesMentionedIn } from './species.js';

/**
 * Owners typing in a hurry leave out the full stop between what they see and what they ask:
 * "boy cat crying in tray no wee what should I do". Read as one sentence, the question's
 * "should I" makes the report sound like a hypothetical and hides it. The breaks a writer meant
 * are put back before the rules read the turn, so the unpunctuated message is read as the
 * punctuated one would be.
 */

// A plea or a question about what to do that closes a report: "what should I do", "is this an
// emergency", "should I take him in", "will she be ok", "please help".
const PLEA_WORDS =
  '(?:what (?:should|shall|do|can|must|would) (?:i|we) do|what now|what next|(?:should|do|must) (?:i|we) (?:be (?:worried|concerned)|worry|panic|go|take|bring|call|ring|phone|rush|drive|get|need)|(?:is|will) (?:he|she|it|they) (?:be )?(?:ok|okay|alright|all right|going to (?:be|die|make it))|(?:can|could|will|would) (?:he|she|it|they) die|is (?:this|that|it) (?:an emergency|serious|urgent|bad|dangerous|normal)|(?:please|pls|plz) help|help(?: (?:me|us))?(?: (?:please|pls|plz))?|any (?:advice|ideas|tips)|how (?:serious|bad|worried))';

const PLEA_TAIL =
  '(?: (?:now|next|please|pls|asap|tonight|right now|here|with (?:him|her|it|this)|about (?:it|this)))?[\\W\\d]*$';

// Only a plea that closes the message is set apart: "he needs help with his lead" is no plea.
const PLEA_AFTER_A_WORD = new RegExp(`([\\p{Ll}\\d)]) (?=${PLEA_WORDS}${PLEA_TAIL})`, 'iu');

// A word that opens a sentence, capitalised straight after a lower-case word: "she isn't eating
// Also is the hay ok" or "gums pale What do I do". Pet names are not in this list, and "I" is
// capitalised everywhere.
const SENTENCE_OPENER =
  /([\p{Ll}\d)]) (?=(?:Also|And|But|So|Now|Then|What|How|Why|When|Where|Is|Are|Do|Does|Did|Should|Can|Could|Will|Would|Please|Help|Any|He|She|It|They|We|My|Our|His|Her|This|That|There|Its|Hes|Shes|He's|She's|It's)\b)/gu;

// Punctuation dictated by voice and written out as words: "he hasn't touched it full stop".
const SPOKEN_MARKS: ReadonlyArray<readonly [RegExp, string]> = [
  [/\s*\b(?:full stop|new paragraph|new line)\b/gi, '.'],
  [/\s*\bquestion mark\b/gi, '?'],
  [/\s*\bexclamation (?:mark|point)\b/gi, '!'],
];

/** The turn with a full stop where a sentence plainly ended without one. */
export function withSentenceBreaks(text: string): string {
  const marked = SPOKEN_MARKS.reduce((rest, [spoken, mark]) => rest.replace(spoken, mark), text);
  return marked.replace(PLEA_AFTER_A_WORD, '$1. ').replace(SENTENCE_OPENER, '$1. ');
}

// A sentence that is nothing but a plea: "What should I do?", "help!!", "is this an emergency?".
const ONLY_A_PLEA = new RegExp(
  `^\\W*(?:(?:so|and|but|ok|okay|um|please|pls) )?${PLEA_WORDS}${PLEA_TAIL}`,
  'iu',
);

/**
 * The report without the sentences that only ask what to do: "he's been bleeding for twenty
 * minutes. What should I do?" tells the same harm as the report alone, and the plea's "should I"
 * must not make it sound like a question asked beforehand. A turn that is only a plea is kept.
 */
export function withoutPleas(text: string): string {
  const sentences = text.split(/(?<=[.?!])\s+|\s*\n+\s*/);
  const kept = sentences.filter((sentence) => !ONLY_A_PLEA.test(sentence.trim()));
  return kept.length === 0 || kept.length === sentences.length ? text : kept.join(' ');
}

// "Is it bad that his gums have gone blue?": what follows "that" is told as a fact; the question
// is only whether it matters.
const FACT_ASKED_ABOUT =
  /\b(is it|isnt it|isn't it|is this|would it be|could it be) (bad|ok|okay|normal|serious|dangerous|worrying|concerning|a problem|an emergency|fine|alright|all right|a worry) that ([^?!]+?)\s*([?!]+|$)/giu;
const WORRY_THAT =
  /\b(should i|do i need to|must i) (be )?(worry|worried|concerned|panic) that ([^?!]+?)\s*([?!]+|$)/giu;

/**
 * The turn with a fact asked about told first, then the question: "Is it bad that she is
 * wobbling?" reads as "she is wobbling. Is it bad?", which the rules read as the report it is.
 */
export function withReportBeforeItsQuestion(text: string): string {
  return text
    .replace(FACT_ASKED_ABOUT, (_all, asks: string, what: string, fact: string, mark: string) => {
      return `${fact}. ${capitalised(asks)} ${what}${mark === '' ? '?' : mark}`;
    })
    .replace(
      WORRY_THAT,
      (_all, asks: string, be: string | undefined, worry: string, fact: string, mark: string) => {
        return `${fact}. ${capitalised(asks)} ${be ?? ''}${worry}${mark === '' ? '?' : mark}`;
      },
    );
}

function capitalised(words: string): string {
  return words.charAt(0).toUpperCase() + words.slice(1);
}

// "Our other one is fine.", "the others are ok": a sentence that another pet is well says nothing
// of the one reported on, and its "fine" is no doubt about the emergency.
const OTHER_PETS_WELL =
  /^\W*(?:and |but |luckily |thankfully )?(?:(?:our|my|the|his|her|their) (?:other|two other|older|younger) \w+|(?:the )?others|the rest(?: of them)?|(?:his|her) (?:brother|sister|mum|mom|litter ?mates?|cage ?mates?|companions?))(?: (?:is|are|seems?|looks?|seem|look))(?: (?:totally|completely|perfectly|absolutely))? (?:fine|ok|okay|alright|all right|well|normal|unaffected|grand|good)\b[^?]*$/iu;

// "The older one is fine, but Smudge is gasping": what follows the turn is about the pet reported on.
const TURN_TO_ANOTHER = /[,;]?\s*\b(?:but|though|although|however|whereas|while)\b/iu;

/** The turn without its sentences saying that another pet is well, unless nothing else is said. */
export function withoutOtherPetsWell(text: string): string {
  const sentences = text.split(/(?<=[.!])\s+/);
  const kept = sentences.flatMap((sentence) => {
    if (!OTHER_PETS_WELL.test(sentence.trim())) return [sentence];
    const turn = TURN_TO_ANOTHER.exec(sentence);
    const rest = turn === null ? '' : sentence.slice(turn.index + turn[0].length).trim();
    return rest === '' ? [] : [capitalised(rest)];
  });
  return kept.length === 0 || kept.join(' ') === sentences.join(' ') ? text : kept.join(' ');
}

/**
 * The turn as the rules read it: its full stops put back, a fact asked about told first, and
 * sentences about other pets being well set aside.
 */
export function readPlainly(text: string): string {
  return withActsInThePast(withoutOtherPetsWell(withReportBeforeItsQuestion(withSentenceBreaks(text))));
}

// "dog eat the strip of pills.", "cat drink water from the vase": an animal and a verb in its
// plain form opening a statement, as a second language tells what happened. A question ("dog eat
// grapes?") keeps asking.
// "my dachshund eat half the gum": a breed or any kind of pet, as well as the plain names below;
// "please help, my dog lick the antifreeze": after a comma too.
const PLAIN_ACT =
  /(^|[.!,]\s+)((?:(?:my|our|the|a) (?:\w+ )?)?(\w+))\s+(eat|drink|lick|chew|swallow|steal)\b(?=[^.!?]*(?:[.!]|$))/gi;
const PET_WORDS =
  /^(?:dogs?|pupp(?:y|ies)|pups?|cats?|kittens?|rabbits?|bunn(?:y|ies)|ferrets?|birds?|parrots?|budgies?|hamsters?|horses?|pon(?:y|ies))$/i;
const PAST_OF: Readonly<Record<string, string>> = {
  eat: 'ate',
  drink: 'drank',
  lick: 'licked',
  chew: 'chewed',
  swallow: 'swallowed',
  steal: 'stole',
};

function withActsInThePast(text: string): string {
  return text.replace(PLAIN_ACT, (told, start: string, who: string, animal: string, act: string) =>
    PET_WORDS.test(animal) || speciesMentionedIn(animal) !== undefined
      ? `${start}${who} ${PAST_OF[act.toLowerCase()] ?? act}`
      : told,
  );
}
