import { countTokens } from 'gpt-tokenizer/encoding/o200k_base';
import { describe, expect, it } from 'vitest';
import { countPromptTokens, countTextTokens, TOKENIZER_ENCODING } from '../../src/core/chat/index.js';

describe('token counting', () => {
  it('uses the o200k_base encoding and matches it exactly on ordinary text', () => {
    expect(TOKENIZER_ENCODING).toBe('o200k_base');
    const prose =
      'My 4-year-old Labrador, Biscuit, ate half a bar of dark chocolate!\n\nShould I call the vet?  ' +
      'Il a mangé du chocolat. 我的狗吃了巧克力。 '.repeat(20);
    expect(countTextTokens(prose)).toBe(countTokens(prose));
  });

  it('counts a conversation with the chat framing of 3 tokens per message plus 3 for the reply', () => {
    const messages = [
      { role: 'system' as const, content: 'Be brief.' },
      { role: 'user' as const, content: 'Hello there' },
    ];
    const expected =
      3 +
      (3 + countTokens('system') + countTokens('Be brief.')) +
      (3 + countTokens('user') + countTokens('Hello there'));
    expect(countPromptTokens(messages)).toBe(expected);
  });

  it('stays fast on pathological input: a 32,000-character run without spaces', () => {
    const run = Array.from({ length: 32_000 }, (_, index) =>
      String.fromCharCode(0x4e00 + ((index * 7919) % 2000)),
    ).join('');
    const startedAt = Date.now();
    const tokens = countTextTokens(run);
    expect(Date.now() - startedAt).toBeLessThan(2000);
    expect(tokens).toBeGreaterThan(10_000);
  });

  it('stops counting once past the limit it was given', () => {
    const long = 'my dog likes long walks in the park '.repeat(2000);
    expect(countPromptTokens([{ role: 'user', content: long }], 100)).toBeLessThan(countTokens(long));
  });
});
