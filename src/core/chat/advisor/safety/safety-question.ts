import type { PetSpecies } from '../knowledge/types.js';
import { speciesMentionedIn } from '../species.js';
import { FOODS } from './foods.js';
import { MEDICINES } from './medicines.js';
import { HOUSEHOLD } from './household.js';
import { MORE_FOODS } from './more-foods.js';
import { PLANTS } from './plants.js';
import { verdictFor, type SafetyAudience, type SafetyVerdict, type Substance } from './substance.js';

// The first substance named wins, so the more specific names come first: "peace lily" is a
// houseplant before it is a lily, "garlic bread" garlic before bread, "chicken bones" bones
// before chicken.
const SUBSTANCES: readonly Substance[] = [...MEDICINES, ...HOUSEHOLD, ...PLANTS, ...FOODS, ...MORE_FOODS];

// Small pets the catalog files under no species of its own; they get their own verdicts.
const SMALL_PET =
  /\b(guinea ?pigs?|cav(y|ies)|hamsters?|gerbils?|chinchillas?|degus?|(pet |fancy )(rats?|mice))\b/;

// "can I give", "is it safe", "can dogs eat", "are lilies dangerous to cats", "is X okay for",
// "is my dog allowed", "should he have", "can I let her lick", "can he munch on", "is that a problem",
// "would half an aspirin help my cat"
const SAFETY_ASKED =
  /\b(can|could|may|should) (i|we|you) (just |simply |also |still )?(give|feed|offer|share|use|put|apply|treat|wash|bath|bathe|spray|rub|clean|disinfect|scrub|mop|run|light|burn|plug in|grow|plant|bake|cook|dab|massage|add|mix|sprinkle|spritz|drop|administer|include|provide)\b|\b(can|could|may) (my |our |a |the )?(\w+ ){0,2}(have|eat|drink|take|chew|lick|munch|nibble|snack|chomp|graze|consume|ingest)\b|\b(safe|ok|okay|alright|all right|fine|bad|good|toxic|poisonous|dangerous|harmful|harmless|deadly|risky|acceptable|appropriate|permissible|advisable)\b|\b(a|any) (\w+ )?(problem|risk|issue|danger|hazard)\b|\b(will|would|could|can|does|do) (it|that|this|they|(\w+ ){1,4}?\w+) (hurt|harm|kill|poison|upset)\b|\b(is|are) (it|that|this|they) going to (hurt|harm|kill|poison|upset)\b|\b(allowed|permitted)\b|\b(should|must) (i|we) (just |simply )?(never|not|avoid|stop) (get|getting|buy|buying|have|having|keep|keeping|bring|bringing|grow|growing)\b|\b(should|must) (my |our |a |the )?(\w+ ){0,2}(have|eat|drink)\b|\blet (my |our |a |the )?(\w+ ){0,2}(have|eat|drink|lick|taste|try)\b|\b(can|could|may|should) (my |our |a |the )?(\w+ ){0,2}(use|share|wear|borrow)\b|\b(will|would|does|do) (it|that|this|they|them) work (on|for)\b|\b(will|would|could|might) (\w+ ){1,6}?help (him|her|it|them|my|our|a|the)\b/;

// "should I worry about the ivy?", "my vet said no chocolate, why?": a worry or the reason for a
// rule about something named is a safety question too.
const WORRY_OR_WHY_ASKED =
  /\b(should|do|must|need to) (i|we) (be )?(worry|worried|concerned|panic)\b|\b(worried|concerned) about\b|\bwhy\b.*\b(no|not|never|cant|shouldnt|bad|toxic|poisonous|dangerous)\b|\b(no|not|never|cant|shouldnt|bad|toxic|poisonous|dangerous)\b.*\bwhy\b/;

// "is tea tree oil poisonous to cats?", "are macadamias bad for dogs?", "should I worry about the
// ivy?": a question whose "yes" means harm, unless it also asks whether it is fine ("good or bad", "ok or toxic").
const HARM_ASKED =
  /\b(is|are|isnt|arent)\b.*\b(toxic|poisonous|dangerous|harmful|deadly|bad)\b|\b(should|do|must|need to) (i|we) (be )?(worry|worried|concerned)\b|\b(worried|concerned) about\b/;
const PERMISSION_ASKED = /\b(safe|ok|okay|alright|fine|good|allowed|can|could|may)\b/;

// Animals whose name contains a food ("corn snake", "milk snake"): the animal, not the food.
const ANIMAL_NAMED_AFTER_FOOD = /\b(corn|milk|rat|king|garter) (snakes?)\b/g;
// Coat colours named after a food ("a chocolate Labrador", "a liver spaniel"): the dog, not the food.
const COAT_NAMED_AFTER_FOOD =
  /\b(chocolate|choc|liver|lemon|apricot|caramel|cinnamon) (labs?|labradors?|retrievers?|spaniels?|cockers?|poodles?|doodles?|beagles?|pointers?|points?)\b/g;
// Things in the house named after a drink ("the bowl was on the coffee table"): no drink is named.
const THING_NAMED_AFTER_DRINK = /\b(coffee|tea) (tables?|towels?|lights?)\b/g;
// "my fish tank is at 25C, is that good for them?": the fish live in it, nobody eats them.
const HOME_OF_PET_FISH = /\b(?:fish|goldfish|betta) (tanks?|bowls?)\b/g;
// "the water for a betta fish", "my fish is in good condition": the pet, not fish to eat.
const PET_FISH = /\b(betta|siamese fighting|tropical|coldwater|gold|pet|my|our) fish\b/g;

// "the lab's flea spot-on", "our spaniel's wormer": a product named after a dog of any breed is a
// dog's product, read as "dogs flea ...".
const DOGS_PRODUCT =
  /\b(\w+(?: \w+)?)[’']s (?=(?:\w+ )?(?:flea|tick|worm|wormer|wormers|worming|spot ?-?on|frontline|advantage|advantix|seresto|bravecto|nexgard)\b)/g;

/** The question as the tables read it: lowercased, apostrophes dropped, animal names kept apart. */
function safetyText(question: string): string {
  return (
    question
      .toLowerCase()
      .replace(DOGS_PRODUCT, (whole, owner: string) =>
        speciesMentionedIn(owner) === 'dog' ? 'dogs ' : whole,
      )
      .replace(/[’']/g, '')
      // "at my mum's" is a mother's house, not chrysanthemums ("mums").
      .replace(/\b(my|our|your|his|her|their) (mum|mom)s\b/g, '$1 mother')
      .replace(ANIMAL_NAMED_AFTER_FOOD, '$2')
      .replace(COAT_NAMED_AFTER_FOOD, '$2')
      .replace(THING_NAMED_AFTER_DRINK, '$2')
      .replace(HOME_OF_PET_FISH, '$1')
      .replace(PET_FISH, '$1 pet')
  );
}

// Where the question says who would get it: "flea drops on my cat" is about the cat.
const RECIPIENT = /\b(on|to|for|give|feed) (my |our |a |the |your )?(\w+ )?(\w+)\b/g;

export interface SafetyAnswer {
  substanceId: string;
  verdict: SafetyVerdict;
}

// "advantage for dogs on my cat": the animal it goes on or to outweighs the one a product is for.
// "spot-on on my cat", "spot on on my bunny": the "on" of a product's name is no preposition.
const ON_OR_TO = /(?<![\w-]|\bspot )(on|to|onto) (my |our |a |the |your )?(\w+ )?(\w+)\b/g;

// "the dog's spot-on on my guinea pig": a small pet the thing goes on is the audience too.
function recipientOf(match: string): SafetyAudience | undefined {
  return speciesMentionedIn(match) ?? (SMALL_PET.test(match) ? 'small-pet' : undefined);
}

function recipientSpecies(text: string): SafetyAudience | undefined {
  for (const match of text.matchAll(ON_OR_TO)) {
    const recipient = recipientOf(match[0]);
    if (recipient !== undefined) return recipient;
  }
  for (const match of text.matchAll(RECIPIENT)) {
    const recipient = recipientOf(match[0]);
    if (recipient !== undefined) return recipient;
  }
  return undefined;
}

/**
 * A question about whether something is safe to give ("can I give my dog ibuprofen?"); an
 * exposure that has already happened is an emergency and never reaches here.
 */
export function answerSafetyQuestion(
  question: string,
  framing: PetSpecies | undefined,
  asksDose = false,
  /** The pet a follow-up asks about instead ("what about dogs?" after a question about cats). */
  audienceAsked?: PetSpecies,
): SafetyAnswer | undefined {
  const text = safetyText(question);
  // "how many mg of ibuprofen for my dog?" asks whether to give it as surely as "can I give".
  if (!SAFETY_ASKED.test(text) && !WORRY_OR_WHY_ASKED.test(text) && !asksDose) return undefined;
  return verdictOfFirstNamed(
    askedSentence(text),
    audienceAsked ?? audienceIn(text, framing),
    audienceAsked === undefined ? (rest) => audienceIn(rest, undefined) : undefined,
  );
}

/**
 * "Is a raw carrot alright for my dog? The dog next door got sick from raisins": the sentence that
 * asks, when it names something the tables know, says what is asked about; the rest is a story.
 */
function askedSentence(text: string): string {
  const sentences = text.split(/(?<=[.!?])\s+/);
  if (sentences.length < 2) return text;
  const asking = sentences.filter(
    (sentence) =>
      (SAFETY_ASKED.test(sentence) || WORRY_OR_WHY_ASKED.test(sentence)) &&
      SUBSTANCES.some((substance) => substance.names.test(sentence)),
  );
  const [asked] = asking;
  if (asking.length !== 1 || asked === undefined) return text;
  // Only a story that names something else is set aside: "my cat has fleas" tells who it is for.
  const story = sentences.filter((sentence) => sentence !== asked).join(' ');
  const namesOther = SUBSTANCES.some(
    (substance) => substance.names.test(story) && !substance.names.test(asked),
  );
  return namesOther ? asked : text;
}

/** Who a safety question is about: the pet it goes on or to, the species named, or a small pet. */
function audienceIn(text: string, framing: PetSpecies | undefined): SafetyAudience | undefined {
  return recipientSpecies(text) ?? speciesMentionedIn(text) ?? (SMALL_PET.test(text) ? 'small-pet' : framing);
}

// The first substance named that has a verdict for this pet: cheese written for dogs and cats
// leaves a rabbit to the dairy verdict further down. A thing named after an animal ("the rabbit
// pellets", "puppy food") is for the pet the rest of the question names, when it names one.
function verdictOfFirstNamed(
  text: string,
  audience: SafetyAudience | undefined,
  audienceOfRest?: (rest: string) => SafetyAudience | undefined,
): SafetyAnswer | undefined {
  for (const substance of SUBSTANCES) {
    const found = substance.names.exec(text);
    const name = found?.[0];
    if (found === null || name === undefined || namedAsAbsent(text, found.index, name)) continue;
    const endangered = substance.endangers;
    const rest = text.replace(substance.names, ' ');
    const atRisk = endangered !== undefined && speciesMentionedIn(rest) === endangered;
    const namedAfterAnimal = audienceOfRest !== undefined && speciesMentionedIn(name) !== undefined;
    const recipient = (namedAfterAnimal ? audienceOfRest(rest) : undefined) ?? audience;
    const verdict = verdictFor(substance, atRisk ? endangered : recipient);
    if (verdict !== undefined) return { substanceId: substance.id, verdict };
  }
  return undefined;
}

// "xylitol-free peanut butter", "made without xylitol": the thing named is what is left out, so the
// question is about the food it is left out of.
const ABSENT_AFTER = /^[\s-]*free\b/;
const ABSENT_BEFORE = /\b(without|free (of|from)|no|zero)[\s-]*$/;
function namedAsAbsent(text: string, at: number, name: string): boolean {
  return ABSENT_AFTER.test(text.slice(at + name.length)) || ABSENT_BEFORE.test(text.slice(0, at));
}

// "which is safer, carrots or grapes?", "rawhide vs antlers": two things weighed against each other.
const COMPARISON_ASKED =
  /\b(safer|healthier|less (dangerous|harmful|toxic|risky)|more (dangerous|harmful|toxic)|worse|better)\b|\b(vs|versus)\b/;
const ALTERNATIVES = /\b(?:or|vs|versus)\b/;
const SAFETY_RANK: Record<SafetyVerdict['safety'], number> = {
  safe: 0,
  caution: 1,
  'vet-only': 2,
  unsafe: 3,
};

/**
 * "which is safer for my dog, carrots or grapes?": the safer of two things named, then each one's
 * verdict, safer first. Undefined unless the question compares two things the tables know.
 */
export function answerSafetyComparison(
  question: string,
  framing: PetSpecies | undefined,
): string | undefined {
  const text = safetyText(question);
  if (!COMPARISON_ASKED.test(text) || !ALTERNATIVES.test(text)) return undefined;
  const audience = audienceIn(text, framing);
  const named: Array<SafetyAnswer & { name: string }> = [];
  for (const part of text.split(ALTERNATIVES)) {
    const found = verdictOfFirstNamed(part, audience);
    const name =
      found === undefined
        ? undefined
        : SUBSTANCES.find((substance) => substance.id === found.substanceId)?.names.exec(part)?.[0];
    if (
      found !== undefined &&
      name !== undefined &&
      !named.some((other) => other.substanceId === found.substanceId)
    ) {
      named.push({ ...found, name });
    }
  }
  const [first, second] = [...named].sort(
    (left, right) => SAFETY_RANK[left.verdict.safety] - SAFETY_RANK[right.verdict.safety],
  );
  if (first === undefined || second === undefined || named.length !== 2) return undefined;
  const rankFirst = SAFETY_RANK[first.verdict.safety];
  const rankSecond = SAFETY_RANK[second.verdict.safety];
  const lead =
    rankFirst < rankSecond
      ? `The safer choice is ${first.name}.`
      : rankFirst >= SAFETY_RANK.unsafe
        ? `Neither is safe: ${first.name} and ${second.name} are both harmful to your pet.`
        : `Neither is clearly safer than the other: ${first.name} and ${second.name} each come with the advice below.`;
  return [lead, first.verdict.answer, second.verdict.answer].join('\n\n');
}

/**
 * "and almonds?" right after "can hamsters eat grapes?": the same pet, another food. Answered
 * only when the earlier turn was itself a safety question and this one names a substance.
 */
export function answerSafetyForAnotherSubstance(
  question: string,
  earlier: string,
  framing: PetSpecies | undefined,
): SafetyAnswer | undefined {
  const before = answerSafetyQuestion(earlier, framing);
  if (before === undefined) return undefined;
  const text = safetyText(question);
  const earlierText = safetyText(earlier);
  const answer = verdictOfFirstNamed(text, audienceIn(earlierText, framing));
  if (answer === undefined) return undefined;
  // "and white chocolate?" after "is chocolate bad for cats?": the same food in another form is
  // asked about again; a bare repeat is not.
  const anotherForm = QUALIFIER.exec(text)?.[0];
  const sameAgain = answer.substanceId === before.substanceId;
  return sameAgain && (anotherForm === undefined || earlierText.includes(anotherForm)) ? undefined : answer;
}

const QUALIFIER =
  /\b(white|milk|dark|baking|cooked|raw|dried|fresh|frozen|tinned|canned|seeds?|skins?|peel|leaves|stems?|cores?|pits?|stones?)\b/;

/** Whether the text names any food, plant, product or medicine the safety tables know. */
export function namesSubstance(question: string): boolean {
  const text = safetyText(question);
  return SUBSTANCES.some((substance) => substance.names.test(text));
}

/** Whether the text names a medicine or pet product (not a food), so "how much X" asks a dose. */
export function namesMedicineOrProduct(question: string): boolean {
  const text = safetyText(question);
  return [...MEDICINES, ...HOUSEHOLD].some((substance) => substance.names.test(text));
}

/**
 * The verdict worded for the question's polarity. The tables answer "can I give it?", so a "No:"
 * would read as "not poisonous" to "is it poisonous?": there the harm is said first ("Yes, it is
 * dangerous: ..."), and a safe thing is said to be safe rather than "Yes".
 */
export function verdictForQuestion(question: string, verdict: SafetyVerdict): string {
  const text = safetyText(question);
  if (!HARM_ASKED.test(text) || PERMISSION_ASKED.test(text)) return verdict.answer;
  if (verdict.safety === 'unsafe' || verdict.safety === 'vet-only') {
    // "No: ..." and "No, not for cats: ..." alike: the reason after the colon stands.
    return verdict.answer.replace(/^No(, [^:.]{1,40})?: /, 'Yes, it is dangerous: ');
  }
  if (verdict.safety === 'safe') return verdict.answer.replace(/^Yes: /, 'Not at all, it is safe: ');
  return verdict.answer;
}

/**
 * What each poison named in a report does to this pet, from the tables, in the order named by the
 * tables: for an emergency whose entries do not cover it ("he chewed a sago palm seed": the
 * liver; "I made him drink salt water": sodium). Only things unsafe for the pet, or that only a vet
 * may give.
 */
export function harmsOfNamed(
  question: string,
  species: PetSpecies | undefined,
): Array<{ named: string; harm: string }> {
  const text = safetyText(question);
  const harms: Array<{ named: string; harm: string }> = [];
  for (const substance of SUBSTANCES) {
    const named = substance.names.exec(text)?.[0];
    if (named === undefined) continue;
    const verdict = verdictFor(substance, audienceIn(text, species));
    // "we have Panadol, is half a tablet ok for him?": a medicine only a vet may give is named
    // with why, as a poison is.
    if (verdict?.safety !== 'unsafe' && verdict?.safety !== 'vet-only') continue;
    const harm = verdict.answer.replace(/^No(, [^:.]{1,40})?: /, '');
    harms.push({ named, harm: harm.charAt(0).toUpperCase() + harm.slice(1) });
  }
  return harms;
}
