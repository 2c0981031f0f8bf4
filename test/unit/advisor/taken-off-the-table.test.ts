import { describe, expect, it } from 'vitest';
import { URGENT, lastAnswer } from './support.js';

describe('a poison taken off a surface, and calm questions that name a danger', () => {
  it('reads a raisin scone grabbed off the table as eaten', async () => {
    const answer = await lastAnswer(
      "Doggy daycare here, we had a guest get a fruit scone off the staff table, packed with raisins. Little pug. He's fine at the moment but I wanted to check before I call his people.",
    );
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(/raisin|grape/i);
  });

  it.each([
    'my kitten chewed a couple of strands of spider plant and brought them back up, she is fine, is it safe for her?',
    'Kennel owner here. How do we keep the dogs from overheating in the outdoor runs in July? Nobody is ill, just planning ahead.',
  ])('stays calm: "%s"', async (message) => {
    expect(await lastAnswer(message)).not.toMatch(URGENT);
  });
});

describe('blood named in a test', () => {
  it('is no bleeding: a stable diabetic cat’s glucose checks are a care question', async () => {
    const answer = await lastAnswer(
      'My elderly tom is diabetic and stable on his insulin. How often should his blood glucose be measured at home?',
    );
    expect(answer).not.toMatch(URGENT);
  });
});
