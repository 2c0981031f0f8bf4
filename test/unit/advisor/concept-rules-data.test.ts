import { describe, expect, it } from 'vitest';
import data from '../../../src/core/chat/advisor/emergency-rules/concept-rules.json' with { type: 'json' };
import { LEXICON } from '../../../src/core/chat/advisor/lexicon/index.js';

// A rule that names a concept the lexicon lacks can never hold: the misspelt name fails silently.
describe('the concept rules as data', () => {
  const named = [...new Set(JSON.stringify(data).match(/"[a-z]+\.[a-z0-9-]+"/g) ?? [])].map((quoted) =>
    quoted.slice(1, -1),
  );

  it('name only concepts the lexicon defines and signs the rules define', () => {
    const unknown = named.filter((name) => {
      const [domain = '', concept = ''] = name.split('.');
      if (domain === 'sign') return !(concept in data.signs);
      return !(concept in (LEXICON[domain] ?? {}));
    });
    expect(named.length).toBeGreaterThan(100);
    expect(unknown).toEqual([]);
  });

  it('explain whole episodes only with contexts', () => {
    expect(data.episodeContexts.length).toBeGreaterThan(0);
    expect(data.episodeContexts.every((name) => name.startsWith('context.'))).toBe(true);
  });
});
