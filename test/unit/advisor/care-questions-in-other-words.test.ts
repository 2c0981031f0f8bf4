import { describe, expect, it } from 'vitest';
import { lastAnswer } from './support.js';

describe('care questions put in other words', () => {
  it('about a cat kept in all the time get the indoor-cat advice', async () => {
    const answer = await lastAnswer('we plan to keep our new cat inside full time, can she still be happy?');
    expect(answer).toMatch(/^\*\*Keeping indoor cats happy\.\*\*/);
  });

  it('about an old cat that grows thinner while always hungry point to the thyroid', async () => {
    const answer = await lastAnswer(
      'my old cat is ravenous yet continues to drop weight, why could that be?',
    );
    expect(answer).toMatch(/thyroid/i);
  });

  it('about hair balls left on the rug get the hairball advice', async () => {
    const answer = await lastAnswer('my cat leaves hair balls on the rug every week, how do I reduce them?');
    expect(answer).toMatch(/^\*\*Hairballs in cats\.\*\*/);
  });

  it('about immunisations, in the formal word, get the vaccine advice', async () => {
    const answer = await lastAnswer('Which immunisations should a pet rabbit be given?');
    expect(answer).toMatch(/myxomatosis/i);
  });

  it('about a cat that urinates beside her tray get the litter box advice', async () => {
    const answer = await lastAnswer('Why does my cat urinates next to her tray on the landing?');
    expect(answer).toMatch(/litter/i);
  });

  it('about the age to castrate a male dog get the neutering advice', async () => {
    const answer = await lastAnswer('when would be a sensible time to castrate my male dog?');
    expect(answer).toMatch(/^\*\*Spaying and neutering\.\*\*/);
  });
});
