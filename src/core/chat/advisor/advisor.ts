import type { ChatCallerContext, ChatMessage } from '../types.js';
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
} from './answer-composer.js';
import {
  composeCatalogAnswer,
  composeCatalogUnavailableAnswer,
  composeUnsearchableAnimalAnswer,
} from './catalog-answer.js';
import {
  asksSuperlative,
  isCatalogQuestion,
  parseCatalogQuery,
  unsearchableAnimal,
} from './catalog-intent.js';
import type { CatalogPet, PetCatalogPort } from './catalog-port.js';
import { recognizeEmergencies } from './emergencies.js';
import { FEEDING_WEIGHT_PROMPT, composeFeedingEstimate } from './feeding-answer.js';
import { estimateDailyEnergy, isFeedingAmountQuestion } from './feeding-estimate.js';
import { KNOWLEDGE_BASE } from './knowledge/index.js';
import { PET_SPECIES, type KnowledgeEntry, type PetSpecies } from './knowledge/types.js';
import { lifeStageAt, lifeStageInText, type LifeStage } from './life-stage.js';
import { conversationPets, type ConversationPets } from './pets/conversation-pets.js';
import { referencedPets } from './pets/pet-reference.js';
import { answerAboutPets } from './pets/pet-questions.js';
import { composePetOverview } from './pets/record-answer.js';
import { KnowledgeIndex, type RetrievalHit } from './retrieval.js';
import { answerSafetyQuestion } from './safety/safety-question.js';
import { refuseHumanMedicineDose } from './safety/dose-refusal.js';
import { lexicon } from './lexicon/index.js';
import {
  conversationSpecies,
  introducedSpecies,
  speciesMentionedIn,
  type ConversationSpecies,
} from './species.js';
import { classifyTopic } from './topic-guard.js';

// Relevance is the BM25 score as a share of the best possible for the question; these
// thresholds were tuned against everyday questions (see test/chat/advisor.test.ts).
const MIN_RELEVANCE = 0.35;
// A second entry is added only when nearly as relevant as the best, or it dilutes the answer
// (0.93: lower ratios added loosely related entries to a fifth of the evaluation answers).
const RELATED_RELEVANCE_RATIO = 0.93;
const MAX_ENTRIES_PER_ANSWER = 2;
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

// "what about cats?", "and rabbits?": the same search as the listing just shown, for another kind.
const ELLIPTICAL_FOLLOW_UP = /^\s*(and|what about|how about|also|same for)\b[^.?!]{0,30}[.?!]?\s*$/i;

export interface PetAdvisorOptions {
  catalog?: PetCatalogPort;
  knowledge?: readonly KnowledgeEntry[];
}

/** What the conversation says about the pet in question, for advice that fits it. */
interface Framing extends ConversationSpecies {
  lifeStage: LifeStage | undefined;
  ageMonths?: number;
}

function speciesOf(pet: CatalogPet): PetSpecies | undefined {
  return PET_SPECIES.find((species) => species === pet.species.toLowerCase());
}

/** Decides what `pet-advisor-1` says; the provider only paces the words. */
export class PetAdvisor {
  private readonly index: KnowledgeIndex;
  private readonly catalog: PetCatalogPort | undefined;

  constructor(options: PetAdvisorOptions = {}) {
    this.index = new KnowledgeIndex(options.knowledge ?? KNOWLEDGE_BASE);
    this.catalog = options.catalog;
  }

  async answer(messages: readonly ChatMessage[], context: ChatCallerContext): Promise<string> {
    const userTurns = messages.filter((message) => message.role === 'user').map((message) => message.content);
    const question = userTurns.at(-1) ?? '';
    const species = conversationSpecies(messages);
    const topic = classifyTopic(question);
    const earlier = userTurns.at(-2);

    // Safety first: an emergency is answered as one whatever else the question contains, and a
    // vague follow-up to an emergency ("what should I do now?") keeps the urgent advice first.
    let emergencies = recognizeEmergencies(question, species.species);
    if (emergencies.length === 0 && topic !== 'off-topic' && earlier !== undefined) {
      const followsEmergency = recognizeEmergencies(earlier, species.species);
      const stillAboutIt = topic === 'unclear' || /\b(what (now|next|should|do)|help|now)\b/i.test(question);
      if (followsEmergency.length > 0 && stillAboutIt) {
        emergencies = followsEmergency;
      }
    }
    if (emergencies.length > 0) {
      const entries = emergencies
        .map((match) => this.index.byId(match.entryId))
        .filter((entry): entry is KnowledgeEntry => entry !== undefined);
      return composeEmergencyAnswer(
        entries,
        emergencies.some((match) => match.poisoning),
      );
    }

    if (topic === 'greeting') return composeGreetingAnswer();
    if (topic === 'thanks') return composeThanksAnswer();
    if (topic === 'off-topic') return composeOffTopicAnswer();

    let framing: Framing = { ...species, lifeStage: lifeStageInText(question, species.species) };
    const pets = conversationPets(messages);
    let catalogPets: CatalogPet[] = [];
    if (this.catalog !== undefined) {
      const referenced = await referencedPets(question, pets, this.catalog, context.tenantId);
      const aboutPets = answerAboutPets(question, referenced);
      if (aboutPets !== undefined) return composePlainAnswer([aboutPets]);
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
    if (this.wantsCatalog(question, pets)) {
      return this.answerFromCatalog(question, framing, pets, context, earlier);
    }

    const safety = answerSafetyQuestion(question, framing.species);
    if (safety !== undefined) {
      const firstAid = this.index.byId(SAFETY_FIRST_AID[safety.substanceId] ?? '');
      const related = safety.verdict.safety === 'unsafe' && firstAid !== undefined ? [firstAid] : [];
      const refusal = refuseHumanMedicineDose(safety, lexicon().match(question).has('intent.dose'));
      const verdict =
        refusal === undefined ? safety.verdict.answer : `${refusal}\n\n${safety.verdict.answer}`;
      return composeSafetyAnswer(verdict, related);
    }

    const feedingAmount = isFeedingAmountQuestion(question);
    if (feedingAmount) {
      const speciesAsked = speciesMentionedIn(question) ?? framing.species;
      const estimate = estimateDailyEnergy(question, speciesAsked, framing.ageMonths);
      if (estimate !== undefined) return composePlainAnswer(composeFeedingEstimate(estimate));
    }

    const introduced = introducedSpecies(question);
    if (introduced !== undefined) return composePetIntroductionAnswer(introduced);

    const queries = [{ text: question, weight: 1 }];
    if (earlier !== undefined) queries.push({ text: earlier, weight: EARLIER_TURN_WEIGHT });
    const hits = this.relevantHits(this.index.search(queries, framing.species, 3, framing.lifeStage));
    // A question about a catalog pet the knowledge base cannot answer still gets the pet's record.
    if (hits.length === 0 && catalogPets.length > 0) {
      return composePlainAnswer([
        ...catalogPets.map((pet) => composePetOverview(pet)),
        'For anything the records do not cover, such as meeting a pet, the store staff can help.',
      ]);
    }
    if (topic === 'unclear') {
      const petConversation =
        framing.species !== undefined ||
        pets.mentioned.length > 0 ||
        userTurns.slice(0, -1).some((turn) => classifyTopic(turn) === 'pet-care');
      if (hits.length === 0 || !petConversation) return composeOffTopicAnswer();
    }
    if (hits.length === 0) return composeNoMatchAnswer(framing.species);
    const dogOrCat = framing.species === undefined || framing.species === 'dog' || framing.species === 'cat';
    const extra = feedingAmount && dogOrCat ? [FEEDING_WEIGHT_PROMPT] : [];
    // Advice about a catalog pet starts from what its record says about its health.
    const notes = catalogPets.length === 1 ? catalogPets[0]?.medical.healthNotes : undefined;
    const lead = notes ? `${catalogPets[0]?.name}'s health notes say: ${notes}` : undefined;
    return composeKnowledgeAnswer(hits, framing, question, extra, lead);
  }

  private wantsCatalog(question: string, pets: ConversationPets): boolean {
    if (isCatalogQuestion(question)) return true;
    if (pets.lastListing.length === 0) return false;
    // "which one is the youngest?" right after a listing ranks the pets of that listing's kind,
    // and "what about cats?" repeats its search for another kind.
    if (asksSuperlative(question)) return true;
    return ELLIPTICAL_FOLLOW_UP.test(question) && speciesMentionedIn(question) !== undefined;
  }

  private relevantHits(hits: RetrievalHit[]): RetrievalHit[] {
    const best = hits[0]?.relevance ?? 0;
    if (best < MIN_RELEVANCE) return [];
    return hits
      .filter((hit) => hit.relevance >= best * RELATED_RELEVANCE_RATIO)
      .slice(0, MAX_ENTRIES_PER_ANSWER);
  }

  private async answerFromCatalog(
    question: string,
    framing: Framing,
    pets: ConversationPets,
    context: ChatCallerContext,
    earlier: string | undefined,
  ): Promise<string> {
    const animal = unsearchableAnimal(question);
    if (animal !== undefined && speciesMentionedIn(question) === undefined) {
      return composeUnsearchableAnimalAnswer(animal);
    }
    if (this.catalog === undefined) return composeCatalogUnavailableAnswer();
    const listedSpecies =
      pets.lastListingSpecies === undefined ? undefined : speciesMentionedIn(pets.lastListingSpecies);
    let query = parseCatalogQuery(question, framing.species ?? listedSpecies);
    // "which of them is the cheapest?" narrows the listing just shown: its filters still hold.
    const refinesListing = speciesMentionedIn(question) === undefined || ELLIPTICAL_FOLLOW_UP.test(question);
    if (pets.lastListing.length > 0 && earlier !== undefined && refinesListing) {
      query = { ...parseCatalogQuery(earlier, query.species), ...query };
    }
    const found = await this.catalog.searchAvailable(context.tenantId, query);
    // A wish with a reason ("for an apartment") also deserves the matching advice.
    const tip = this.index
      .search([{ text: question, weight: 1 }], query.species, 5)
      .find(
        (hit) =>
          hit.relevance >= CATALOG_TIP_RELEVANCE && ['breeds', 'adoption'].includes(hit.entry.category),
      );
    return composeCatalogAnswer(query, found, tip?.entry);
  }
}
