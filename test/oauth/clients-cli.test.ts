import { beforeAll, describe, expect, it } from 'vitest';
import { runOAuthClientsCommand } from '../../src/cli/oauth-clients-command.js';
import type { TestGateway } from '../helpers/gateway.js';
import { sharedTestGateway } from '../helpers/shared-gateway.js';

let service: TestGateway;
beforeAll(async () => {
  service = await sharedTestGateway();
});

const run = (...argv: string[]) => runOAuthClientsCommand(service.gateway.core, argv);

describe('npm run oauth-clients', () => {
  it('creates a confidential client: the secret is shown once and only its hash is stored', async () => {
    const result = await run(
      'create',
      '--name',
      'Partner portal',
      '--confidential',
      '--redirect-uri',
      'https://partner.example/callback',
      '--scope',
      'read:pets read:orders',
    );
    expect(result.status).toBe(0);
    const shown = JSON.parse(result.output.slice(0, result.output.lastIndexOf('}') + 1)) as Record<
      string,
      unknown
    >;
    expect(shown).toMatchObject({
      name: 'Partner portal',
      kind: 'confidential',
      scopes: ['read:pets', 'read:orders'],
    });
    const secret = String(shown['clientSecret']);
    expect(secret).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const stored = await service.gateway.core.oauth.clients.find(String(shown['clientId']));
    expect(stored?.secretHash).toMatch(/^sha256:[0-9a-f]{64}$/);
    expect(JSON.stringify(stored)).not.toContain(secret);
    expect(service.gateway.core.oauth.clients.secretMatches(stored!, secret)).toBe(true);

    const listed = await run('list');
    expect(listed.output).toContain(String(shown['clientId']));
    expect(listed.output).not.toContain(secret);
    expect(listed.output).not.toContain('sha256:');
  });

  it('refuses an unsafe redirect URI and stores nothing', async () => {
    const before = (await run('list')).output;
    const result = await run(
      'create',
      '--name',
      'Bad',
      '--public',
      '--redirect-uri',
      'http://evil.example/cb',
    );
    expect(result.status).toBe(1);
    expect(result.output).toContain('redirectUris[0]');
    expect((await run('list')).output).toBe(before);
  });

  it('refuses client_credentials for a public client, and a taken client id', async () => {
    const publicService = await run('create', '--name', 'X', '--public', '--grant', 'client_credentials');
    expect(publicService.status).toBe(1);
    expect(publicService.output).toContain('confidential clients only');
    const taken = await run(
      'create',
      '--client-id',
      'petstore-demo',
      '--name',
      'Y',
      '--public',
      '--redirect-uri',
      'https://y.example/cb',
    );
    expect(taken.status).toBe(1);
    expect(taken.output).toContain('taken');
  });

  it('deletes a client; an unknown one is an error', async () => {
    const created = await run(
      'create',
      '--client-id',
      'short-lived',
      '--name',
      'Z',
      '--public',
      '--redirect-uri',
      'https://z.example/cb',
    );
    expect(created.status).toBe(0);
    expect((await run('delete', '--client-id', 'short-lived')).status).toBe(0);
    expect(await service.gateway.core.oauth.clients.find('short-lived')).toBeNull();
    expect((await run('delete', '--client-id', 'short-lived')).status).toBe(1);
  });

  it('answers usage for no command and for an unknown option', async () => {
    expect((await run()).status).toBe(2);
    expect((await run('create', '--colour', 'blue')).output).toContain('Usage');
  });
});
