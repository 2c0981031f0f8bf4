import { describe, expect, it } from 'vitest';
import { URGENT, lastAnswer } from './support.js';

const DOCTOR = /local emergency number/;

/** A person's emergency goes to a doctor or poison centre; a pet's, told beside it, to the vet. */
describe('harm to people beside pets', () => {
  it.each([
    'my little girl chewed one of the cat’s worming tablets',
    'the puppy bit my son’s face and it will not stop bleeding',
    'my grandson got into the slug pellets in the greenhouse',
    'since I stroked the rabbit my lips are swelling up',
  ])('"%s" sends the person to emergency services, not the vet', async (question) => {
    const answer = await lastAnswer(question);
    expect(answer).toMatch(DOCTOR);
    expect(answer).not.toMatch(URGENT);
  });

  it.each([
    'my nephew and the spaniel both ate slug pellets',
    'the children had raisins and the dog finished the bag',
  ])('"%s" still leads with the vet’s urgent advice', async (question) => {
    expect(await lastAnswer(question)).toMatch(URGENT);
  });

  it.each([
    'I had a bar of chocolate while the dog watched, he begged, can he try a piece?',
    'my wife took paracetamol for her headache, could the dog have half for his limp?',
    'my cat bit my hand gently while playing, how do I stop it?',
  ])('"%s" raises no alarm', async (question) => {
    const answer = await lastAnswer(question);
    expect(answer).not.toMatch(URGENT);
    expect(answer).not.toMatch(DOCTOR);
  });
});
