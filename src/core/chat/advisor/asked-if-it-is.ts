import { isExplanation } from './emergency-rules/concept-classifier.js';
import { lexicon } from './lexicon/index.js';
import { namesAnAnimal } from './names-an-animal.js';

/**
 * "he yawns wide after eating, is he choking?", "she sits with her mouth open under the lamp, is
 * she struggling to breathe?": a short yes-or-no question asking whether the pet has the
 * emergency it names is the owner's fear, not a sign. It is read as the doubt it is ("is he
 * ok?"), so only what the owner describes can make the emergency; a question that adds what is
 * seen ("is he choking? he keeps pawing at his mouth") still has its report read.
 */
const ASKED_IF_IT_IS =
  /(^|[.!?,;]\s*|\b(?:and|but|so)\s+)(?:is|was|could|might|does|did|has) (he|she|they|(?:my|our|the) \w+)\b(?: [\w'’]+){0,6}\s*\?+/gi;
// "Is Biscuit poisoned?": a pet called by its name, capitalised as names are.
const ASKED_IF_NAMED_PET_IS =
  /(^|[.!?,;]\s*)(?:Is|is|Could|could|Was|was) ([A-Z][a-z]+)\b(?: [\w'’]+){0,5}\s*\?+/g;
// "sometimes her legs jerk. seizure?", "Is this bloat?": the feared emergency asked in a word.
const FEARED_IN_A_WORD =
  /(^|[.!?,;]\s*|\bin case\s+)(?:a |is it |is this |is that |it is |its |it's |could it be |could this be )?(?:a )?(?:seizure|fit|bloat|poisoned|poisoning|stroke|choking|heatstroke|heart attack)\?+/gi;

// "he ate a cherry tomato, are tomatoes poisonous?", "the tomatoes are poison?": a food named and
// asked about is the owner's doubt whether it harms, which the safety verdicts answer; the poison
// word is the question, not a poison eaten. A thing the owner cannot name ("are the berries
// toxic?", "is this plant poisonous?") or a poison named ("is xylitol toxic?") is kept as asked.
const ASKED_IF_POISONOUS =
  /(^|[.!?,;]\s*|\b(?:and|but|so)\s+)(?:(?:is|are) ((?:[\w'’]+ ){0,2}[\w'’]+)|((?:[\w'’]+ ){0,2}[\w'’]+) (?:is|are)) (?:really |actually |also )?(?:poison|poisonous|toxic)(?: (?:to|for) [\w'’]+)?\s*\?+/gi;
const UNKNOWN_THING =
  /\b(?:it|they|them|this|that|these|those|berry|berries|plants?|leaf|leaves|flowers?|weeds?|bush(?:es)?|shrubs?|seeds?|mushrooms?|fungus|fungi|toadstools?|stuff|things?|ones?|tablets?|pills?|liquid|substance|what|which)\b/i;

// "is my puppy having a fit?" asks about the pet; "is the rattlesnake vaccine worth getting?" does not.
function namesThePet(subject: string): boolean {
  if (/^(he|she|they)$/i.test(subject)) return true;
  const noun = subject.split(' ').at(-1) ?? '';
  return namesAnAnimal(noun);
}

// "is he just overweight?", "is she in season?": the question offers a harmless explanation,
// which is kept for the rules that it explains away.
function offersAnExplanation(question: string): boolean {
  return lexicon().match(question).concepts().some(isExplanation);
}

// "is my dog ok to eat grapes? she already had ten": the question names what was eaten, which
// the rules for a poison need, so it is kept as asked. "is he poisoned?" names none: it is the fear.
function namesAPoison(question: string): boolean {
  return lexicon()
    .match(question)
    .inDomain('toxin')
    .some((toxin) => toxin !== 'general-poison');
}

// "should I be worried that his leg has gone fat and hot?", "is it normal that his tongue looks
// darker?": a worry put as a question tells what is seen, not what might be done.
const WORRIED_THAT =
  /\b(?:should|do|would|must) (?:i|we) (?:be )?(?:worried|worry|concerned|panicking|panic) (?:that|about|if)\b|\bis it (?:normal|ok|okay|fine) that\b/gi;

/** The text with each short question about what the pet has read as a doubt about it. */
export function withoutAskingIfItIs(text: string): string {
  return text
    .replace(WORRIED_THAT, 'I am worried that')
    .replace(ASKED_IF_IT_IS, (whole: string, before: string, pet: string) =>
      namesThePet(pet) && !offersAnExplanation(whole) && !namesAPoison(whole)
        ? `${before}${pet.toLowerCase() === 'they' ? 'are' : 'is'} ${pet} ok?`
        : whole,
    )
    .replace(ASKED_IF_NAMED_PET_IS, (whole: string, before: string, name: string) =>
      namesAPoison(whole) ? whole : `${before}is ${name} ok?`,
    )
    .replace(FEARED_IN_A_WORD, (_whole, before: string) => `${before}is that ok?`)
    .replace(
      ASKED_IF_POISONOUS,
      (whole: string, before: string, asked: string | undefined, told: string | undefined) => {
        const thing = asked ?? told ?? '';
        return UNKNOWN_THING.test(thing) || namesAPoison(thing) || namesThePet(thing)
          ? whole
          : `${before}is that ok?`;
      },
    );
}
