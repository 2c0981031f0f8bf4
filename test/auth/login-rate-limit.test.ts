import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestGateway, type TestGateway } from '../helpers/gateway.js';
import { signUp } from '../helpers/auth.js';
import { api } from '../helpers/json-api.js';

let service: TestGateway;
beforeAll(async () => {
  // The general budget of the test's one address must not be what refuses first.
  service = await startTestGateway({ RATE_LIMIT_ANONYMOUS_PER_MINUTE: '1000' });
});
afterAll(() => service.close());

const attempt = (username: string, password: string) =>
  api(service.url, 'POST', '/v1/auth/tokens', { body: { username, password } });

describe('login rate limit (10 per minute per address and account)', () => {
  it('the 11th attempt within a minute gets 429 with Retry-After, even with the right password', async () => {
    const account = await signUp(service.url);
    // signUp logged in once already: nine wrong guesses spend the rest of the budget.
    for (let i = 0; i < 9; i++) {
      const response = await attempt(account.username, `wrong-guess-${i}`);
      expect(response.status).toBe(401);
      expect(response.headers.get('ratelimit-limit')).toBe('10');
    }
    const blocked = await attempt(account.username, account.password);
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(blocked.headers.get('ratelimit-remaining')).toBe('0');
    expect(blocked.headers.get('content-type')).toContain('application/problem+json');
    expect(blocked.body).not.toHaveProperty('accessToken');
  });

  it('the budget is per username: another account from the same address still logs in', async () => {
    const [target, bystander] = await Promise.all([signUp(service.url), signUp(service.url)]);
    for (let i = 0; i < 10; i++) await attempt(target.username, `wrong-guess-${i}`);
    expect((await attempt(target.username, target.password)).status).toBe(429);
    expect((await attempt(bystander.username, bystander.password)).status).toBe(201);
  });

  it('the username is counted case-insensitively', async () => {
    const account = await signUp(service.url);
    for (let i = 0; i < 9; i++) {
      const name = i % 2 === 0 ? account.username.toUpperCase() : account.username;
      await attempt(name, `wrong-guess-${i}`);
    }
    expect((await attempt(account.username.toUpperCase(), account.password)).status).toBe(429);
  });

  it('guesses by username and by email spend one budget: the account is counted, not its name', async () => {
    const account = await signUp(service.url);
    const byEmail = (password: string) =>
      api(service.url, 'POST', '/v1/auth/tokens', { body: { email: account.email, password } });
    // signUp logged in once; five guesses by name and four by email spend the rest.
    for (let i = 0; i < 5; i++) expect((await attempt(account.username, `wrong-${i}`)).status).toBe(401);
    for (let i = 0; i < 4; i++) expect((await byEmail(`wrong-email-${i}`)).status).toBe(401);
    expect((await byEmail(account.password)).status).toBe(429);
    expect((await attempt(account.username.toUpperCase(), account.password)).status).toBe(429);
  });

  it('a name that finds no account is throttled alike, so the limit does not tell whether it exists', async () => {
    const unknown = `nobody-${Date.now()}`;
    for (let i = 0; i < 10; i++) {
      const answer = await attempt(unknown, `guess-${i}`);
      expect(answer.status).toBe(401);
      expect(answer.headers.get('ratelimit-remaining')).toBe(String(9 - i));
    }
    expect((await attempt(unknown, 'guess-10')).status).toBe(429);
  });
});
