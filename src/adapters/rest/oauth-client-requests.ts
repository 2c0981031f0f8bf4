import type { RestContext } from './state.js';

/**
 * What `/oauth/token`, `/oauth/refresh` and `/oauth/revoke` need of the authorization server: to
 * tell a request that names a registered client, and to hand it over. The OAuth server
 * (`src/adapters/oauth/client-requests.ts`) provides it and the gateway passes it in, so neither
 * folder imports the other.
 */
export interface ClientRequests {
  identifiesClient(ctx: RestContext): boolean;
  answer(ctx: RestContext, endpoint: 'token' | 'refresh' | 'revoke'): Promise<void>;
}
