import { describe, expect, it } from 'vitest';
import { DECLINED, URGENT, lastAnswer } from './support.js';

/**
 * An emergency told early in a long conversation stays first through short turns that name no
 * pet: questions about the condition, practicalities, the shop, someone's opinion.
 */
describe('an emergency in a long conversation', () => {
  it('keeps the urgent advice when the owner only says how they feel after three short questions', async () => {
    const answer = await lastAnswer(
      'our whippet polished off a tray of dark chocolate brownies',
      'how fast does it kick in?',
      'what are the first signs?',
      'is it costly?',
      'honestly I feel dreadful, nobody ever told us this',
    );
    expect(answer).toMatch(URGENT);
    expect(answer).not.toMatch(DECLINED);
    expect(answer).toMatch(/chocolate/i);
  });

  it('does not take "how do vets treat it?" as the pet having been treated', async () => {
    const answer = await lastAnswer(
      'my cat chewed the leaves of the lilies on the table',
      'how do vets treat it?',
      'could it actually kill her?',
    );
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(/lil(y|ies)/i);
  });

  it('reads "some of the green ones" with the pellets named a few turns before', async () => {
    const answer = await lastAnswer(
      'are the slug pellets you stock safe around dogs?',
      'and the green ones?',
      'ok',
      'too late, my collie found some of the green ones by the shed and is trembling',
    );
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(/slug|metaldehyde/i);
  });

  it('does not take a walk back to the car as antifreeze', async () => {
    const answer = await lastAnswer(
      'my old setter just fell down on the trail and cannot stand, his gums look white',
      'we are two miles from the car',
    );
    expect(answer).toMatch(URGENT);
    expect(answer).not.toMatch(/antifreeze/i);
  });
});

describe('an emergency told first stays first', () => {
  it('answers a stuck pup with the difficult birth, not a leg injury, when time is added', async () => {
    const answer = await lastAnswer(
      'our collie had her first puppy about an hour ago',
      'now the second one has a leg hanging out and looks stuck',
      "it's been 30 mins like this",
    );
    expect(answer).toMatch(URGENT);
    expect(answer.indexOf('Difficult birth')).toBeGreaterThan(-1);
    expect(answer.indexOf('Difficult birth')).toBeLessThan(answer.search(/broken bone|fracture/i) >>> 0);
  });
});
