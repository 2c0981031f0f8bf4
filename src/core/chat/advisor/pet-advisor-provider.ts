import type { ChatCallerContext, ChatDelta, ChatProvider, ModelInfo, ProviderRequest } from '../types.js';
import { PetAdvisor, type PetAdvisorOptions } from './advisor.js';
import { streamWords } from './word-stream.js';

export const PET_ADVISOR_MODEL = 'pet-advisor-1';
const DEFAULT_WORD_DELAY_MS = 15;

const MODEL_INFO: ModelInfo = {
  id: PET_ADVISOR_MODEL,
  ownedBy: 'petstore',
  created: 1_735_689_600, // 2025-01-01T00:00:00Z, the model's first release
  contextWindow: 8192,
};

export interface PetAdvisorProviderOptions extends PetAdvisorOptions {
  /** An advisor shared with other users of it (the upstream models' grounding); else one is made. */
  advisor?: PetAdvisor;
  /** Pause between streamed words (CHAT_STREAM_DELAY_MS); 0 streams as fast as it is read. */
  wordDelayMs?: number;
}

/**
 * The built-in offline model. It is deterministic: `temperature` does not change its answers,
 * and it never needs a network.
 */
export class PetAdvisorProvider implements ChatProvider {
  private readonly advisor: PetAdvisor;
  private readonly wordDelayMs: number;

  constructor(options: PetAdvisorProviderOptions = {}) {
    this.advisor = options.advisor ?? new PetAdvisor(options);
    this.wordDelayMs = options.wordDelayMs ?? DEFAULT_WORD_DELAY_MS;
  }

  models(): ModelInfo[] {
    return [MODEL_INFO];
  }

  async *complete(
    request: ProviderRequest,
    context: ChatCallerContext,
    signal: AbortSignal,
  ): AsyncGenerator<ChatDelta, void, undefined> {
    const answer = await this.advisor.answer(request.messages, context);
    for await (const word of streamWords(answer, this.wordDelayMs, signal)) yield { content: word };
  }
}
