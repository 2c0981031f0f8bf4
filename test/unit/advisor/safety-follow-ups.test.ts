import { describe, expect, it } from 'vitest';
import { URGENT, lastAnswer } from './support.js';

describe('a safety verdict', () => {
  it('for ice: yes, without alarm', async () => {
    const answer = await lastAnswer('can my dog have some ice cubes on a hot day?');
    expect(answer).toMatch(/^Yes: ice cubes/);
    expect(answer).not.toMatch(URGENT);
  });

  it('is given again for "how often?" right after it', async () => {
    expect(await lastAnswer('can cats eat tuna', 'how often?')).toMatch(/^Only as an occasional treat/);
  });

  it('refuses the dose when the follow-up asks how much of a human medicine', async () => {
    const answer = await lastAnswer('can i give my dog aspirin?', 'how much then?');
    expect(answer).toMatch(/^Not without your vet: I can't give a dose of a human medicine/);
    expect(answer).not.toMatch(/\d+\s*mg/);
  });
});
