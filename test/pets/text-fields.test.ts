import { beforeAll, describe, expect, it } from 'vitest';
import { accessTokensFor } from '../helpers/auth.js';
import type { TestGateway } from '../helpers/gateway.js';
import { sharedTestGateway } from '../helpers/shared-gateway.js';
import { api } from '../helpers/json-api.js';
import { GOOD_CARD } from '../store/store-api.js';
import { countStoredPets, createPet, expectProblem, petInput } from './pet-api.js';

let service: TestGateway;
let staff: string;
let customer: string;

beforeAll(async () => {
  service = await sharedTestGateway();
  [staff, customer] = await accessTokensFor(service.url, 'staff', 'customer');
});

const LONE_SURROGATE = '\uD800';
const NUL = '\u0000';

interface Case {
  name: string;
  method: string;
  path: () => Promise<string> | string;
  token: () => string | undefined;
  body?: Record<string, unknown>;
  field: string;
}

async function placedOrderPath(): Promise<string> {
  const pet = await createPet(service.url, staff);
  const order = await api(service.url, 'POST', '/v1/store/orders', {
    token: customer,
    body: { petId: pet['id'] },
  });
  return `/v1/store/orders/${String(order.body['id'])}/payment`;
}

// One field per input schema and kind of text: single-line fields refuse line breaks and tabs too,
// multi-line ones (descriptions, notes, chat messages) refuse the other controls.
const cases: Case[] = [
  {
    name: 'a pet name with a lone surrogate',
    method: 'POST',
    path: () => '/v1/pets',
    token: () => staff,
    body: petInput({ name: `Rex${LONE_SURROGATE}` }),
    field: 'name',
  },
  {
    name: 'a pet name with NUL',
    method: 'POST',
    path: () => '/v1/pets',
    token: () => staff,
    body: petInput({ name: `Rex${NUL}` }),
    field: 'name',
  },
  {
    name: 'a pet name with a line break',
    method: 'POST',
    path: () => '/v1/pets',
    token: () => staff,
    body: petInput({ name: 'Rex\nMax' }),
    field: 'name',
  },
  {
    name: 'a breed with BEL',
    method: 'POST',
    path: () => '/v1/pets',
    token: () => staff,
    body: petInput({ breed: 'Bea\u0007gle' }),
    field: 'breed',
  },
  {
    name: 'a description with NUL',
    method: 'POST',
    path: () => '/v1/pets',
    token: () => staff,
    body: petInput({ description: `Calm${NUL}` }),
    field: 'description',
  },
  {
    name: 'health notes with a lone low surrogate',
    method: 'POST',
    path: () => '/v1/pets',
    token: () => staff,
    body: petInput({ medicalInfo: { healthNotes: 'ok \uDC00' } }),
    field: 'medicalInfo.healthNotes',
  },
  {
    name: 'order notes with ESC',
    method: 'POST',
    path: () => '/v1/store/orders',
    token: () => customer,
    body: { petId: '01900000-0000-7000-8000-000000000000', notes: '\u001b[31mred' },
    field: 'notes',
  },
  {
    name: 'a webhook description with a C1 control',
    method: 'POST',
    path: () => '/v1/webhooks',
    token: () => staff,
    body: { url: 'https://93.184.215.14/hook', events: ['payment.success'], description: 'next\u0085line' },
    field: 'description',
  },
  {
    name: 'a first name at sign-up with a lone surrogate',
    method: 'POST',
    path: () => '/v1/users',
    token: () => undefined,
    body: {
      username: 'textcheck',
      email: 'textcheck@example.test',
      password: 'plum-kettle-harbour-9',
      firstName: `Ann${LONE_SURROGATE}`,
    },
    field: 'firstName',
  },
  {
    name: 'a card holder name with DEL',
    method: 'POST',
    path: placedOrderPath,
    token: () => customer,
    body: { amount: '150.00', currency: 'USD', method: { ...GOOD_CARD, holderName: 'Ann\u007f' } },
    field: 'method.holderName',
  },
  {
    name: 'a chat message with NUL',
    method: 'POST',
    path: () => '/v1/chat/completions',
    token: () => customer,
    body: { model: 'pet-advisor', messages: [{ role: 'user', content: `hi${NUL}` }] },
    field: 'messages[0].content',
  },
];

describe('text fields refuse control characters and lone surrogates', () => {
  it.each(cases)('$name is 400 with a field error', async ({ method, path, token, body, field }) => {
    const target = await path();
    const pets = await countStoredPets(service);
    const response = await api(service.url, method, target, { token: token(), body });
    expectProblem(response, 400);
    expect(response.body['errors']).toContainEqual(
      expect.objectContaining({ field, code: 'invalid_characters' }),
    );
    expect(await countStoredPets(service)).toBe(pets);
  });

  it('a search for NUL is 400 on q', async () => {
    const response = await api(service.url, 'GET', '/v1/pets?q=%00');
    expectProblem(response, 400);
    expect(response.body['errors']).toEqual([
      expect.objectContaining({ field: 'q', code: 'invalid_characters' }),
    ]);
  });

  it('multi-line fields keep line breaks and tabs, and every field keeps emoji and accents', async () => {
    const pet = await createPet(service.url, staff, {
      name: 'Zoë 🐶',
      description: 'Line one\nLine two\r\n\tindented',
      medicalInfo: { healthNotes: 'Allergies:\n- chicken' },
    });
    const read = await api(service.url, 'GET', `/v1/pets/${String(pet['id'])}`);
    expect(read.body).toMatchObject({
      name: 'Zoë 🐶',
      description: 'Line one\nLine two\r\n\tindented',
      medicalInfo: { healthNotes: 'Allergies:\n- chicken' },
    });
  });
});
