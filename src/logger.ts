import { pino, type Logger } from 'pino';

export type { Logger };

/**
 * Paths pino blanks wherever they appear in a log object. Secrets never reach the log stream:
 * credentials, tokens, card data and webhook secrets.
 */
const REDACTED_PATHS = [
  'password',
  '*.password',
  'newPassword',
  '*.newPassword',
  'token',
  '*.token',
  'accessToken',
  '*.accessToken',
  'refreshToken',
  '*.refreshToken',
  'secret',
  '*.secret',
  'authToken',
  '*.authToken',
  'number',
  '*.number',
  'cvc',
  '*.cvc',
  'accountNumber',
  '*.accountNumber',
  'req.headers.authorization',
  'req.headers.cookie',
  'headers.authorization',
  'headers.cookie',
];

export function createLogger(level: string, destination?: pino.DestinationStream): Logger {
  return pino(
    {
      level,
      base: { service: 'petstore-gateway' },
      timestamp: pino.stdTimeFunctions.isoTime,
      redact: { paths: REDACTED_PATHS, censor: '[REDACTED]' },
      formatters: { level: (label) => ({ level: label }) },
    },
    destination,
  );
}
