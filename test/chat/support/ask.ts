import {
  ChatEngine,
  PetAdvisorProvider,
  type ChatCallerContext,
  type ChatMessage,
  type PetCatalogPort,
} from '../../../src/core/chat/index.js';
import { TENANT } from './in-memory-pet-catalog.js';

export const CONTEXT: ChatCallerContext = { tenantId: TENANT, requestId: 'test-request' };

export function advisorService(catalog?: PetCatalogPort, wordDelayMs = 0): ChatEngine {
  return new ChatEngine({ providers: [new PetAdvisorProvider({ catalog, wordDelayMs })] });
}

/**
 * Asks `pet-advisor-1`. Turns alternate user / assistant starting with the user, so an earlier
 * exchange can be given as `ask(service, 'I have a cat', 'Lovely!', 'What should I feed her?')`.
 */
export async function ask(service: ChatEngine, ...turns: string[]): Promise<string> {
  const messages: ChatMessage[] = turns.map((content, index) => ({
    role: index % 2 === 0 ? 'user' : 'assistant',
    content,
  }));
  const request = service.parseRequest({ model: 'pet-advisor-1', messages });
  const completion = await service.complete(request, CONTEXT);
  return completion.choices[0]?.message.content ?? '';
}

export function firstSentence(text: string): string {
  return text.split(/(?<=[.!?])\s+/)[0] ?? '';
}
