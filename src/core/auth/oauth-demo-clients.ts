import type { SeedContext } from '../seed/index.js';

/** The public demo client: PKCE, loopback redirects on any port (RFC 8252 §7.3). */
export const DEMO_CLIENT_ID = 'petstore-demo';
/** The API reference page's client, so "Authorize" on `/docs/` runs a real flow. */
export const DOCS_CLIENT_ID = 'petstore-docs';

/** Seeds the two demo clients into the demo tenant; both are public (no secret to show). */
export async function seedDemoOAuthClients({ core, ctx }: SeedContext): Promise<void> {
  await core.oauth.clients.register(ctx, {
    clientId: DEMO_CLIENT_ID,
    name: 'Petstore demo app',
    kind: 'public',
    redirectUris: ['http://127.0.0.1/callback', 'http://localhost/callback'],
  });
  await core.oauth.clients.register(ctx, {
    clientId: DOCS_CLIENT_ID,
    name: 'Petstore API reference',
    kind: 'public',
    // A path on this service: it follows the public URL wherever the service is reached.
    redirectUris: ['/docs/oauth2-redirect.html'],
  });
}
