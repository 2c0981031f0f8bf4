import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createChatEngine, PET_CARE_SYSTEM_PROMPT, type ChatEngine } from '../../src/core/chat/index.js';
import { TENANT, InMemoryPetCatalog, storedPet } from './support/in-memory-pet-catalog.js';
import { sseChunk, startEventStream, UpstreamStandIn } from './support/upstream-stand-in.js';

/**
 * An upstream model behind the same pipeline as `pet-advisor-1`: a scripted OpenAI-compatible
 * server on 127.0.0.1 receives the catalog facts and knowledge the advisor found, and whatever
 * it writes, an emergency opens with the urgent line.
 */
const MODEL = 'upstream-model';
const URGENT =
  'This may be an emergency: contact your veterinarian or the nearest emergency veterinary clinic right now.';
let standIn: UpstreamStandIn;
let service: ChatEngine;

beforeAll(async () => {
  standIn = await UpstreamStandIn.start((response) => {
    startEventStream(response);
    response.write(sseChunk('Model says: keep calm.', 'stop'));
    response.end('data: [DONE]\n\n');
  });
  const catalog = new InMemoryPetCatalog([
    storedPet({ name: 'Pickles', species: 'REPTILE', breed: 'Leopard Gecko', price: '65.00' }),
    storedPet({ name: 'Shelly', species: 'REPTILE', breed: 'Box Turtle', price: '45.00' }),
  ]);
  service = createChatEngine(
    { upstreamUrl: standIn.baseUrl, upstreamModels: [MODEL], streamDelayMs: 0 },
    catalog,
  );
});

afterAll(async () => {
  await standIn?.stop();
});

async function ask(...turns: string[]): Promise<{ answer: string; system: string }> {
  const messages = turns.map((content) => ({ role: 'user' as const, content }));
  const request = service.parseRequest({ model: MODEL, messages });
  const before = standIn.requests.length;
  const completion = await service.complete(request, { tenantId: TENANT, requestId: 'grounding' });
  const sent = standIn.requests[before]?.body['messages'] as Array<{ role: string; content: string }>;
  return { answer: completion.choices[0]?.message.content ?? '', system: sent[0]?.content ?? '' };
}

describe('an upstream model behind the pipeline', () => {
  it('receives the catalog facts for a catalog question, in the system message', async () => {
    const { answer, system } = await ask('got any lizards for sale?');
    expect(system.startsWith(PET_CARE_SYSTEM_PROMPT)).toBe(true);
    expect(system).toMatch(/Facts from the store/);
    expect(system).toMatch(/\*\*Pickles\*\*: Leopard Gecko/);
    expect(system).not.toMatch(/Shelly/);
    expect(answer).toBe('Model says: keep calm.');
  });

  it('receives the knowledge entry found for a care question', async () => {
    const { system } = await ask('what should a bearded dragon eat?');
    expect(system).toMatch(/Facts from the store/);
    expect(system).toMatch(/insect/i);
  });

  it('is preceded by the urgent line in an emergency, whatever it writes', async () => {
    const { answer, system } = await ask('my cat has been lapping at spilled radiator fluid');
    expect(answer.startsWith(URGENT)).toBe(true);
    expect(answer).toMatch(/Model says: keep calm\.$/);
    expect(system).toMatch(/possible emergency/);
    expect(system).toMatch(/Antifreeze/i);
  });

  it('keeps the urgency in a follow-up that doubts it', async () => {
    const { answer } = await ask('my dog ate a couple of grapes', 'he looks fine, must I go?');
    expect(answer.startsWith(URGENT)).toBe(true);
  });

  it('is told to decline a request outside pet care', async () => {
    const { answer, system } = await ask('write me a sonnet about the sea');
    expect(answer.startsWith(URGENT)).toBe(false);
    expect(system).toMatch(/outside pet care: decline it/);
    expect(system).not.toMatch(/Facts from the store/);
  });
});
