import { UnauthenticatedError, ValidationError } from '../../core/errors.js';
import { ENVELOPE_NS, type SoapVersion } from './envelope.js';
import { attributeKey, type XmlElement } from './xml-reader.js';

export const WSSE_NS = 'http://docs.oasis-open.org/wss/2004/01/oasis-200401-wss-wssecurity-secext-1.0.xsd';
const TOKEN_PROFILE = 'http://docs.oasis-open.org/wss/2004/01/oasis-200401-wss-username-token-profile-1.0';
export const PASSWORD_TEXT = `${TOKEN_PROFILE}#PasswordText`;
export const PASSWORD_DIGEST = `${TOKEN_PROFILE}#PasswordDigest`;

/** A WS-Security UsernameToken with its password in clear (over TLS), as a login takes it. */
export interface UsernameToken {
  username: string;
  password: string;
}

function children(element: XmlElement, uri: string, local: string): XmlElement[] {
  return element.children.filter((candidate) => candidate.uri === uri && candidate.local === local);
}

/** `mustUnderstand="1"` (1.1) or `"true"` (1.2) on a header entry. */
function mustUnderstand(entry: XmlElement, version: SoapVersion): boolean {
  const value = entry.attributes.get(attributeKey(ENVELOPE_NS[version], 'mustUnderstand'));
  return value === '1' || value === 'true';
}

/**
 * The UsernameToken of the envelope's `wsse:Security` header, if any. A header entry the door
 * does not understand but must (`mustUnderstand`) is refused, as SOAP requires. PasswordDigest is
 * refused: verifying it needs the plain password, and accounts keep only an argon2 hash of it.
 */
export function usernameTokenOf(headers: XmlElement[], version: SoapVersion): UsernameToken | undefined {
  let token: UsernameToken | undefined;
  for (const entry of headers) {
    if (entry.uri !== WSSE_NS || entry.local !== 'Security') {
      if (mustUnderstand(entry, version)) {
        throw new ValidationError(`The header <${entry.local}> is not understood.`, [
          { field: entry.local, message: 'Not understood by this service.', code: 'must_understand' },
        ]);
      }
      continue;
    }
    // One token, one name, one password: which of several would count is not for the door to
    // guess (a second one, in the same Security header or another, is refused, never ignored).
    const usernameTokens = children(entry, WSSE_NS, 'UsernameToken');
    if (usernameTokens.length === 0) continue;
    const [usernameToken] = usernameTokens;
    if (token !== undefined || usernameTokens.length > 1 || usernameToken === undefined) {
      throw new UnauthenticatedError('Send one UsernameToken, not several.');
    }
    const usernames = children(usernameToken, WSSE_NS, 'Username');
    const passwords = children(usernameToken, WSSE_NS, 'Password');
    if (usernames.length > 1 || passwords.length > 1) {
      throw new UnauthenticatedError('The UsernameToken must hold one Username and one Password.');
    }
    const username = usernames[0]?.text.trim() ?? '';
    const password = passwords[0];
    const type = password?.attributes.get('Type') ?? PASSWORD_TEXT;
    if (type === PASSWORD_DIGEST) {
      throw new UnauthenticatedError(
        'PasswordDigest is not supported: passwords are stored only as one-way hashes, so a digest ' +
          'cannot be checked. Send the PasswordText type over HTTPS, or an Authorization: Bearer token.',
      );
    }
    if (type !== PASSWORD_TEXT) throw new UnauthenticatedError('Unknown UsernameToken password type.');
    if (username === '' || password === undefined || password.text === '') {
      throw new UnauthenticatedError('The UsernameToken needs a Username and a Password.');
    }
    token = { username, password: password.text };
  }
  return token;
}
