import type * as OidcProvider from 'oidc-provider';
import { loadOnFirstUse } from '../../core/load-on-first-use.js';

/**
 * oidc-provider, loaded by the first OAuth request that needs it instead of at start-up: with
 * what it brings it is the costliest package to load (about 0.7 s of CPU), and most processes
 * never serve `/oauth` (a cluster's primary, operator commands, most services between restarts).
 */
export const oidcProvider = loadOnFirstUse<typeof OidcProvider>('oidc-provider');
