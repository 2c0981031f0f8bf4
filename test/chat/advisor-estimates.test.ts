import { describe, expect, it } from 'vitest';
import {
  estimateDailyEnergy,
  isFeedingAmountQuestion,
} from '../../src/core/chat/advisor/feeding-estimate.js';
import { lifeStageInText, statedAgeMonths } from '../../src/core/chat/advisor/life-stage.js';

describe('life stages read from a question', () => {
  it.each([
    ['I just adopted a rabbit, she is about a year old', 'rabbit', 12, 'adult'],
    ['My 12 year old lab is stiff', 'dog', 144, 'senior'],
    ['our 10-week-old puppy cries at night', 'dog', 2, 'young'],
    ['My cat is 14', 'cat', 168, 'senior'],
    ['a six month old kitten', 'cat', 6, 'young'],
  ] as const)('"%s" is a %s of %i months: %s', (question, species, months, stage) => {
    expect(statedAgeMonths(question)).toBe(months);
    expect(lifeStageInText(question, species)).toBe(stage);
  });

  it('reads "adult" as the adult stage, so kitten advice is not given for an adult cat', () => {
    expect(lifeStageInText('How often should I feed an adult cat?', 'cat')).toBe('adult');
  });

  it('does not read a weight as an age', () => {
    expect(statedAgeMonths('my dog is 30 kg')).toBeUndefined();
  });
});

describe('daily energy estimates (RER = 70 x kg^0.75 times a life-stage factor)', () => {
  it('a 4 kg neutered adult cat: RER about 198 kcal, 1.2 to 1.4 times that', () => {
    expect(estimateDailyEnergy('how much should my 4 kg cat eat', 'cat')).toMatchObject({
      restingKcal: 200,
      dailyKcal: 240,
      upperKcal: 280,
    });
  });

  it('converts pounds and uses the puppy factor for a five-month-old', () => {
    const estimate = estimateDailyEnergy('how much for my 22 lb puppy, 5 months old', 'dog');
    expect(estimate?.weightKg).toBeCloseTo(9.98, 1);
    expect(estimate?.dailyKcal).toBe(790);
  });

  it('uses the weight-loss factor for an overweight dog and says so', () => {
    expect(
      estimateDailyEnergy('my 14 kg beagle is overweight, how much to lose weight', 'dog'),
    ).toMatchObject({
      dailyKcal: 510,
      weightLoss: true,
    });
  });

  it('gives no calorie estimate for rabbits, or without a weight', () => {
    expect(estimateDailyEnergy('how much should my 2 kg rabbit eat', 'rabbit')).toBeUndefined();
    expect(estimateDailyEnergy('how much should my dog eat', 'dog')).toBeUndefined();
  });

  it('tells amount questions from frequency questions', () => {
    expect(isFeedingAmountQuestion('How much should I feed a 30 kg Labrador per day?')).toBe(true);
    expect(isFeedingAmountQuestion('How many times a day should I feed my kitten?')).toBe(false);
  });
});
