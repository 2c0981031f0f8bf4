/** Field names whose values never enter the audit trail, at any depth. */
const SECRET_KEYS = new Set([
  'password',
  'passwordhash',
  'newpassword',
  'token',
  'accesstoken',
  'refreshtoken',
  'tokenhash',
  'secret',
  'authtoken',
  'number',
  'cvc',
  'accountnumber',
  'routingnumber',
  'apikey',
]);

export const REDACTED = '[REDACTED]';

/** A deep copy with secrets replaced; dates become ISO strings so entries read the same everywhere. */
export function redactSecrets(value: unknown, depth = 0): unknown {
  if (depth > 16) return '[TRUNCATED]';
  if (value === null || value === undefined) return value ?? null;
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return value.map((item) => redactSecrets(item, depth + 1));
  if (typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [key, inner] of Object.entries(value as Record<string, unknown>)) {
      if (key === '__v') continue;
      out[key] = SECRET_KEYS.has(key.toLowerCase()) ? REDACTED : redactSecrets(inner, depth + 1);
    }
    return out;
  }
  return value;
}
