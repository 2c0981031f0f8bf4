import { z } from 'zod';
import { SCOPES } from '../context.js';
import { text } from '../validation.js';

export const OAUTH_GRANT_TYPES = ['authorization_code', 'refresh_token', 'client_credentials'] as const;
export type OAuthGrantType = (typeof OAUTH_GRANT_TYPES)[number];

const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

/** An http URI on a loopback host: RFC 8252 §7.3 lets a native app pick any port at run time. */
export function isLoopbackRedirect(uri: string): boolean {
  const parsed = URL.parse(uri);
  return parsed !== null && parsed.protocol === 'http:' && LOOPBACK_HOSTS.has(parsed.hostname);
}

/**
 * A redirect URI as registered: absolute https; http only on a loopback host (RFC 8252); or a
 * path on this service itself (`/docs/oauth2-redirect.html`), resolved against the public URL
 * when the client is read, so one registration works wherever the service is reached.
 */
const RedirectUri = z
  .string()
  .max(2000)
  .refine((uri) => !uri.includes('#'), 'A redirect URI must not have a fragment (RFC 6749 §3.1.2).')
  .refine((uri) => {
    if (uri.startsWith('/')) return !uri.startsWith('//');
    const parsed = URL.parse(uri);
    if (parsed === null) return false;
    return parsed.protocol === 'https:' || isLoopbackRedirect(uri);
  }, 'Use an https URI, an http URI on 127.0.0.1, localhost or [::1], or a path on this service.');

export const OAuthClientRegistrationSchema = z
  .object({
    /** Chosen by the registrant (letters, digits, `.`, `_`, `-`), else generated. */
    clientId: z
      .string()
      .regex(/^[A-Za-z0-9._-]{3,64}$/, '3 to 64 letters, digits, ".", "_" or "-".')
      .optional(),
    name: text().trim().min(1).max(100),
    /** `public`: no secret (browser and native apps, PKCE). `confidential`: has a secret. */
    kind: z.enum(['public', 'confidential']),
    redirectUris: z.array(RedirectUri).max(20).default([]),
    grantTypes: z.array(z.enum(OAUTH_GRANT_TYPES)).min(1).default(['authorization_code', 'refresh_token']),
    /** The most the client may ask for; a user's role narrows it further. */
    scopes: z
      .array(z.enum(SCOPES))
      .min(1)
      .default([...SCOPES]),
    /** For client_credentials: the username of the account the client acts as. */
    serviceAccount: z.string().min(1).max(254).optional(),
  })
  .strict()
  .superRefine((value, ctx) => {
    const grants = new Set(value.grantTypes);
    const problem = (path: string, message: string) =>
      ctx.addIssue({ code: 'custom', path: [path], message, params: { reason: 'inconsistent' } });
    if (grants.has('authorization_code') && value.redirectUris.length === 0)
      problem('redirectUris', 'The authorization code grant needs at least one redirect URI.');
    if (grants.has('refresh_token') && !grants.has('authorization_code'))
      problem('grantTypes', 'refresh_token comes with authorization_code.');
    if (grants.has('client_credentials') && value.kind !== 'confidential')
      problem('grantTypes', 'client_credentials is for confidential clients only.');
    if (grants.has('client_credentials') !== (value.serviceAccount !== undefined))
      problem('serviceAccount', 'A service account is given exactly when client_credentials is granted.');
  });
export type OAuthClientRegistration = z.input<typeof OAuthClientRegistrationSchema>;
