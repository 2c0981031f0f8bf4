import { describe, expect, it } from 'vitest';
import { InMemoryPetCatalog, storedPet } from '../../chat/support/in-memory-pet-catalog.js';
import { DECLINED, converse, lastAnswer } from './support.js';

describe('care questions', () => {
  it('about a turtle named by its kind get the turtle diet', async () => {
    const answer = await lastAnswer('what should i feed my red eared slider?');
    expect(answer).not.toMatch(DECLINED);
    expect(answer).toMatch(/^\*\*Feeding turtles, terrapins and tortoises\.\*\*/);
  });

  it('about a catalog pet in focus are answered for its breed', async () => {
    const catalog = new InMemoryPetCatalog([
      storedPet({ name: 'Dot', species: 'REPTILE', breed: 'Leopard Gecko', price: '80.00' }),
    ]);
    const [, answer] = await converse(catalog, 'how much is Dot?', 'what does he eat?');
    expect(answer).toMatch(/leopard geckos eat only insects/);
  });

  it('of two questions in one message get an entry for each', async () => {
    const answer = await lastAnswer('how often should i bath my dog? and how do i clip his nails');
    expect(answer).toMatch(/\*\*[^*]*bath[^*]*\*\*/i);
    expect(answer).toMatch(/\*\*[^*]*nail[^*]*\*\*/i);
  });

  it('hears a water bowl refilled more often as a pet drinking more, even in a later turn', async () => {
    const answer = await lastAnswer(
      'our tabby is twelve and still climbs the curtains',
      'these days I seem to be topping up his water bowl all the time',
    );
    expect(answer).not.toMatch(DECLINED);
    expect(answer).toMatch(/kidney|thyroid|diabetes/i);
  });
});

describe('what a pet requires', () => {
  it('is asked as what it needs', async () => {
    const asked = await lastAnswer('how much sleep does a puppy require?');
    expect(asked).toMatch(/^\*\*How much sleep/);
    expect(asked).toBe(await lastAnswer('how much sleep does a puppy need?'));
  });
});

describe('physical activity', () => {
  it('is asked as exercise', async () => {
    const answer = await lastAnswer(
      'Tell me about a husky as a breed',
      'what physical activity is right for one?',
    );
    expect(answer).not.toMatch(DECLINED);
    expect(answer).toMatch(/\*\*How much exercise/);
  });
});

describe('a frequency asked for', () => {
  it('is asked as how often', async () => {
    expect(await lastAnswer('our kitten is tiny', 'how frequently should she eat?')).toMatch(
      /\*\*Feeding a kitten/,
    );
    expect(await lastAnswer('We own a senior cat.', 'At what frequency should she see the vet?')).toMatch(
      /\*\*Routine check-up/,
    );
  });
});

describe('advice asked as a recommendation', () => {
  it('is searched by what it is about, not by the word "suggest"', async () => {
    const answer = await lastAnswer('what toys would you suggest for a bored rabbit?');
    expect(answer).not.toMatch(/don't have specific guidance/);
    expect(answer).toMatch(/rabbit/i);
  });
});

describe('exercise asked per day', () => {
  it('gets the exercise entry for a dog named the turn before', async () => {
    const answer = await lastAnswer('just got a springer spaniel', 'exercise per day for her?');
    expect(answer).toMatch(/\*\*How much exercise a dog needs/);
  });
});
