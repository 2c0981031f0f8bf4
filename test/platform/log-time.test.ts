import { expect, test } from 'vitest';
import { isoTimeAt } from '../../src/logger.js';

test('the log time is pino’s ISO time to the millisecond, at and around second boundaries', () => {
  const now = Date.now();
  const times = [now, now - (now % 1000), now - (now % 1000) - 1, 0, 9, 99, 100, 999, 1000, -1, -1001];
  // Out of order too: the remembered second must never leak into another second.
  for (const time of [...times, ...times.reverse()]) {
    expect(isoTimeAt(time)).toBe(`,"time":"${new Date(time).toISOString()}"`);
  }
});
