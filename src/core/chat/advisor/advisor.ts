import type { ChatCallerContext, ChatMessage } from '../types.js';
import {
  composeCatalogAnswer,
  composeCatalogUnavailableAnswer,
  composeEmergencyAnswer,
  composeGreetingAnswer,
  composeKnowledgeAnswer,
  composeNoMatchAnswer,
  composeOffTopicAnswer,
  composePetIntroductionAnswer,
  composeThanksAnswer,
} from './answer-composer.js';
import { isCatalogQuestion, parseCatalogQuery } from './catalog-intent.js';
import type { PetCatalogPort } from './catalog-port.js';
import { recognizeEmergencies } from './emergencies.js';
import { KNOWLEDGE_BASE } from './knowledge/index.js';
import type { KnowledgeEntry } from './knowledge/types.js';
import { KnowledgeIndex, type RetrievalHit } from './retrieval.js';
import { conversationSpecies, introducedSpecies, type ConversationSpecies } from './species.js';
import { classifyTopic } from './topic-guard.js';

// Relevance is the BM25 score as a share of the best possible for the question; these
// thresholds were tuned against everyday questions (see test/chat/advisor.test.ts).
const MIN_RELEVANCE = 0.35;
// A second entry is added only when nearly as relevant as the best, or it dilutes the answer.
const RELATED_RELEVANCE_RATIO = 0.86;
const MAX_ENTRIES_PER_ANSWER = 2;
const CATALOG_TIP_RELEVANCE = 0.6;
// An earlier question gives context to a short follow-up ("and how often?") but must not
// outweigh what is asked now.
const EARLIER_TURN_WEIGHT = 0.3;

export interface PetAdvisorOptions {
  catalog?: PetCatalogPort;
  knowledge?: readonly KnowledgeEntry[];
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
    const framing = conversationSpecies(messages);

    const topic = classifyTopic(question);
    const earlier = userTurns.at(-2);
    // Safety first: an emergency is answered as one whatever else the question contains, and a
    // vague follow-up to an emergency ("what should I do now?") keeps the urgent advice first.
    let emergencies = recognizeEmergencies(question, framing.species);
    if (emergencies.length === 0 && topic === 'unclear' && earlier !== undefined) {
      emergencies = recognizeEmergencies(earlier, framing.species);
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
    if (isCatalogQuestion(question)) return this.answerFromCatalog(question, framing, context);
    const introduced = introducedSpecies(question);
    if (introduced !== undefined) return composePetIntroductionAnswer(introduced);

    const queries = [{ text: question, weight: 1 }];
    if (earlier !== undefined) queries.push({ text: earlier, weight: EARLIER_TURN_WEIGHT });
    const hits = this.relevantHits(this.index.search(queries, framing.species));
    if (topic === 'unclear') {
      const petConversation =
        framing.species !== undefined ||
        userTurns.slice(0, -1).some((turn) => classifyTopic(turn) === 'pet-care');
      if (hits.length === 0 || !petConversation) return composeOffTopicAnswer();
    }
    if (hits.length === 0) return composeNoMatchAnswer(framing.species);
    return composeKnowledgeAnswer(hits, framing);
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
    framing: ConversationSpecies,
    context: ChatCallerContext,
  ): Promise<string> {
    if (this.catalog === undefined) return composeCatalogUnavailableAnswer();
    const query = parseCatalogQuery(question, framing.species);
    const pets = await this.catalog.searchAvailable(context.tenantId, query);
    // A wish with a reason ("for an apartment") also deserves the matching advice.
    const tip = this.index
      .search([{ text: question, weight: 1 }], query.species, 5)
      .find(
        (hit) =>
          hit.relevance >= CATALOG_TIP_RELEVANCE && ['breeds', 'adoption'].includes(hit.entry.category),
      );
    return composeCatalogAnswer(query, pets, tip?.entry);
  }
}
