import { z } from 'zod';
import { text } from '../validation.js';

const ScopeParameter = text().trim().max(500);

/** `POST /auth/tokens`: a username or an email (exactly one), and the password. */
export const LoginSchema = z
  .object({
    username: text().min(1).max(254).optional(),
    email: text().min(1).max(254).optional(),
    // Not the sign-up rules (nor the text rules): an old password may predate them. The bound caps
    // hashing work.
    password: z.string().min(1).max(1024),
    scope: ScopeParameter.optional(),
  })
  .strict()
  .superRefine((value, ctx) => {
    if ((value.username === undefined) === (value.email === undefined)) {
      ctx.addIssue({
        code: 'custom',
        path: [value.username === undefined ? 'username' : 'email'],
        message: 'Give either a username or an email, not both.',
        params: { reason: 'one_of' },
      });
    }
  });
export type LoginInput = z.output<typeof LoginSchema>;

/**
 * The refresh grant (RFC 6749 §6). Parameters the server does not know are ignored, as §3.2 asks,
 * so this object is not strict.
 */
export const RefreshGrantSchema = z.object({
  refresh_token: text().min(1).max(512),
  scope: ScopeParameter.optional(),
});
export type RefreshGrantInput = z.output<typeof RefreshGrantSchema>;

/** RFC 7009 revocation request. */
export const RevocationSchema = z.object({
  token: text().min(1).max(4096),
  token_type_hint: text().max(64).optional(),
});
