import { describe, expect, it } from 'vitest';
import { URGENT, lastAnswer } from './support.js';

/**
 * An owner who greets or apologises in English and then tells the trouble in their own language,
 * or opens with "sorry to bother you": the greeting changes nothing about what is told after it.
 */
describe('a greeting before the report', () => {
  it.each([
    [
      'Hi, sorry to bother you, I hope this is the right place to ask. Mi gato macho no puede orinar y llora en la arena desde hace horas',
      /urin|block/i,
    ],
    [
      'Hello, I am writing from the holiday flat and my phone is nearly dead. Mein Hund hat eine ganze Tafel Zartbitterschokolade gefressen',
      /chocolate/i,
    ],
    ['Bonjour. Mon lapin ne mange plus rien depuis hier et il ne fait plus de crottes', /stasis/i],
    [
      'sorry to bother you, my staffy has been panting really heavily in the garden sun and his tongue is very dark',
      /heat/i,
    ],
  ])('"%s" leads with the urgent advice', async (question, entry) => {
    const answer = await lastAnswer(question);
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(entry);
  });

  it.each([
    ['Hi there, quick question before we go shopping. Mon chien peut-il manger des carottes ?', /carrot/i],
    ['Hello, hope you are well, I have a question. Wie oft sollte ich meine Katze entwurmen?', /worm/i],
    ['sorry to bother you, at what age should a kitten be spayed?', /spay|neuter/i],
  ])('"%s" is answered without the alarm', async (question, subject) => {
    const answer = await lastAnswer(question);
    expect(answer).not.toMatch(URGENT);
    expect(answer).toMatch(subject);
  });
});

describe('a report in another language with an English sentence after it, no full stop between', () => {
  it('reads the report in English', async () => {
    const answer = await lastAnswer(
      'mi gato macho no puede orinar y llora en la arena desde hace horas Our vet is closed until Monday.',
    );
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(/urin|block/i);
  });
});
