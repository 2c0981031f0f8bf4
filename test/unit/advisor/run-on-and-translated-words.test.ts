import { describe, expect, it } from 'vitest';
import { URGENT, lastAnswer } from './support.js';

/** Emergencies in run-on messages, translated idioms and text-speak, told without their names. */
describe('an emergency in run-on, translated or texted words', () => {
  it.each([
    'we were out and the old lab just dropped on the walk, his legs went, he is up again now',
    'so um the kettle went over and splashed on the cat and now her fur is coming away in a patch',
    'my daughter has given to the dog a hand of red grapes',
    'the puppy shaked very strong the whole body and the eyes were empty',
    'the ferret hangs in my arms like a rag and does not hold his head',
    'our kaninchen sits in a ball, belly hard, and I not see any poops today',
    'the dog cut his leg on a fence and the blood jumps out with the rhythm of the heart',
  ])('leads with the urgent advice: "%s"', async (message) => {
    expect(await lastAnswer(message)).toMatch(URGENT);
  });

  it('reads a kitten half born and stuck for a while as a birth that has stalled', async () => {
    const answer = await lastAnswer(
      'my cat began to give birth and a small foot is out for half an hour, it does not come more',
    );
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(/birth|labou?r|queening/i);
  });

  it('names the blocked bladder for a tom who hides, cries and leaves pinky wee', async () => {
    const answer = await lastAnswer(
      'my neutered tom hides, cries when I lift him and leaves spots of pinky wee on the mat',
    );
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(/block|bladder|urethr/i);
  });

  it('reads a pale tongue after a sudden drop as a collapse', async () => {
    const answer = await lastAnswer(
      'my boxer went down on the walk and now his tongue looks pale and he is weak',
    );
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(/collapse|pale/i);
  });
});
