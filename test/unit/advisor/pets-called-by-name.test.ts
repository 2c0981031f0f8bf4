import { describe, expect, it } from 'vitest';
import { URGENT, lastAnswer } from './support.js';

/**
 * A pet called only by its name, even a name that is also a word ("Biscuit", "Pepper"), and
 * wherever in the message the name opens a clause, is the animal the report is about; told beside
 * a person ("my husband left..."), the report is still the pet's, not declined as a person's.
 */
describe('a pet called only by its name', () => {
  it.each([
    [
      'After a long hike in the heat, Pepper is boiling to the touch, panting like mad and staggering',
      /heat/i,
    ],
    ["Waffles's been vomiting all morning and now she's collapsed on the kitchen floor", /collapse|vomit/i],
    ['my wife dropped her sugar free mints on the floor and Muffin has eaten most of the tin', /xylitol/i],
    ['Our lodger left a bag of raisins out and Biscuit ate the lot', /grape|raisin/i],
    ['Toffee is struggling to catch her breath and her tongue has gone a lilac colour', /breath/i],
    ['Bean is hunched in his corner grinding his teeth and has not eaten all day', /vet/i],
    [
      'Clementine hasnt touched her hay or pellets since yesterday and there are no droppings in the tray',
      /stasis/i,
    ],
  ])('"%s" leads with the urgent advice', async (question, entry) => {
    const answer = await lastAnswer(question);
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(entry);
  });

  it.each([
    'Pepper loves carrots, how many can she have a day?',
    'Biscuit has started scratching the sofa, how do I stop her?',
    'What is the best age to neuter a puppy?',
  ])('"%s" is answered without the alarm', async (question) => {
    expect(await lastAnswer(question)).not.toMatch(URGENT);
  });
});

describe('a question about a pet called by its name and its health', () => {
  it.each([
    [
      "Noodle's had an underactive thyroid for a year, is it ok to change her tablets to the evening?",
      /thyroid|vet/i,
    ],
    ["Waffles's arthritis is getting worse, how can I help his stiff joints?", /arthritis|joint/i],
  ])('"%s" is answered, not declined', async (question, subject) => {
    const answer = await lastAnswer(question);
    expect(answer).not.toMatch(/I can only help with pet care/);
    expect(answer).toMatch(subject);
  });

  it('still declines a request about something else that opens with a capital', async () => {
    expect(
      await lastAnswer('Any ideas for a leaving speech? The party is on Friday and I have nothing'),
    ).toMatch(/I can only help with pet care/);
  });
});

describe('a pet called by its name as the one harmed', () => {
  it.each([
    'the toddler gave Waffles a button battery from the remote to chew, she seems ok',
    'Pudding fell off the back wall and is limping and crying',
    'I think Crumble has a twisted stomach',
    'the wasp stung Nutmeg on the lip and now the gums of Nutmeg look grey',
  ])('leads with the urgent advice: "%s"', async (message) => {
    expect(await lastAnswer(message)).toMatch(URGENT);
  });

  it('does not read children feeding a pet as a pet eating something', async () => {
    expect(
      await lastAnswer(
        'the kids love feeding him and stroking his shell, but is salmonella a risk with a turtle?',
      ),
    ).not.toMatch(URGENT);
  });
});
