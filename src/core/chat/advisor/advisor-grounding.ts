import type { ChatGrounding, Grounding } from '../grounding.js';
import type { ChatCallerContext, ChatMessage } from '../types.js';
import { URGENT_VET_ADVICE, VETERINARY_NOTICE } from './answer-composer.js';
import type { PetAdvisor } from './advisor.js';

/**
 * The advisor's pipeline as grounding for another model: the same decision `pet-advisor-1` makes
 * (emergency, off-topic, catalog, safety, knowledge), handed over as facts rather than as words.
 */
export class AdvisorGrounding implements ChatGrounding {
  constructor(private readonly advisor: PetAdvisor) {}

  async ground(messages: readonly ChatMessage[], context: ChatCallerContext): Promise<Grounding> {
    const { answer, kind } = await this.advisor.decide(messages, context);
    const facts = answer
      .split('\n\n')
      .filter((part) => !part.includes(VETERINARY_NOTICE) && !part.startsWith(URGENT_VET_ADVICE))
      .join('\n\n');
    return {
      urgentLine: kind === 'emergency' ? URGENT_VET_ADVICE : undefined,
      offTopic: kind === 'off-topic',
      facts: kind === 'no-match' || kind === 'off-topic' ? '' : facts,
    };
  }
}
