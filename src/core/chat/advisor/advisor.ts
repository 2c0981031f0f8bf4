import type { ChatCallerContext, ChatMessage } from '../types.js';
import { analyzeText } from './text-analysis.js';
import {
  composeEmergencyAnswer,
  composeGreetingAnswer,
  composeKnowledgeAnswer,
  composeNoMatchAnswer,
  composeOffTopicAnswer,
  composePetIntroductionAnswer,
  composePlainAnswer,
  composeSafetyAnswer,
  composeThanksAnswer,
  PLURAL,
  URGENT_VET_ADVICE,
  VETERINARY_NOTICE,
} from './answer-composer.js';
import {
  type MoreMatches,
  composeCatalogAnswer,
  composeCatalogUnavailableAnswer,
  composeNoneOfKindAnswer,
  composeComparison,
  composeSpeciesOverview,
  composeUnsearchableAnimalAnswer,
  type SpeciesCount,
} from './catalog-answer.js';
import {
  asksForKinds,
  asksSuperlative,
  isCatalogQuestion,
  namesAFilter,
  narrowsListing,
  parseCatalogQuery,
  unsearchableAnimal,
  withoutExclusions,
} from './catalog-intent.js';
import type { CatalogPet, CatalogQuery, PetCatalogPort } from './catalog-port.js';
import {
  emergencyCalledOff,
  MAX_EMERGENCIES_ANSWERED,
  asManyAsAnswered,
  onlySharedSigns,
  emergencyOfEntry,
  recognizeEmergencies,
  withoutDeniedPoisons,
  reportsHarmNow,
  type EmergencyMatch,
} from './emergencies.js';
import { FEEDING_WEIGHT_PROMPT, composeFeedingEstimate } from './feeding-answer.js';
import { estimateDailyEnergy, isFeedingAmountQuestion } from './feeding-estimate.js';
import { KNOWLEDGE_BASE } from './knowledge/index.js';
import { PET_SPECIES, type KnowledgeEntry, type PetSpecies } from './knowledge/types.js';
import { lifeStageAt, lifeStageInText, type LifeStage } from './life-stage.js';
import {
  EMPTY_STATE,
  nextTurn,
  petsOf,
  withMentioned,
  type ConversationPets,
  type ConversationState,
} from './pets/conversation-state.js';
import { petNameAskedAbout, referencedPets } from './pets/pet-reference.js';
import { answerAboutPets } from './pets/pet-questions.js';
import { recordFactsAsked } from './pets/record-facts.js';
import { isOfKind, kindAsked, kindPlural, singularKind } from './catalog-kinds.js';
import { composePetOverview, composeUnknownPetAnswer } from './pets/record-answer.js';
import { knowledgeIndexOf, type KnowledgeIndex, type RetrievalHit, type WeightedQuery } from './retrieval.js';
import { semanticIndexOf, type SemanticIndex } from './semantic-index.js';
import { asksHowToGivePrescribed } from './safety/prescribed-by-the-vet.js';
import {
  answerSafetyComparison,
  answerSafetyForAnotherSubstance,
  answerSafetyQuestion,
  namesMedicineOrProduct,
  harmsOfNamed,
  namesSubstance,
  verdictForQuestion,
} from './safety/safety-question.js';
import { refuseHumanMedicineDose } from './safety/dose-refusal.js';
import { lexicon, spelling, type ConceptMatches } from './lexicon/index.js';
import { disputesTheAnswer, withoutClaimsReported, withTheDisputeNoted } from './disputed-answer.js';
import { normalizeText } from './lexicon/text-normalizer.js';
import { withoutNamesThatAreWords } from './names-that-are-words.js';
import { readPlainly, withSentenceBreaks } from './reports-and-pleas.js';
import { withTypedCorrections } from './typed-corrections.js';
import { withEmojiAsWords } from './emoji-as-words.js';
import { withPetSpeakingRetold } from './pet-speaking.js';
import { namedSubject } from './named-subject.js';
import {
  conversationSpecies,
  introducedSpecies,
  speciesAfterTheTurn,
  speciesOfTheOneAmongMany,
  speciesSettledOn,
  speciesBesideTheOneSaidWell,
  speciesMentionedIn,
  speciesNamedIn,
  withBunsAsRabbits,
  type ConversationSpecies,
} from './species.js';
import { toldOfOneInTheRoster } from './roster.js';
import {
  asksForWritingOrCode,
  classifyTopic,
  classifyTopicInConversation,
  plainlyOffTopic,
  requestClause,
  withoutTheRelay,
} from './topic-guard.js';
import { PERSON_EMERGENCY_LINE, PET_TOO_LINE, personHarmed } from './person-harmed.js';
import { linesForGettingThere } from './getting-there.js';
import { linesForWhoIsAsking } from './who-is-asking.js';
import {
  readInEnglish,
  withAnswerLanguageNotice,
  withLoanwordsInEnglish,
  type GlossedLanguage,
} from './languages/index.js';

// Relevance is the BM25 score as a share of the best possible for the question; these
// thresholds were tuned against everyday questions (see test/chat/advisor.test.ts).
const MIN_RELEVANCE = 0.35;
const MIN_RELEVANCE_WITH_SIGNS = 0.25;
// A second entry is added only when nearly as relevant as the best, or it dilutes the answer
// (0.93: lower ratios added loosely related entries to a fifth of the evaluation answers).
const RELATED_RELEVANCE_RATIO = 0.93;
const MAX_ENTRIES_PER_ANSWER = 2;
// Sentence similarity (cosine, USE Lite) weighed against words' relevance scaled to the best
// hit (1): candidates within 60% of the best words' score compete. An entry is close enough in
// meaning on its own from 0.5 (0.45 to 0.55 measured alike). Chosen on the evaluation's totals
// (docs/chat-advisor.md).
const SEMANTIC_WEIGHT = 1.2;
const SEMANTIC_CANDIDATES = 10;
const SEMANTIC_CANDIDATE_RATIO = 0.6;
const MIN_SIMILARITY = 0.5;
const CATALOG_TIP_RELEVANCE = 0.6;
// An earlier question gives context to a short follow-up ("and how often?") but must not
// outweigh what is asked now.
const EARLIER_TURN_WEIGHT = 0.3;
// The first-aid entry that follows an exposure verdict ("if your dog has already eaten some").
const SAFETY_FIRST_AID: Record<string, string> = {
  chocolate: 'emergency-chocolate',
  grapes: 'emergency-grapes-raisins',
  xylitol: 'emergency-xylitol',
  lilies: 'emergency-lilies-cats',
  'dog-flea-products-on-cats': 'emergency-permethrin-cats',
};

const KIND_WORD =
  '(dogs?|pupp(?:y|ies)|cats?|kittens?|kitties|rabbits?|bunn(?:y|ies)|birds?|budgies?|parrots?|cockatiels?|reptiles?|lizards?|geckos?|snakes?|turtles?|tortoises?|hamsters?|guinea pigs?|gerbils?|ferrets?|chinchillas?)';
// Two kinds of pet in one request: "kittens or puppies", "birds and rabbits".
const TWO_KINDS = new RegExp(`\\b${KIND_WORD} (or|and|&) (?:any |some |a |an )?${KIND_WORD}\\b`, 'i');

// "more", "next?", "and more": the whole message asks for the rest of the listing.
const MORE_ALONE = /^\W*(and )?(more|next|next ones?|others|what else|anything else|who else)\W*$/i;

// "what about cats?", "and rabbits?": the same search as the listing just shown, for another kind.
// "ok what about dogs?", "right, and rabbits?": an acknowledgement may come first.
const ELLIPTICAL_FOLLOW_UP =
  /^\s*((ok|okay|ok so|right|alright|hmm+|cool|fine|oh|well|great|nice)[\s,.!]+)?(and|what about|how about|also|same for)\b[^.?!]{0,30}[.?!]?\s*$/i;

// A short turn about the amount, frequency or reason of what was just asked about.
const SAFETY_FOLLOW_UP =
  /^\W*(and |but |so |ok |okay )?(how (often|much|many|about (just )?(a little|a bit|one|once))|why( not)?|even (just )?(a little|a bit|one|once|a lick|a bite|a small amount)|what if (its |it is |it was )?(only |just )?(a little|a bit|once|one|a lick|a bite)|(is|what about) (just )?(a little|a bit|once|one|a lick|a bite)( ok| okay| fine)?|in (small amounts|moderation)|what amount|is there a safe amount)\b[^.?!]{0,30}[.?!]*\s*$/i;

// "and if she was a kitten?", "what about for a 6 kg dog?": a short turn changing one term.
const FEEDING_FOLLOW_UP = /^\W*(and |but |so |ok |okay )?(what |how )?(if|about|for|with)\b/i;
const MAX_FEEDING_FOLLOW_UP_WORDS = 10;

export interface PetAdvisorOptions {
  catalog?: PetCatalogPort;
  knowledge?: readonly KnowledgeEntry[];
  /** Rank knowledge by sentence similarity too, once its index is built (CHAT_ADVISOR_SEMANTIC). */
  semantic?: boolean;
}

/** What the conversation says about the pet in question, for advice that fits it. */
interface Framing extends ConversationSpecies {
  lifeStage: LifeStage | undefined;
  ageMonths?: number;
}

function speciesOf(pet: CatalogPet): PetSpecies | undefined {
  return PET_SPECIES.find((species) => species === pet.species.toLowerCase());
}

/** One user turn decided: the answer, and what the conversation knows afterwards. */
interface TurnResult {
  answer: string;
  state: ConversationState;
  /** What kind of answer it is, for a model grounded on this decision. */
  kind?: AnswerKind;
}

export type AnswerKind = 'emergency' | 'off-topic' | 'no-match' | 'other';

// An emergency stays the subject for a few turns: "what now?" or "he seems fine, can it wait?".
const EMERGENCY_MEMORY_TURNS = 3;
const NEW_SUBJECT_RELEVANCE = 0.5;
const MAX_REPLAYED_TURNS = 8;
// A turn is read up to a length no real question reaches, so that a long paste costs the rules
// no more than a long question does. A longer one keeps its opening and its end, where owners put
// what happened and what they ask ("...and now his belly is swollen, what do I do?").
const MAX_QUESTION_CHARS = 2_000;
const KEPT_OPENING_CHARS = 600;
function boundedTurn(content: string): string {
  if (content.length <= MAX_QUESTION_CHARS) return content;
  const opening = content.slice(0, KEPT_OPENING_CHARS).replace(/\S*$/, '');
  const ending = content
    .slice(content.length - (MAX_QUESTION_CHARS - KEPT_OPENING_CHARS))
    .replace(/^\S*/, '');
  return `${opening}\n${ending}`;
}
const AMOUNT_OR_WEIGHT =
  /\b\d+(\.\d+)? ?(g|grams?|kg|kilos?|oz|ounces?|lbs?|pounds?|pieces?|squares?|tablets?|pills?|mg|ml)\b/i;
const UNKNOWN_POISON = 'emergency-poisoning-general';
// Found more than "something unknown was eaten".
function namesMore(found: readonly { entryId: string }[]): boolean {
  return found.some((match) => match.entryId !== UNKNOWN_POISON);
}
function namesAPoison(found: readonly EmergencyMatch[]): boolean {
  return found.some((match) => match.poisoning && match.entryId !== UNKNOWN_POISON);
}
const WHAT_NOW = /\b(what (now|next|should|do)|help|now)\b/i;
const SAME_ANIMAL = /\b(him|her|he|she|hes|shes|it|them|they)\b/;

// Each user turn as typed, beside the turn as read: a pet's name typed with a slip ("shado") is
// compared with the catalog's names as typed, not as corrected into a word of pet care ("shade").
const TYPED = new WeakMap<ChatMessage, string>();
function asTyped(messages: readonly ChatMessage[]): string {
  const last = messages.at(-1);
  return last === undefined ? '' : (TYPED.get(last) ?? last.content);
}

/** Decides what `pet-advisor-1` says; the provider only paces the words. */
export class PetAdvisor {
  private readonly index: KnowledgeIndex;
  private readonly catalog: PetCatalogPort | undefined;
  private readonly semantic: SemanticIndex | undefined;

  constructor(options: PetAdvisorOptions = {}) {
    this.index = knowledgeIndexOf(options.knowledge ?? KNOWLEDGE_BASE);
    this.catalog = options.catalog;
    // Built in the background (seconds): readiness and the first questions do not wait for it.
    this.semantic = options.semantic ? semanticIndexOf(options.knowledge ?? KNOWLEDGE_BASE) : undefined;
    // Compiled now (about 0.1 s) rather than on the first question, which would pay for it; so
    // is the spelling pass's index of the advisor's words.
    lexicon();
    spelling();
  }

  /**
   * Answers the last user turn. The conversation's state is rebuilt first by deciding each
   * earlier user turn again (with the same catalog lookups), never by reading earlier answers.
   */
  async answer(messages: readonly ChatMessage[], context: ChatCallerContext): Promise<string> {
    const { answer, language } = await this.decide(messages, context);
    // Answered in English; an owner who wrote in another language is told so, in it, at the end.
    return withAnswerLanguageNotice(answer, language);
  }

  /**
   * The decision for the last user turn, with its kind and the language the turn was written in
   * when not English (for grounding another model, which may answer in that language itself).
   */
  async decide(
    messages: readonly ChatMessage[],
    context: ChatCallerContext,
  ): Promise<{ answer: string; kind: AnswerKind; language: GlossedLanguage | undefined }> {
    // A turn written in Spanish, French, German, Portuguese or Italian is read in English.
    let language: GlossedLanguage | undefined;
    const userTurns = messages.filter((message) => message.role === 'user');
    // "*grapes" after "my dog ate drapes": the slip mended, as the owner meant it.
    const mended = withTypedCorrections(
      userTurns.map((message) => withPetSpeakingRetold(withEmojiAsWords(message.content))),
    );
    const readings = userTurns.map((message, index) => {
      const typed = boundedTurn(mended[index] ?? message.content);
      const reading = readInEnglish(withSentenceBreaks(typed), language);
      language = reading.language ?? language;
      return { message, typed, reading };
    });
    // Misspelt words are read as the words meant before any rule sees them ("chocklit"), and the
    // turn is read plainly (`reports-and-pleas.ts`: "no wee what do I do" ends its report); a turn
    // glossed from another language is read in English already, and its words are left as glossed.
    // "Rolo the pug", "my cat Oreo": a pet named after a food is read as the pet, not the food.
    const unnamed = withoutNamesThatAreWords(readings.map(({ reading }) => reading.text));
    const userMessages = readings.map(({ message, typed, reading }, index) => {
      const text = unnamed[index] ?? reading.text;
      // An English turn may still name the pet or the poison in another language ("my perro").
      const content =
        reading.language === undefined
          ? spelling().correct(readPlainly(withBunsAsRabbits(withLoanwordsInEnglish(text))))
          : text;
      const read = { ...message, content };
      TYPED.set(read, typed);
      return read;
    });
    let result: TurnResult = { answer: '', state: EMPTY_STATE };
    // The state is rebuilt from the last few turns only: what matters to the question is recent,
    // and a long conversation must not cost a catalog lookup per turn it ever had.
    const first = Math.max(0, userMessages.length - MAX_REPLAYED_TURNS);
    for (let turn = first; turn < userMessages.length; turn += 1) {
      result = await this.turn(userMessages.slice(0, turn + 1), nextTurn(result.state), context);
    }
    return {
      answer: result.answer,
      kind: result.kind ?? 'other',
      language: readings.at(-1)?.reading.language,
    };
  }

  /**
   * "right, separate thing: what food do you sell?" straight after an emergency: the question is
   * answered, and the urgent advice comes first again so that the new subject does not bury it.
   */
  private async turn(
    messages: readonly ChatMessage[],
    state: ConversationState,
    context: ChatCallerContext,
  ): Promise<TurnResult> {
    const result = await this.answerTurn(messages, state, context);
    const justBefore = state.emergency !== undefined && state.emergency.turnsAgo <= EMERGENCY_MEMORY_TURNS;
    if (!justBefore || result.kind === 'emergency' || result.kind === 'off-topic') return result;
    if (emergencyCalledOff(messages.at(-1)?.content ?? '')) return result;
    const entries = [...new Set((state.emergency?.matches ?? []).map((match) => match.entryId))]
      .map((id) => this.index.byId(id))
      .filter((found): found is KnowledgeEntry => found !== undefined);
    const [entry] = entries;
    const what =
      entry === undefined ? '' : ` (${entry.title.charAt(0).toLowerCase()}${entry.title.slice(1)})`;
    // What the emergency is and what to do while help is arranged, so that the new subject buries
    // neither.
    const why = entries.map((found) => `**${found.title}.** ${found.text}`);
    // "we are away at a festival until sunday": a turn the knowledge has no answer for is about the
    // emergency still, which is told again in full rather than a fallback beside it.
    if (result.kind === 'no-match' && entry !== undefined) {
      const again = `${URGENT_VET_ADVICE} What you told me about${what} still comes first; while you arrange help:`;
      return { ...result, answer: composePlainAnswer([again, ...why]), kind: 'emergency' };
    }
    const reminder = `${URGENT_VET_ADVICE} Please see to what you told me about first${what}; here is the answer to your new question too.`;
    return { ...result, answer: [reminder, ...why, result.answer].join('\n\n'), kind: 'emergency' };
  }

  private async answerTurn(
    messages: readonly ChatMessage[],
    stateBefore: ConversationState,
    context: ChatCallerContext,
    /** Answering again a question whose answer was disputed, so never a dispute itself. */
    disputed = false,
  ): Promise<TurnResult> {
    const userTurns = messages.map((message) => message.content);
    const said = userTurns.at(-1) ?? '';
    // "the vet unblocked him, he's home now: what should he eat?", "they were blueberries, not
    // grapes": the earlier emergency is over or never was. It is forgotten, only this turn's own
    // signs count, and the poison it denies is no longer the subject of the question.
    const calledOff =
      stateBefore.emergency !== undefined &&
      stateBefore.emergency.turnsAgo <= EMERGENCY_MEMORY_TURNS &&
      emergencyCalledOff(said);
    const state = calledOff ? { ...stateBefore, emergency: undefined } : stateBefore;
    const question = calledOff ? withoutDeniedPoisons(said) : said;
    const species = conversationSpecies(messages);
    const earlier = userTurns.at(-2);
    const topic = classifyTopicInConversation(
      question,
      userTurns.slice(0, -1),
      state.emergency !== undefined && state.emergency.turnsAgo <= EMERGENCY_MEMORY_TURNS,
    );
    const concepts = lexicon().match(question);

    // Safety first: an emergency is answered as one whatever else the question contains, and a
    // follow-up to an emergency ("what now?", "he seems fine, do I have to go?") keeps the urgent
    // advice first, explaining why when the follow-up doubts it.
    const pets = petsOf(state);
    // A question naming a pet on offer is about it, however it is phrased ("can u tell me a bit
    // about mister pickles"): the names are looked up before anything else, so that an emergency
    // of a pet named from the catalog ("Thumper hasn't eaten since yesterday") is judged for its
    // species too.
    const referenced =
      this.catalog === undefined
        ? []
        : await referencedPets(
            calledOff ? question : asTyped(messages),
            pets,
            this.catalog,
            context.tenantId,
          );
    // "our guinea pig Peanut" when the shop's Peanut is a chihuahua: the owner's own pet shares
    // the name, and the kind the owner names is the one to judge.
    // "how many droppings should a guinea pig do? ours do loads" then "Peanut has done none": signs
    // told of a name, with the owner's own kind named the turn before, are of that pet.
    const ownKindBefore =
      concepts.inDomain('symptom').length > 0 && OWNED.test(userTurns.at(-2) ?? '')
        ? (userTurns.at(-2) ?? '')
        : '';
    const [namedPet] = referenced.filter(
      (pet) => !namesAnotherKindThan(question, pet) && !namesAnotherKindThan(ownKindBefore, pet),
    );
    // "2 rabbits (Thumper, Lola), a cockatiel called Pie. Lola is hunched": the one named after the
    // household's roster is the one told of, and its kind alone decides what the signs mean.
    const ofOneInTheRoster = toldOfOneInTheRoster(question);
    const speciesOfTheQuestion =
      speciesAfterTheTurn(question) ??
      speciesSettledOn(question) ??
      speciesOfTheOneAmongMany(question) ??
      speciesBesideTheOneSaidWell(question, userTurns.slice(0, -1)) ??
      species.species ??
      (referenced.length === 1 && namedPet !== undefined ? speciesOf(namedPet) : undefined);
    const emergencySpecies =
      ofOneInTheRoster !== undefined ? speciesMentionedIn(ofOneInTheRoster) : speciesOfTheQuestion;
    // "Mister Pickles isn't eating": the pet's record says what kind of animal it is (a guinea pig).
    const described =
      ofOneInTheRoster ??
      (referenced.length === 1 && namedPet !== undefined ? `${question}\n(${namedPet.breed})` : question);
    // "my toddler ate some of the dog's flea tablets": a person's emergency is sent to a doctor or
    // a poison centre; only a pet's own harm, told beside it, gets the vet's urgent advice.
    const person = personHarmed(question);
    if (person !== undefined && recognizeEmergencies(person.rest, emergencySpecies).length === 0) {
      return { answer: composePlainAnswer([PERSON_EMERGENCY_LINE, PET_TOO_LINE]), state };
    }
    // "is my wireless mouse broken?": a request about no animal is declined before the rules read it.
    // "my lab is pacing and panting" / "just found the easter egg box ripped open, empty": a poison
    // or a sign told in a conversation already about a pet is that pet's, named again or not.
    const toldOfThePetBefore =
      (concepts.inDomain('toxin').length > 0 || concepts.inDomain('symptom').length > 0) &&
      userTurns.slice(-MAX_REPLAYED_TURNS - 1, -1).some((turn) => classifyTopic(turn) === 'pet-care');
    const declinedFirst = state.emergency === undefined && plainlyOffTopic(question) && !toldOfThePetBefore;
    // "my grandad gave his dogs chicken bones all their lives, myth?": a calm answer disputed is
    // read alone, so that the danger asked about before is not taken as happening now.
    const disputes =
      !disputed &&
      earlier !== undefined &&
      state.emergency === undefined &&
      disputesTheAnswer(question, concepts);
    let emergencies = declinedFirst
      ? []
      : disputes
        ? recognizeEmergencies(withoutClaimsReported(described), emergencySpecies)
        : recognizeEmergencies(described, emergencySpecies, calledOff ? [] : userTurns.slice(0, -1));
    // "my toddler ate rat poison and the dog did too": the pet's share, read with the person set aside.
    if (emergencies.length === 0 && person !== undefined && !declinedFirst) {
      emergencies = recognizeEmergencies(person.rest, emergencySpecies);
    }
    const toldItsOwn = emergencies.length > 0;
    let doubted = false;
    const recent = state.emergency !== undefined && state.emergency.turnsAgo <= EMERGENCY_MEMORY_TURNS;
    if (emergencies.length === 0 && topic !== 'off-topic' && recent && state.emergency !== undefined) {
      doubted = concepts.has('intent.doubt');
      // "it was 100 g of milk chocolate and he is 25 kg": details of the same emergency.
      // "how many grapes are toxic?" after grapes were eaten asks about the same poisoning.
      const samePoison =
        state.emergency.matches.some((match) => match.poisoning) && concepts.inDomain('toxin').length > 0;
      // "what will the vet do?", "how long do I have?": the same emergency, followed through.
      const followsThrough = concepts.has('intent.follow-through');
      // "he just vomited too": more signs of the same emergency.
      const moreSigns = concepts.inDomain('symptom').some((symptom) => !QUALIFIERS.has(symptom));
      // "should I feed him some bread?", "can I carry her to the car?" right after the urgent advice:
      // what to do for the same animal, now.
      const asksHowToHelpIt =
        state.emergency.turnsAgo <= 1 &&
        concepts.has('intent.hypothetical') &&
        SAME_ANIMAL.test(normalizeText(question)) &&
        speciesMentionedIn(question) === undefined;
      const asksAboutIt =
        WHAT_NOW.test(question) ||
        asksHowToHelpIt ||
        doubted ||
        followsThrough ||
        samePoison ||
        moreSigns ||
        AMOUNT_OR_WEIGHT.test(question);
      const stillAboutIt = asksAboutIt || (topic === 'unclear' && !this.startsNewSubject(question));
      // "only a little bit, he's a big dog" gives details of the poisoning, not a wish for big dogs.
      const details = samePoison || doubted || followsThrough || moreSigns;
      if (stillAboutIt && (details || !isCatalogQuestion(question))) emergencies = state.emergency.matches;
    }
    // "he peed a tiny bit just now, is that better?": the signs read as the same emergency again,
    // and the doubt in them is answered too; so is "he ate grapes an hour ago, he seems fine" in the
    // turn that tells it.
    if (
      emergencies.length > 0 &&
      !doubted &&
      (concepts.has('intent.doubt') || concepts.has('framing.resolved'))
    ) {
      doubted = true;
    }
    // "he ate four of the foil eggs" then "now he's shaking": signs that follow a poisoning are
    // answered with the poison that causes them.
    const poisonings = recent ? (state.emergency?.matches.filter((match) => match.poisoning) ?? []) : [];
    if (emergencies.length > 0 && poisonings.length > 0 && !emergencies.some((match) => match.poisoning)) {
      emergencies = asManyAsAnswered([...poisonings, ...emergencies]);
    }
    // "is chocolate bad for dogs?" then "well mine just ate a whole bar": the poison was named in
    // the turn before and the exposure is reported now, so the two are read together; so are the
    // two turns before, when the animal was told in the first ("the ferret was up in the loft by
    // the bait" / "the rat bait I mean" / "there's a chunk missing").
    // "ate some of the blue ones and is shaking" reads as something unknown eaten: the turns before
    // may name what it was.
    const onlyUnknownEaten =
      emergencies.length > 0 && emergencies.every((match) => match.entryId === UNKNOWN_POISON);
    // "four of the tablets are gone and the foil is chewed": an eating told now, with only the
    // wrapper's harm read in it, may be of the medicine named in the turns before.
    const eatenWithoutAPoison =
      emergencies.length > 0 &&
      concepts.has('intent.exposure') &&
      !emergencies.some((match) => match.poisoning);
    if (
      (emergencies.length === 0 || onlyUnknownEaten || eatenWithoutAPoison) &&
      earlier !== undefined &&
      !calledOff &&
      !disputes &&
      topic !== 'off-topic' &&
      reportsWithoutNaming(concepts, question)
    ) {
      let named = recognizeEmergencies(`${earlier}\n${question}`, species.species);
      // "do you sell slug pellets?" / "what about the blue ones?" / "ok" / "he ate some of the blue
      // ones": the poison may have been named up to three turns before.
      const enough = eatenWithoutAPoison ? namesAPoison : namesMore;
      for (let back = 2; !enough(named) && back <= 3 && back < userTurns.length; back += 1) {
        const before = userTurns.slice(-1 - back, -1);
        named = recognizeEmergencies(`${before.join('\n')}\n${question}`, species.species);
      }
      if (enough(named) || emergencies.length === 0) emergencies = named;
    }
    // "my dog ate something" then "it was rat poison I think": the exposure was reported in the
    // turn before and the poison is named now, so the two are read together as well.
    if (
      emergencies.length === 0 &&
      earlier !== undefined &&
      !calledOff &&
      !disputes &&
      topic !== 'off-topic' &&
      concepts.inDomain('toxin').length > 0 &&
      !concepts.has('intent.hypothetical') &&
      reportsWithoutNaming(lexicon().match(earlier), earlier)
    ) {
      emergencies = recognizeEmergencies(`${earlier}\n${question}`, species.species);
    }
    // "my cat is straining in the litter box" then "he's a boy, does that matter?": a short turn
    // that adds a detail (the sex, the age, how long) to signs reported in the turn before.
    if (
      emergencies.length === 0 &&
      earlier !== undefined &&
      !calledOff &&
      !disputes &&
      addsADetail(question) &&
      reportsSigns(lexicon().match(earlier)) &&
      !isCatalogQuestion(question)
    ) {
      emergencies = recognizeEmergencies(`${earlier}\n${question}`, species.species);
    }
    // "a bit of blood now" during a stalled birth, "still heaving" during bloat: new signs of the
    // same animal, told without naming another, are answered with the emergency told first.
    // "some people say rabbits sulk" after a rabbit's emergency names the same kind of animal.
    const namedNow = speciesMentionedIn(question);
    const sameKindOfAnimal =
      namedNow === undefined || namedNow === speciesMentionedIn(userTurns.slice(0, -1).join('\n'));
    const remembered = recent && sameKindOfAnimal ? (state.emergency?.matches ?? []) : [];
    const [firstRemembered] = remembered;
    if (firstRemembered !== undefined && emergencies.length > 0) {
      emergencies = asManyAsAnswered([
        firstRemembered,
        ...emergencies.filter((match) => match.entryId !== firstRemembered.entryId),
      ]);
    }
    // "his face is swelling up" then "there are two little holes on his muzzle": the pieces told
    // since may together name the emergency more closely than the first of them did.
    // "it was scorching" then "now he has vomited and his legs are shaking": signs that many
    // emergencies share are read with the turns before them, which may name the cause.
    const piecesToJoin = toldItsOwn ? onlySharedSigns(emergencies) : remembered.length > 0;
    if (piecesToJoin && emergencies.length > 0 && userTurns.length > 1) {
      const together = recognizeEmergencies(
        userTurns.slice(-EMERGENCY_MEMORY_TURNS).join('\n'),
        emergencySpecies,
      );
      const closer = together.filter(
        (match) => !emergencies.some((known) => known.entryId === match.entryId),
      );
      if (closer.length > 0) emergencies = asManyAsAnswered([...emergencies, ...closer]);
    }
    if (emergencies.length > 0) {
      const entries = emergencies
        .map((match) => this.index.byId(match.entryId))
        .filter((entry): entry is KnowledgeEntry => entry !== undefined);
      const answer = composeEmergencyAnswer(
        entries,
        emergencies.some((match) => match.poisoning),
        doubted,
        harmBeyondTheEntries(entries, question, emergencySpecies),
        [
          // A person harmed beside the pet is sent to their own emergency number too.
          ...(person === undefined ? [] : [PERSON_EMERGENCY_LINE]),
          ...linesForWhoIsAsking(question),
          ...linesForGettingThere(question),
        ],
      );
      return {
        answer,
        state: { ...state, emergency: { matches: emergencies, turnsAgo: 0 } },
        kind: 'emergency',
      };
    }

    // "are you sure? my groomer says every week": the answer just given is disputed. The question
    // it answered is answered again, as the general guidance, rather than the dispute read as a new
    // subject ("the girl in the pet shop says...") or declined as talk about a person.
    if (disputes && earlier !== undefined) {
      const again = await this.answerTurn(
        [...messages.slice(0, -1), { role: 'user', content: earlier }],
        state,
        context,
        true,
      );
      if (again.kind !== 'off-topic') {
        return { ...again, answer: withTheDisputeNoted(again.answer) };
      }
    }

    if (topic === 'greeting') return { answer: composeGreetingAnswer(), state };
    if (topic === 'thanks') {
      const afterEmergency = state.emergency !== undefined && state.emergency.turnsAgo <= 1;
      return {
        answer: composeThanksAnswer(afterEmergency),
        state,
        kind: afterEmergency ? 'emergency' : undefined,
      };
    }
    let framing: Framing = { ...species, lifeStage: lifeStageInText(question, species.species) };
    let catalogPets: CatalogPet[] = [];
    // "is Nala available?": a pet by a name no pet here has is said to be unknown, never guessed.
    const unknownName = referenced.length === 0 ? petNameAskedAbout(question) : undefined;
    if (this.catalog !== undefined && unknownName !== undefined) {
      return { answer: composePlainAnswer([composeUnknownPetAnswer(unknownName)]), state };
    }
    // A pet on offer named in the request gets its record ("who won the election, and is Luna
    // still available?"); a name
    // said in passing before another subject ("my dog's name is Max, what's the weather?") does
    // not, nor a name that is a word in lower case ("the max dose for adults").
    const request = normalizeText(requestClause(question));
    const whole = normalizeText(question);
    const accentless = question.normalize('NFKD').replace(/\p{M}/gu, '');
    const askedAbout = referenced.some((pet) => {
      const name = normalizeText(pet.name);
      if (!whole.includes(name)) return true;
      const writtenAsName = accentless.includes(pet.name.normalize('NFKD').replace(/\p{M}/gu, ''));
      return request.includes(name) && writtenAsName;
    });
    if (topic === 'off-topic' && (!askedAbout || asksForWritingOrCode(question))) {
      return { answer: composeOffTopicAnswer(), state, kind: 'off-topic' };
    }
    if (this.catalog !== undefined) {
      // "which of the two is cheaper?": the pets discussed, compared on the ordering asked.
      const ordering =
        referenced.length > 1 && pets.lastListing.length <= 1
          ? (parseCatalogQuery(question, undefined).sort ?? comparisonByAge(question))
          : undefined;
      if (ordering !== undefined) {
        return {
          answer: composePlainAnswer([composeComparison(referenced, ordering)]),
          state: withMentioned(state, referenced),
        };
      }
      // "and the boy?" right after "how much is the girl?": the same facts, for the other pet.
      const aboutPets =
        answerAboutPets(question, referenced) ??
        (earlier !== undefined && ELLIPTICAL_FOLLOW_UP.test(question)
          ? answerAboutPets(earlier, referenced)
          : undefined);
      if (aboutPets !== undefined) {
        return {
          answer: composePlainAnswer([aboutPets]),
          state: afterRecordAnswer(state, referenced, question),
        };
      }
      // "how old is your budgie?": a fact about the shop's pet of a kind, when it has one or two.
      const shopPets = referenced.length === 0 ? await this.shopPetsOfKindAsked(question, context) : [];
      const aboutShopPets = answerAboutPets(question, shopPets);
      if (aboutShopPets !== undefined) {
        return {
          answer: composePlainAnswer([aboutShopPets]),
          state: afterRecordAnswer(state, shopPets, question),
        };
      }
      const [pet] = referenced;
      catalogPets = referenced;
      // A care question about a catalog pet ("what should I feed her?"): its record frames the advice.
      if (pet !== undefined && speciesOf(pet) !== undefined) {
        const petSpecies = speciesOf(pet);
        framing = {
          species: petSpecies,
          fromEarlierTurn: false,
          lifeStage: pet.ageMonths > 0 ? lifeStageAt(petSpecies, pet.ageMonths) : undefined,
          ageMonths: pet.ageMonths > 0 ? pet.ageMonths : undefined,
        };
      }
    }
    const asksMore = concepts.has('intent.show-more') || MORE_ALONE.test(question);
    if (state.listing !== undefined && asksMore && this.catalog !== undefined) {
      return this.continueListing(state, context);
    }
    // "and rabbits?" right after "can dogs have cheese?" asks the same safety question again.
    const safetyElsewhere = this.safetyForAnotherPet(question, earlier);
    if (safetyElsewhere !== undefined) {
      return { answer: composeSafetyAnswer(safetyElsewhere.verdict.answer, []), state };
    }
    // "and almonds?" right after "can hamsters eat grapes?": the same pet, another food.
    if (
      earlier !== undefined &&
      ELLIPTICAL_FOLLOW_UP.test(question) &&
      speciesMentionedIn(question) === undefined
    ) {
      const another = answerSafetyForAnotherSubstance(question, earlier, framing.species);
      if (another !== undefined) return { answer: composeSafetyAnswer(another.verdict.answer, []), state };
    }
    // "how often?", "even a little?" right after "can cats eat tuna?": the same verdict, which
    // says how much and how often; a dose asked of a human medicine is refused.
    // "we have some at home, how much could we give a 20kg dog?" right after "can I give him
    // ibuprofen?": the dose asked is the medicine's, though the turn does not name it.
    const asksDose = concepts.has('intent.dose');
    const doseOfTheMedicineBefore =
      earlier !== undefined && asksDose && namesMedicineOrProduct(earlier) && !namesSubstance(question);
    if (
      earlier !== undefined &&
      (SAFETY_FOLLOW_UP.test(withoutTheRelay(question)) || doseOfTheMedicineBefore)
    ) {
      const again = answerSafetyQuestion(earlier, framing.species, asksDose);
      if (again !== undefined) {
        const refusal = refuseHumanMedicineDose(again, asksDose);
        const verdict =
          refusal === undefined ? again.verdict.answer : `${refusal}\n\n${again.verdict.answer}`;
        return { answer: composeSafetyAnswer(verdict, []), state };
      }
    }
    // "do you have a dog called Max?": the pet of that name, when the shop has it.
    const askedName = nameAskedFor(question)?.toLowerCase();
    const petAskedFor = referenced.find((pet) => pet.name.toLowerCase() === askedName);
    if (petAskedFor !== undefined) {
      return {
        answer: composePlainAnswer([composePetOverview(petAskedFor)]),
        state: { ...withMentioned(state, [petAskedFor]), focus: petAskedFor.name },
      };
    }
    if (this.catalog !== undefined && isCatalogQuestion(question) && asksForKinds(question)) {
      return { answer: composeSpeciesOverview(await this.speciesCounts(context)), state };
    }
    // "and if she was a kitten?", "what about a 6 kg one?" right after a feeding estimate: the
    // same estimate with what the follow-up changes.
    const feedingAgain = this.feedingForFollowUp(question, earlier, framing);
    if (feedingAgain !== undefined) return { answer: feedingAgain, state };
    // "and a kitten?" right after "when does a puppy get its jabs?" asks the same care question
    // for another animal, not for the kittens on offer.
    const careForAnotherAnimal =
      earlier !== undefined &&
      ELLIPTICAL_FOLLOW_UP.test(question) &&
      new RegExp(ANIMAL_WORD.source, 'i').test(question) &&
      state.listing === undefined &&
      pets.mentioned.length === 0 &&
      !isCatalogQuestion(earlier);
    if (!careForAnotherAnimal && this.wantsCatalog(question, pets)) {
      return this.answerFromCatalog(question, framing, state, context, earlier);
    }

    const asksMedicineDose =
      concepts.has('intent.dose') &&
      (concepts.has('toxin.human-painkiller') || namesMedicineOrProduct(question));
    const comparison = answerSafetyComparison(question, framing.species);
    if (comparison !== undefined) return { answer: composeSafetyAnswer(comparison, []), state };
    // "the vet prescribed carprofen, should I give it with food?": how to give it, not whether.
    const howToGivePrescribed = asksHowToGivePrescribed(question);
    const safety = howToGivePrescribed
      ? undefined
      : answerSafetyQuestion(question, framing.species, asksMedicineDose);
    if (safety !== undefined) {
      const firstAid = this.index.byId(SAFETY_FIRST_AID[safety.substanceId] ?? '');
      const related = safety.verdict.safety === 'unsafe' && firstAid !== undefined ? [firstAid] : [];
      const refusal = refuseHumanMedicineDose(safety, concepts.has('intent.dose'));
      const worded = verdictForQuestion(question, safety.verdict);
      const verdict = refusal === undefined ? worded : `${refusal}\n\n${worded}`;
      return { answer: composeSafetyAnswer(verdict, related), state };
    }

    const feedingAmount = isFeedingAmountQuestion(question) && !howToGivePrescribed;
    if (feedingAmount) {
      const speciesAsked = speciesMentionedIn(question) ?? framing.species;
      const estimate = estimateDailyEnergy(question, speciesAsked, framing.ageMonths);
      if (estimate !== undefined)
        return { answer: composePlainAnswer(composeFeedingEstimate(estimate)), state };
    }

    const introduced = introducedSpecies(question);
    if (introduced !== undefined) return { answer: composePetIntroductionAnswer(introduced), state };

    // "threw up twice but is drinking and wagging": beside a sign of illness, words that say the
    // pet otherwise seems well are context, not the topic.
    const seemsWellRemoved =
      conceptSearchTerms(concepts) === '' ? question : question.replace(SEEMS_WELL, ' ');
    // "she never goes outside" is searched as "indoor" (below): its place word would find the
    // entries about going outside.
    const lifestyle = lifestyleSearchTerms(concepts);
    const searched = lifestyle === '' ? seemsWellRemoved : seemsWellRemoved.replace(PLACE_WORDS, ' ');
    // "what about a rabbit?" after "how often should I trim my dog's nails?": the earlier question
    // is the subject, asked now for the animal this turn names (which frames the search).
    // "she plays and eats normally otherwise" right after "my kitten gets hiccups after eating":
    // a turn that only adds that the pet otherwise seems well is about the earlier question.
    const onlyReassures =
      earlier !== undefined &&
      !careForAnotherAnimal &&
      addsReassurance(question, concepts) &&
      !isCatalogQuestion(earlier);
    const queries: WeightedQuery[] =
      careForAnotherAnimal && earlier !== undefined
        ? [{ text: askedForAnotherAnimal(earlier, question), weight: 1 }]
        : onlyReassures && earlier !== undefined
          ? [{ text: earlier, weight: 1 }]
          : storyThenQuestion(searched);
    if (earlier !== undefined && !careForAnotherAnimal) {
      queries.push(
        onlyReassures
          ? { text: searched, weight: EARLIER_TURN_WEIGHT, context: true }
          : { text: earlier, weight: EARLIER_TURN_WEIGHT, context: true },
      );
    }
    const [catalogPet] = catalogPets;
    const namesPet = catalogPet !== undefined && foldedIncludes(question, catalogPet.name);
    if (catalogPets.length === 1 && catalogPet !== undefined && !namesPet) {
      queries.push({ text: catalogPet.breed, weight: EARLIER_TURN_WEIGHT, context: true });
    }
    // Signs named in other words ("off his food") are searched under their concept's name too.
    const signs = conceptSearchTerms(concepts);
    if (signs !== '') queries.push({ text: signs, weight: CONCEPT_TERM_WEIGHT });
    if (lifestyle !== '') queries.push({ text: lifestyle, weight: CONCEPT_TERM_WEIGHT });
    // A question naming signs of illness is about them, however much else it says: it needs less
    // of its wording matched than a question whose topic is unknown.
    const minRelevance = signs === '' ? MIN_RELEVANCE : MIN_RELEVANCE_WITH_SIGNS;
    let hits = this.relevantHits(
      this.index.search(queries, framing.species, 3, framing.lifeStage),
      minRelevance,
    );
    hits = await this.withSemanticEvidence(
      question,
      hits,
      (limit) => this.index.search(queries, framing.species, limit, framing.lifeStage),
      framing.species,
      minRelevance,
    );
    // A question about a catalog pet the knowledge base cannot answer still gets the pet's record.
    const weakHits = hits.length === 0 || (hits[0]?.relevance ?? 0) < NEW_SUBJECT_RELEVANCE;
    if (weakHits && catalogPets.length > 0) {
      const answer = composePlainAnswer([
        ...catalogPets.map((pet) => composePetOverview(pet)),
        'For anything the records do not cover, such as meeting a pet, the store staff can help.',
      ]);
      return { answer, state: { ...withMentioned(state, catalogPets), focus: catalogPets[0]?.name } };
    }
    // "when should she be spayed, and does she still need her jabs?": each question gets its entry.
    hits = this.withEachQuestionAnswered(question, hits, framing, minRelevance);
    // "what does he eat?" about Gizmo, a Leopard Gecko: the pet's breed ranks the advice for it.
    // It only ranks when the question names the pet ("tell me about Gizmo"): whether that has an
    // answer beyond the record is for the question's own words to decide.
    if (hits.length > 0 && catalogPets.length === 1 && catalogPet !== undefined && namesPet) {
      const withBreed = [...queries, { text: catalogPet.breed, weight: EARLIER_TURN_WEIGHT, context: true }];
      const ranked = this.relevantHits(
        this.index.search(withBreed, framing.species, 3, framing.lifeStage),
        minRelevance,
      );
      if (ranked.length > 0) hits = ranked;
    }
    if (topic === 'unclear') {
      // "Toffee's been diabetic for two years...": a pet called by its name, told of its health,
      // is asked about even when no entry answers it.
      const namedPetsHealth =
        namedSubject(question) && concepts.concepts().some((concept) => HEALTH_CONCEPT.test(concept));
      const petConversation =
        framing.species !== undefined ||
        pets.mentioned.length > 0 ||
        catalogPets.length > 0 ||
        userTurns.slice(-MAX_REPLAYED_TURNS - 1, -1).some((turn) => classifyTopic(turn) === 'pet-care');
      // "what are the signs of heatstroke?": a question about a condition the knowledge base holds
      // for pets, with no person it afflicts, is asked of a pet.
      const asksOfAPetCondition =
        (concepts.has('framing.about-a-condition') || concepts.has('framing.how-to-tell-if')) &&
        hits[0] !== undefined &&
        namesTheSubjectOf(hits[0].entry, concepts) &&
        !concepts.has('context.human-only-complaint');
      if (!namedPetsHealth && !asksOfAPetCondition && (hits.length === 0 || !petConversation)) {
        return { answer: composeOffTopicAnswer(), state, kind: 'off-topic' };
      }
    }
    if (hits.length === 0) return { answer: composeNoMatchAnswer(framing.species), state, kind: 'no-match' };
    // "my dog is wheezing and can't get enough air in": the rules did not read an emergency, but
    // the entry the words found is one, and the question reports harm to this animal now.
    // "how long does she have?" after antifreeze was drunk: the same emergency, still urgent.
    const retrievedEmergency = hits[0] === undefined ? undefined : emergencyOfEntry(hits[0].entry);
    const sameEmergency =
      recent &&
      state.emergency?.matches.some((match) => match.entryId === retrievedEmergency?.entryId) === true;
    // "swelling on the paw only, his face is fine and he's breathing normally": the owner has
    // checked the danger signs and names them absent, so words alone do not make it an emergency.
    const dangerSignsAbsent = concepts.has('context.danger-signs-absent');
    if (
      retrievedEmergency !== undefined &&
      (sameEmergency || (reportsHarmNow(question, retrievedEmergency) && !dangerSignsAbsent))
    ) {
      const found = hits.filter((hit) => emergencyOfEntry(hit.entry) !== undefined).map((hit) => hit.entry);
      // "now the second pup has a leg hanging out" during a birth: the emergency told first leads.
      const toldFirst =
        recent && speciesMentionedIn(question) === undefined ? state.emergency?.matches[0] : undefined;
      const toldFirstEntry =
        toldFirst === undefined || found.some((entry) => entry.id === toldFirst.entryId)
          ? undefined
          : this.index.byId(toldFirst.entryId);
      const entries =
        toldFirstEntry === undefined ? found : [toldFirstEntry, ...found].slice(0, MAX_EMERGENCIES_ANSWERED);
      const matches =
        toldFirstEntry === undefined || toldFirst === undefined
          ? [retrievedEmergency]
          : [toldFirst, retrievedEmergency];
      return {
        answer: composeEmergencyAnswer(
          entries,
          retrievedEmergency.poisoning,
          false,
          harmBeyondTheEntries(entries, question, framing.species),
          linesForWhoIsAsking(question),
        ),
        state: { ...state, emergency: { matches, turnsAgo: 0 } },
        kind: 'emergency',
      };
    }
    const dogOrCat = framing.species === undefined || framing.species === 'dog' || framing.species === 'cat';
    const extra = feedingAmount && dogOrCat ? [FEEDING_WEIGHT_PROMPT] : [];
    // Advice about a catalog pet starts from what its record says about its health.
    const notes = catalogPets.length === 1 ? catalogPets[0]?.medical.healthNotes : undefined;
    const lead = notes ? `${catalogPets[0]?.name}'s health notes say: ${notes}` : undefined;
    const answer = composeKnowledgeAnswer(hits, framing, question, extra, lead);
    return { answer, state: withMentioned(state, catalogPets) };
  }

  /**
   * "what about dogs?" right after "can cats eat tuna?": the same safety question, asked for
   * another pet. Only a short elliptical turn naming a species qualifies.
   */
  private safetyForAnotherPet(question: string, earlier: string | undefined) {
    const asked = speciesMentionedIn(question);
    if (earlier === undefined || asked === undefined || !ELLIPTICAL_FOLLOW_UP.test(question))
      return undefined;
    return answerSafetyQuestion(earlier, asked, false, asked);
  }

  private feedingForFollowUp(
    question: string,
    earlier: string | undefined,
    framing: Framing,
  ): string | undefined {
    if (earlier === undefined || !FEEDING_FOLLOW_UP.test(question)) return undefined;
    if (question.split(/\s+/).length > MAX_FEEDING_FOLLOW_UP_WORDS || !isFeedingAmountQuestion(earlier)) {
      return undefined;
    }
    // What the follow-up says comes first, so its weight or age wins over the earlier one's.
    const merged = `${question}\n${earlier}`;
    const species = speciesMentionedIn(question) ?? speciesMentionedIn(earlier) ?? framing.species;
    const estimate = estimateDailyEnergy(merged, species, framing.ageMonths);
    return estimate === undefined ? undefined : composePlainAnswer(composeFeedingEstimate(estimate));
  }

  /** A question with a clear everyday subject of its own ("how often should I brush his teeth?"). */
  private startsNewSubject(question: string): boolean {
    const [best] = this.index.search([{ text: question, weight: 1 }], undefined, 1);
    return (
      best !== undefined && best.entry.category !== 'emergency' && best.relevance >= NEW_SUBJECT_RELEVANCE
    );
  }

  private wantsCatalog(question: string, pets: ConversationPets): boolean {
    if (isCatalogQuestion(question)) return true;
    if (pets.lastListing.length === 0) return false;
    // "which one is the youngest?" right after a listing ranks the pets of that listing's kind,
    // and "what about cats?" repeats its search for another kind.
    if (asksSuperlative(question) || narrowsListing(question)) return true;
    return ELLIPTICAL_FOLLOW_UP.test(question) && speciesMentionedIn(question) !== undefined;
  }

  /**
   * Sentence similarity, once its index is built, ranks the entries that words found relevant
   * together with their words' score, and answers a question whose words found nothing when one
   * entry is close enough in meaning. Before then, or when it is off, words alone decide.
   */
  private async withSemanticEvidence(
    question: string,
    lexicalHits: RetrievalHit[],
    search: (limit: number) => RetrievalHit[],
    species: PetSpecies | undefined,
    minRelevance: number,
  ): Promise<RetrievalHit[]> {
    const similarity = await this.semantic?.similarities(question);
    if (similarity === undefined) return lexicalHits;
    if (lexicalHits.length > 0) {
      const candidates = search(SEMANTIC_CANDIDATES);
      const best = candidates[0]?.relevance ?? 0;
      if (best < minRelevance) return lexicalHits;
      const ranked = candidates
        .filter((hit) => hit.relevance >= best * SEMANTIC_CANDIDATE_RATIO)
        .map((hit) => ({
          hit,
          combined: hit.relevance / best + SEMANTIC_WEIGHT * (similarity.get(hit.entry.id) ?? 0),
        }))
        .sort((left, right) => right.combined - left.combined);
      const top = ranked[0]?.combined ?? 0;
      return ranked
        .filter((candidate) => candidate.combined >= top * RELATED_RELEVANCE_RATIO)
        .slice(0, MAX_ENTRIES_PER_ANSWER)
        .map((candidate) => candidate.hit);
    }
    let closest: RetrievalHit | undefined;
    for (const [id, score] of similarity) {
      const entry = this.index.byId(id);
      if (
        entry === undefined ||
        (species !== undefined && entry.species !== 'any' && entry.species !== species)
      )
        continue;
      if (score >= MIN_SIMILARITY && score > (closest?.score ?? 0))
        closest = { entry, score, relevance: score };
    }
    return closest === undefined ? [] : [closest];
  }

  /**
   * A message of two questions ("how often should I brush him? and what about his nails?") is
   * answered for both: when each question alone finds a confident entry and the two differ, the
   * answer carries both, in the order asked.
   */
  private withEachQuestionAnswered(
    question: string,
    hits: RetrievalHit[],
    framing: Framing,
    minRelevance: number,
  ): RetrievalHit[] {
    const parts = questionsIn(question);
    if (parts.length < 2) return hits;
    const tops: RetrievalHit[] = [];
    for (const part of parts) {
      const [top] = this.relevantHits(
        this.index.search([{ text: part, weight: 1 }], framing.species, 3, framing.lifeStage),
        minRelevance,
      );
      if (top === undefined || top.relevance < NEW_SUBJECT_RELEVANCE) return hits;
      if (!tops.some((hit) => hit.entry.id === top.entry.id)) tops.push(top);
    }
    return tops.length >= 2 ? tops.slice(0, MAX_ENTRIES_PER_ANSWER) : hits;
  }

  private relevantHits(hits: RetrievalHit[], minRelevance = MIN_RELEVANCE): RetrievalHit[] {
    const best = hits[0]?.relevance ?? 0;
    if (best < minRelevance) return [];
    return hits
      .filter((hit) => hit.relevance >= best * RELATED_RELEVANCE_RATIO)
      .slice(0, MAX_ENTRIES_PER_ANSWER);
  }

  private async answerFromCatalog(
    question: string,
    framing: Framing,
    state: ConversationState,
    context: ChatCallerContext,
    earlier: string | undefined,
  ): Promise<TurnResult> {
    const animal = unsearchableAnimal(question);
    const unsearchable = animal !== undefined && speciesMentionedIn(question) === undefined;
    if (unsearchable && this.catalog === undefined) {
      return { answer: composeUnsearchableAnimalAnswer(animal), state };
    }
    if (this.catalog === undefined) return { answer: composeCatalogUnavailableAnswer(), state };
    // "any kittens or puppies?": each kind asked for gets its own listing, one after the other.
    const pair = TWO_KINDS.exec(question);
    // "anything that isn't a dog or cat" leaves both out: one listing, not two.
    const pairExcluded = pair !== null && !TWO_KINDS.test(withoutExclusions(question));
    // Two kinds of one species ("parrots or budgies", "a hamster or a guinea pig") are two
    // searches too; two words for one kind ("turtles or tortoises") are one.
    const twoSearches =
      pair !== null &&
      (speciesMentionedIn(pair[1] ?? '') !== speciesMentionedIn(pair[3] ?? '') ||
        kindAsked(pair[1] ?? '') !== kindAsked(pair[3] ?? ''));
    if (pair !== null && !pairExcluded && twoSearches) {
      const first = await this.answerFromCatalog(
        question.replace(pair[0], pair[1] ?? ''),
        framing,
        state,
        context,
        earlier,
      );
      const second = await this.answerFromCatalog(
        question.replace(pair[0], pair[3] ?? ''),
        framing,
        first.state,
        context,
        earlier,
      );
      const withoutNotice = first.answer.replace(`\n\n_${VETERINARY_NOTICE}_`, '');
      return { answer: `${withoutNotice}\n\n${second.answer}`, state: second.state };
    }
    const pets = petsOf(state);
    // A guinea pig or a hamster is filed under no species of its own: it is found by its breed.
    let query = parseCatalogQuery(
      question,
      unsearchable ? undefined : (framing.species ?? pets.lastListingSpecies),
    );
    // "a pony?": an animal filed under no species of its own is found by its breed.
    let kind = kindAsked(withoutExclusions(question)) ?? (unsearchable ? singularKind(animal) : undefined);
    // "which of them is the cheapest?" narrows the listing just shown: its filters still hold.
    const refinesListing = speciesMentionedIn(question) === undefined || ELLIPTICAL_FOLLOW_UP.test(question);
    if (state.listing !== undefined && earlier !== undefined && refinesListing) {
      query = { ...state.listing.query, ...query, limit: query.limit };
      kind ??= speciesMentionedIn(question) === undefined ? state.listing.kind : undefined;
    }
    const page = await this.catalogPage(query, kind, 0, context);
    // "any ferrets?", "have you got a husky?": none of the kind asked for, said plainly.
    if (page.pets.length === 0 && kind !== undefined && (unsearchable || !namesAFilter(query))) {
      return { answer: composeNoneOfKindAnswer(kind), state };
    }
    // A wish with a reason ("for an apartment") also deserves the matching advice.
    const tip = this.index
      .search([{ text: question, weight: 1 }], query.species, 5)
      .find(
        (hit) =>
          hit.relevance >= CATALOG_TIP_RELEVANCE && ['breeds', 'adoption'].includes(hit.entry.category),
      );
    const listing = composeCatalogAnswer(query, page.pets, tip?.entry, { kind, offset: 0, more: page.more });
    // "do you have a dog called Fido?": no pet of that name was found (it would have been
    // answered from its record), so say so before what there is.
    const unknownName = nameAskedFor(question);
    const answer =
      unknownName === undefined
        ? listing
        : `I couldn't find a pet called ${unknownName} among the pets available right now.\n\n${listing}`;
    return { answer, state: afterListing(state, query, kind, page.pets, 0) };
  }

  /**
   * The shop's pets of the kind or species a question about "your budgie" or "the shop's gecko"
   * names, when it asks a fact of their records and they are few enough to answer for each.
   */
  private async shopPetsOfKindAsked(question: string, context: ChatCallerContext): Promise<CatalogPet[]> {
    if (this.catalog === undefined || !SHOPS_PET.test(question) || recordFactsAsked(question).length === 0) {
      return [];
    }
    // "my kids want a real one. could you show me your rabbits?": a listing asked for, not a fact.
    if (/\b(show|list)\b/i.test(question)) return [];
    const kind = kindAsked(question);
    const species = speciesMentionedIn(question);
    if (kind === undefined && species === undefined) return [];
    const page = await this.catalogPage({ species, limit: MAX_SHOP_PETS_ANSWERED }, kind, 0, context);
    return page.more.count === 0 ? page.pets : [];
  }

  /** How many pets of each species are on offer, each counted up to a page's window. */
  private async speciesCounts(context: ChatCallerContext): Promise<SpeciesCount[]> {
    const queries: Array<[PetSpecies | 'other', CatalogQuery]> = [
      ...PET_SPECIES.map((species): [PetSpecies, CatalogQuery] => [
        species,
        { species, limit: SPECIES_COUNT_WINDOW },
      ]),
      ['other', { excludeSpecies: [...PET_SPECIES], limit: SPECIES_COUNT_WINDOW }],
    ];
    return Promise.all(
      queries.map(async ([species, query]) => {
        const found = await this.catalog!.searchAvailable(context.tenantId, query);
        return { species, count: found.length, atLeast: found.length >= SPECIES_COUNT_WINDOW };
      }),
    );
  }

  /** "Show me more": the next page of the last listing, with the same filters and order. */
  private async continueListing(state: ConversationState, context: ChatCallerContext): Promise<TurnResult> {
    const listing = state.listing!;
    const page = await this.catalogPage(listing.query, listing.kind, listing.shown, context);
    const answer = composeCatalogAnswer(listing.query, page.pets, undefined, {
      kind: listing.kind,
      offset: listing.shown,
      more: page.more,
    });
    if (page.pets.length === 0) {
      const others = await this.otherSpecies(state, context);
      return others ?? { answer, state };
    }
    return { answer, state: afterListing(state, listing.query, listing.kind, page.pets, listing.shown) };
  }

  /**
   * "What else have you got?" once every rabbit has been shown: the pets of the other species,
   * after saying that the listing is complete. They are the listing from now on.
   */
  private async otherSpecies(
    state: ConversationState,
    context: ChatCallerContext,
  ): Promise<TurnResult | undefined> {
    const listing = state.listing!;
    const species = listing.query.species;
    if (species === undefined) return undefined;
    const query: CatalogQuery = { limit: listing.query.limit, excludeSpecies: [species] };
    const page = await this.catalogPage(query, undefined, 0, context);
    if (page.pets.length === 0) return undefined;
    const others = composeCatalogAnswer(query, page.pets, undefined, {
      kind: undefined,
      offset: 0,
      more: page.more,
    });
    const done = `That is all the ${listing.kind === undefined ? PLURAL[species] : kindPlural(listing.kind)} available right now (${listing.shown} shown).`;
    return {
      answer: `${done}\n\n${others}`,
      state: afterListing(state, query, undefined, page.pets, 0),
    };
  }

  /**
   * One page of matches from `offset`, and how many more there are. The catalog is asked for a
   * window past the page, so the count is exact up to that window ("at least" beyond it).
   */
  private async catalogPage(
    query: CatalogQuery,
    kind: string | undefined,
    offset: number,
    context: ChatCallerContext,
  ): Promise<{ pets: CatalogPet[]; more: MoreMatches }> {
    const window = offset + query.limit + MORE_WINDOW;
    const found = await this.catalog!.searchAvailable(context.tenantId, { ...query, limit: window });
    const matching = kind === undefined ? found : found.filter((pet) => isOfKind(pet, kind));
    const pets = matching.slice(offset, offset + query.limit);
    const remaining = Math.max(0, matching.length - offset - pets.length);
    return { pets, more: { count: remaining, atLeast: found.length >= window } };
  }
}

const SEEMS_WELL =
  /\b(wagging( (his|her|its) tail)?|wags|tail wagging|playing|playful|happy|bright|alert|bouncy|lively|(his|her) usual self|full of beans|(still|is|but) (eating|drinking)( and (eating|drinking))?( (fine|normally|ok|okay|well))?(?! (a lot|loads|lots|more|heaps|excessively|too much))|(eating|drinking) (fine|normally|ok|okay|well))\b/gi;

/** Something eaten, put on or happening to the pet, with no food, poison or product named now. */
// Signs of illness, or a birth under way: what a later detail can make an emergency of.
function reportsSigns(concepts: ConceptMatches): boolean {
  return (
    concepts.inDomain('symptom').some((symptom) => !QUALIFIERS.has(symptom)) ||
    concepts.has('context.labour') ||
    concepts.has('context.pregnant')
  );
}

const REASSURANCE_WORDS = 15;
// A question without its question mark ("what can i give him to play with").
const QUESTION_OPENING =
  /^\W*(and |but |so |ok |okay )?(what|how|which|when|why|where|who|can|could|should|would|will|is|are|do|does|did|any)\b/i;
/**
 * A short statement, no question, that the pet otherwise seems well ("he's bouncing around and
 * eating normally now") and names no sign of its own: a detail for the question before it.
 */
function addsReassurance(question: string, concepts: ConceptMatches): boolean {
  return (
    concepts.has('intent.doubt') &&
    !question.includes('?') &&
    !QUESTION_OPENING.test(question) &&
    question.split(/\s+/).length <= REASSURANCE_WORDS &&
    conceptSearchTerms(concepts) === ''
  );
}

const DETAIL_WORDS = 12;
// What a question about a pet's health names: a sign, a poison, a part of the body, a condition.
const HEALTH_CONCEPT = /^(symptom|toxin|body|context)\./;
/** A short turn without a subject of its own: a detail for the turn before. */
function addsADetail(question: string): boolean {
  return question.split(/\s+/).length <= DETAIL_WORDS;
}

function reportsWithoutNaming(concepts: ConceptMatches, question: string): boolean {
  const reports =
    concepts.has('intent.exposure') ||
    concepts.has('intent.applied') ||
    concepts.inDomain('symptom').some((symptom) => !QUALIFIERS.has(symptom));
  return (
    reports &&
    concepts.inDomain('toxin').length === 0 &&
    (!namesSubstance(question) || CONTAINS_WHAT_WAS_NAMED.test(question.toLowerCase()))
  );
}
// "is xylitol bad for dogs?" then "my peanut butter has it and he's had loads": the food named
// now holds the poison named before, so the turn still reports that poison.
const CONTAINS_WHAT_WAS_NAMED =
  /\b(?:has|have|had|contains|contained|lists|listed)\s+(?:it|that|this|them)\b/;

// Where a second question starts: after a question mark, or at "and" or "also" followed by a
// question word ("..., and does she still need her jabs?").
const QUESTION_BREAK =
  /\?+\s+|,?\s+(?:and|also|plus|but)\s+(?=(?:how|what|when|why|where|which|is|are|do|does|did|can|could|should|will|would|has|have)\b)/i;
const MIN_QUESTION_WORDS = 3;

// "Our springer has started humping cushions ... At what age should a male dog be neutered?":
// a story told before the question is context for it; the question says what is asked.
const STORY_WEIGHT = 0.6;
const MIN_STORY_WORDS = 12;
const MIN_QUESTION_TERMS = 3;
const LAST_SENTENCE = /(?:^|[.!?]\s+)([^.!?]+\?+)\s*$/;

/** A message of a story and a closing question, the question weighed above the story. */
function storyThenQuestion(text: string): WeightedQuery[] {
  const closing = LAST_SENTENCE.exec(text);
  const asked = closing?.[1]?.trim();
  if (closing === null || asked === undefined) return [{ text, weight: 1 }];
  const story = text.slice(0, closing.index).trim();
  // "We have three cats, a dog and a tortoise. The tortoise ...": a story naming several kinds of
  // pet says which one the question is about, so it is read in full.
  if (
    story.split(/\s+/).length < MIN_STORY_WORDS ||
    analyzeText(asked).length < MIN_QUESTION_TERMS ||
    speciesNamedIn(story).length > 1
  ) {
    return [{ text, weight: 1 }];
  }
  return [
    { text: asked, weight: 1 },
    { text: story, weight: STORY_WEIGHT },
  ];
}

/** The questions of a message, each of a few words at least. */
function questionsIn(question: string): string[] {
  return question
    .split(QUESTION_BREAK)
    .map((part) => part.trim())
    .filter((part) => part.split(/\s+/).length >= MIN_QUESTION_WORDS);
}

/** Whether the text contains the name, case and accents folded ("chloe" names Chloé). */
function foldedIncludes(text: string, name: string): boolean {
  const fold = (value: string) =>
    ` ${normalizeText(value)
      .replace(/[^a-z0-9]+/g, ' ')
      .trim()} `;
  return fold(text).includes(fold(name));
}

const ANIMAL_WORD = new RegExp(`\\b${KIND_WORD}\\b`, 'gi');

/** "when does a puppy get its jabs?" asked again with "and a kitten?": the kitten's question. */
function askedForAnotherAnimal(earlier: string, followUp: string): string {
  const [animal] = followUp.match(ANIMAL_WORD) ?? [];
  if (animal === undefined) return followUp;
  // An earlier question naming no animal ("how often should nails be cut?") gets it added.
  const replaced = earlier.replace(ANIMAL_WORD, animal);
  return replaced === earlier ? `${earlier} ${animal}` : replaced;
}

// "your budgie", "ur gecko", "the shop's rabbit": a pet of the shop's, not the owner's.
const SHOPS_PET = /\b(your|ur|the (shops?|stores?|shelters?)(’s|'s)?)\s+\w+/i;
const MAX_SHOP_PETS_ANSWERED = 2;

/** "which is older, Luna or Chloé?": a comparison of age in the comparative. */
function comparisonByAge(question: string): CatalogQuery['sort'] {
  if (/\b(older|elder)\b/i.test(question)) return 'age-desc';
  if (/\byounger\b/i.test(question)) return 'age-asc';
  return undefined;
}

const CONCEPT_TERM_WEIGHT = 0.8;
// Concepts that only qualify others ("hard", "barely") say nothing about the topic.
const QUALIFIERS = new Set([
  'intensity',
  'impaired',
  'standing',
  'urination-place',
  'unwell',
  'weak',
  'repeated-trips',
  'repeated-episodes',
  'lying-still',
  'motionless',
  'unstoppable',
]);

// Signs whose concept name is not the knowledge base's word for them.
const SEARCH_WORDS: Record<string, string> = {
  'drinking-a-lot': 'increased thirst',
  'no-droppings': 'droppings stasis',
  'frequent-small-urination': 'urinating small amounts',
  'little-or-no-urine': 'urinate blockage',
  'breathing-effort': 'breathing difficulty',
};

// "he chewed a sago palm seed", "I made him drink salt water": the entries say what to do; the
// safety tables say what a poison they do not name does, which the owner and the vet need.
function harmBeyondTheEntries(
  entries: readonly KnowledgeEntry[],
  question: string,
  species: PetSpecies | undefined,
): { named: string; harm: string } | undefined {
  const covered = entries
    .map((entry) => `${entry.title} ${entry.keywords.join(' ')}`.toLowerCase())
    .join(' ');
  return harmsOfNamed(question, species).find(({ named }) => !covered.includes(named));
}

/** The question names kinds of animal, none of them the pet's: another animal of the same name. */
const OWNED = /\b(?:ours|mine|my|our)\b/i;

function namesAnotherKindThan(question: string, pet: CatalogPet): boolean {
  const asked = lexicon().match(question);
  const kinds = [
    ...asked.inDomain('kind').map((kind) => `kind.${kind}`),
    ...asked.inDomain('animal').map((animal) => `animal.${animal}`),
  ];
  if (kinds.length === 0) return false;
  const own = lexicon().match(`${pet.breed} ${pet.species.toLowerCase()}`);
  return !kinds.some((kind) => own.has(kind));
}

// Words that say who, not what: "my flatmate... he" names no subject an entry could be about.
const WHO_CONCEPTS = /^context\.(personal|male|female|young)$/;

const SUBJECT_CONCEPT = /^(context|symptom|toxin|body)\./;

/** The question names a sign, poison, condition or part of the body the entry is about. */
function namesTheSubjectOf(entry: KnowledgeEntry, concepts: ConceptMatches): boolean {
  const subject = lexicon().match(`${entry.title} ${entry.keywords.join(' ')}`);
  return subject
    .concepts()
    .some((concept) => SUBJECT_CONCEPT.test(concept) && !WHO_CONCEPTS.test(concept) && concepts.has(concept));
}

function conceptSearchTerms(concepts: ConceptMatches): string {
  return ['symptom', 'toxin']
    .flatMap((domain) => concepts.inDomain(domain))
    .filter((concept) => !QUALIFIERS.has(concept))
    .map((concept) => SEARCH_WORDS[concept] ?? concept.replace(/-/g, ' '))
    .join(' ');
}

// How a pet lives, said in other words ("she never goes outside"), searched under the knowledge
// base's word for it; unlike a sign, it does not lower the relevance a question needs.
const LIFESTYLE_WORDS: Record<string, string> = { 'indoor-life': 'indoor' };
const PLACE_WORDS = /\b(outside|outdoors|inside|indoors)\b/gi;

function lifestyleSearchTerms(concepts: ConceptMatches): string {
  return concepts
    .inDomain('context')
    .map((concept) => LIFESTYLE_WORDS[concept])
    .filter((word): word is string => word !== undefined)
    .join(' ');
}

// "a dog called fido", "one named Mister Pickles": a name asked for in a request for pets.
const NAME_ASKED_FOR = /\b(?:called|named)\s+([\p{L}][\p{L}'’-]*(?:\s+[\p{Lu}][\p{L}'’-]*)?)/u;

function nameAskedFor(question: string): string | undefined {
  const name = NAME_ASKED_FOR.exec(question)?.[1];
  if (name === undefined) return undefined;
  return name
    .split(/\s+/)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

// How many pets of a species are counted for "what kinds of animals do you have?" (the catalog
// returns at most 20 a query; beyond, the answer says "at least").
const SPECIES_COUNT_WINDOW = 20;

// How far past a page the catalog is read to count the remaining matches.
const MORE_WINDOW = 100;

/** The state after a listing: its pets are the ones "they" and "the beagle" now refer to. */
function afterListing(
  state: ConversationState,
  query: CatalogQuery,
  kind: string | undefined,
  pets: readonly CatalogPet[],
  offset: number,
): ConversationState {
  if (pets.length === 0) return state;
  const names = pets.map((pet) => pet.name);
  // A superlative or a single match singles one pet out.
  const focus = query.sort !== undefined || pets.length === 1 ? names[0] : undefined;
  return {
    ...withMentioned(state, pets),
    focus,
    listing: { query, kind, names, shown: offset + pets.length },
  };
}

/** After an answer from pets' records: one pet is now in focus; several are the listing in view. */
function afterRecordAnswer(
  state: ConversationState,
  pets: readonly CatalogPet[],
  question: string,
): ConversationState {
  const next = withMentioned(state, pets);
  if (pets.length === 1) return { ...next, focus: pets[0]?.name };
  if (recordFactsAsked(question).length > 0 && state.listing !== undefined) {
    return { ...next, focus: undefined, listing: { ...state.listing, names: pets.map((pet) => pet.name) } };
  }
  return { ...next, focus: pets[0]?.name };
}

export type { EmergencyMatch };
