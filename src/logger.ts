import { pino, type Logger } from 'pino';
import type * as Pretty from 'pino-pretty';
import { loadOnFirstUse } from './core/load-on-first-use.js';

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

let second = Number.NaN;
let secondText = '';

/**
 * pino's `isoTime` (`,"time":"2026-01-02T03:04:05.678Z"`) for the time `now` (ms since the epoch),
 * with the date and time up to the second formatted once a second: formatting a `Date` on every
 * line was a visible share of writing an access line.
 */
export function isoTimeAt(now: number): string {
  const milliseconds = ((now % 1000) + 1000) % 1000;
  const start = now - milliseconds;
  if (start !== second) {
    second = start;
    // `2026-01-02T03:04:05.` of `2026-01-02T03:04:05.000Z`.
    secondText = `,"time":"${new Date(start).toISOString().slice(0, -4)}`;
  }
  return `${secondText}${milliseconds < 10 ? '00' : milliseconds < 100 ? '0' : ''}${milliseconds}Z"`;
}

function isoTime(): string {
  return isoTimeAt(Date.now());
}

/** How lines are written: JSON, one object a line (collectors), or coloured text for a person. */
export type LogFormat = 'json' | 'pretty';

/** LOG_FORMAT when set; else pretty when standard output is a terminal, JSON when it is not. */
export function logFormatFor(configured: LogFormat | undefined, stdoutIsTerminal: boolean): LogFormat {
  return configured ?? (stdoutIsTerminal ? 'pretty' : 'json');
}

const pretty = loadOnFirstUse<typeof Pretty>('pino-pretty');

/**
 * pino-pretty in this process, not in a worker thread: the format is for a person at a terminal,
 * where a few lines a second are written, and a thread would need its own module resolution in
 * `dist/`. Colours only on a terminal; level, time and message first, the fields after. Loaded
 * only in this format: JSON logging, the default off a terminal, never needs it.
 */
function prettyStream(destination: pino.DestinationStream | undefined): pino.DestinationStream {
  return pretty().PinoPretty({
    destination: destination ?? 1,
    colorize: destination === undefined && process.stdout.isTTY === true,
    translateTime: 'SYS:HH:MM:ss.l',
    ignore: 'pid,hostname,service',
    singleLine: true,
    sync: destination === undefined,
  });
}

/**
 * The service's logger: JSON lines on standard output, unless a destination is given (tests), or
 * pino-pretty's readable lines in the `pretty` format. Standard output is written asynchronously
 * in JSON: lines that come while a write is under way go out together in the next one, instead
 * of one system call per line on the request path. pino flushes what is pending when the process
 * exits, whatever the reason.
 */
export function createLogger(
  level: string,
  destination?: pino.DestinationStream,
  format: LogFormat = 'json',
): Logger {
  return pino(
    {
      level,
      base: { service: 'petstore-gateway' },
      timestamp: isoTime,
      redact: { paths: REDACTED_PATHS, censor: '[REDACTED]' },
      formatters: { level: (label) => ({ level: label }) },
    },
    format === 'pretty'
      ? prettyStream(destination)
      : (destination ?? pino.destination({ dest: 1, sync: false })),
  );
}

/**
 * A logger for lines whose fields are fixed by the code and never secret (the access line: ids,
 * method, path without query, status, timings). It skips the redaction pass, which could find
 * nothing in them and costs about half of writing such a line. Anything else logs through the
 * redacting logger.
 */
export function fixedFieldsLogger(logger: Logger): Logger {
  return logger.child({}, { redact: [] });
}
