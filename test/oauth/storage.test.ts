import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestGateway, type TestGateway } from '../helpers/gateway.js';

let service: TestGateway;
beforeAll(async () => {
  service = await startTestGateway({ SEED_DEMO_DATA: 'false' });
});
afterAll(() => service?.close());

const store = (kind: string) => service.gateway.core.oauth.artifacts(kind);

it('keeps payloads whose keys MongoDB field names could not (dots, URLs) intact', async () => {
  const payload = { grantId: 'g1', resources: { 'https://api.example/v1': 'read:pets' }, 'a.b': 1 };
  await store('Grant').upsert('g1', payload, 60);
  expect(await store('Grant').find('g1')).toEqual(payload);
  expect(await store('Session').find('g1')).toBeUndefined();
});

it('an expired artifact is gone at once, before the TTL monitor removes it', async () => {
  await store('AuthorizationCode').upsert('old', { grantId: 'g2' }, -1);
  expect(await store('AuthorizationCode').find('old')).toBeUndefined();
  const indexes = await service.gateway.database.connection.collection('oauth_artifacts').indexes();
  expect(indexes.find((index) => index.key['expiresAt'] === 1)?.expireAfterSeconds).toBe(0);
});

it('consuming marks the first use only; revoking a grant removes what it issued', async () => {
  const codes = store('AuthorizationCode');
  await codes.upsert('c1', { grantId: 'g3' }, 60);
  await codes.consume('c1');
  const first = (await codes.find('c1'))?.['consumed'];
  expect(typeof first).toBe('number');
  await new Promise((resolve) => setTimeout(resolve, 1100));
  await codes.consume('c1');
  expect((await codes.find('c1'))?.['consumed']).toBe(first);

  await store('RefreshToken').upsert('r1', { grantId: 'g3' }, 60);
  await codes.revokeByGrantId('g3');
  await store('RefreshToken').revokeByGrantId('g3');
  expect(await codes.find('c1')).toBeUndefined();
  expect(await store('RefreshToken').find('r1')).toBeUndefined();
});

it('finds interactions by uid and lists grants by account and client', async () => {
  await store('Session').upsert('s1', { uid: 'u-1', accountId: 'acc' }, 60);
  expect(await store('Session').findByUid('u-1')).toMatchObject({ accountId: 'acc' });
  await store('Grant').upsert('g4', { accountId: 'acc', clientId: 'app' }, 60);
  await store('Grant').upsert('g5', { accountId: 'acc', clientId: 'other' }, 60);
  expect(await store('Grant').idsFor('acc', 'app')).toEqual(['g4']);
  expect(await service.gateway.core.oauth.withdrawConsent('acc', 'app')).toBe(1);
  expect(await store('Grant').idsFor('acc')).toEqual(['g5']);
});
