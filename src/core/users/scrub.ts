import type { UserDoc } from './model.js';

/**
 * What a deleted account keeps: tombstone username and email derived from its id (so the real
 * ones can be registered again and nothing personal remains), no names, no phone, no password.
 */
export function scrubbedIdentity(
  userId: string,
): Pick<UserDoc, 'username' | 'usernameKey' | 'email' | 'firstName' | 'lastName' | 'phone' | 'passwordHash'> {
  const tombstone = `deleted-${userId}`;
  return {
    username: tombstone,
    usernameKey: tombstone,
    email: `${tombstone}@deleted.invalid`,
    firstName: null,
    lastName: null,
    phone: null,
    passwordHash: '',
  };
}
