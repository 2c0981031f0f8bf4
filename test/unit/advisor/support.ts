import type { ChatMessage } from '../../../src/core/chat/index.js';
import { PetAdvisor } from '../../../src/core/chat/advisor/advisor.js';
import type { PetCatalogPort } from '../../../src/core/chat/advisor/catalog-port.js';
import { TENANT } from '../../chat/support/in-memory-pet-catalog.js';

export const URGENT = /^This may be an emergency: contact your veterinarian/;
export const DECLINED = /I can only help with pet care/;

/** Plays user turns against the advisor in-process, its own answers between them, as a client would. */
export async function converse(catalog: PetCatalogPort | undefined, ...turns: string[]): Promise<string[]> {
  const advisor = new PetAdvisor({ catalog });
  const messages: ChatMessage[] = [];
  const answers: string[] = [];
  for (const turn of turns) {
    messages.push({ role: 'user', content: turn });
    const answer = await advisor.answer(messages, { tenantId: TENANT, requestId: 'unit' });
    answers.push(answer);
    messages.push({ role: 'assistant', content: answer });
  }
  return answers;
}

export async function lastAnswer(...turns: string[]): Promise<string> {
  return (await converse(undefined, ...turns)).at(-1) ?? '';
}
