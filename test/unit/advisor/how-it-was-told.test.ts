import { describe, expect, it } from 'vitest';
import { URGENT, lastAnswer } from './support.js';

/**
 * The same emergencies told in shapes the rules first missed: a safety question with the eating
 * owned after it, a poison corrected to another, the age and weight said before the animal, a
 * pet called by a name that is also a word, a product named by whose it is, a person and a pet
 * who both ate, a treatment asked about rather than given; and the calm questions beside them.
 */
describe('asked as if nothing had happened, then owned', () => {
  it('reads "is my dog ok to eat raisins? he already had a dozen" as the raisins eaten', async () => {
    const answer = await lastAnswer('is my dog ok to eat raisins? he already had a dozen');
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(/raisin|grape/i);
  });

  it('reads a count past five after "had" as an eating', async () => {
    const answer = await lastAnswer('our spaniel had twelve of the sultanas off the counter');
    expect(answer).toMatch(URGENT);
  });

  it('reads a strip with tablets missing beside a puppy as the tablets eaten', async () => {
    const answer = await lastAnswer(
      "the puppy was chewing grandad's heart tablets in the hall and the foil now has three missing",
    );
    expect(answer).toMatch(URGENT);
  });
});

describe('a poison corrected', () => {
  it('keeps the alarm when one poison is corrected to another', async () => {
    const answer = await lastAnswer(
      'my terrier got at the cake tin',
      'sorry, I meant the sultana loaf, not the chocolate cake, and most of it has gone',
    );
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(/grape|raisin|sultana/i);
  });

  it('keeps the alarm when the milk kind is corrected to the dark kind', async () => {
    const answer = await lastAnswer(
      'my beagle found some chocolate in my bag',
      'not the milk chocolate, the 85% dark bar, nearly all of it',
    );
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(/chocolate|theobromine/i);
  });

  it('calls the alarm off when the poison feared turns out to be a harmless fruit', async () => {
    const answer = await lastAnswer(
      'my dog ate grapes off the floor',
      'oh wait, they were blueberries, not grapes, my daughter dropped them',
    );
    expect(answer).not.toMatch(URGENT);
  });
});

describe('how the animal is named', () => {
  it('reads a message that opens with age and weight as about the animal after them', async () => {
    const answer = await lastAnswer(
      '7 yr old 25 kg collie vomited twice and the second lot was bright red blood',
    );
    expect(answer).toMatch(URGENT);
  });

  it('reads a capitalised name asked about as the pet, not the plant', async () => {
    const answer = await lastAnswer(
      "Does Holly need a vet? she's our kitten and a length of string is hanging out of her mouth",
    );
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(/string|thread|swallowed/i);
  });

  it('leaves the cat as the pet when the dog is named only as the owner of the product', async () => {
    const answer = await lastAnswer(
      'are flea treatments the same for cats and dogs?',
      "too late, I used the dog's pipette on her at lunchtime and now she's shaking and twitching",
    );
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(/permethrin/i);
  });

  it('reads DSH on a vet form as a cat', async () => {
    const answer = await lastAnswer(
      "DSH, 5 years. Put one of the dog's flea vials on her yesterday and today she is twitching and drooling",
    );
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(/permethrin/i);
  });
});

describe('who ate it', () => {
  it('keeps the pet’s eating when a child ate the same and the dog did too', async () => {
    const answer = await lastAnswer('my son ate some raisins and the puppy had some too, quite a handful');
    expect(answer).toMatch(URGENT);
  });

  it('does not alarm when only the owner took a medicine and asks about the dog', async () => {
    const answer = await lastAnswer(
      'I took a paracetamol for my headache, could the dog have half of one for his hips?',
    );
    expect(answer).not.toMatch(URGENT);
  });
});

describe('a womb infection, and a remedy asked about', () => {
  it('dates the signs by the season without setting them in the past', async () => {
    const answer = await lastAnswer(
      "my old girl has never been spayed; her season ended about six weeks ago and now her tummy is swollen and she's very flat",
    );
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(/pyometra|womb/i);
  });

  it('keeps the alarm when old antibiotics are asked about after the signs', async () => {
    const answer = await lastAnswer(
      "our unspayed collie finished her heat a month ago, she's drinking loads, off her food and there's discharge from her back end",
      'could I just start her on the tablets left over from her ear infection last spring?',
    );
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(/pyometra|womb/i);
  });
});

describe('the cause told beside the signs', () => {
  it('puts the poison before the shared signs when coffee beans were told a turn earlier', async () => {
    const answer = await lastAnswer(
      'my whippet got into a bag',
      'coffee beans, a big handful, and his heart is pounding and he is pacing',
    );
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(/caffeine|coffee/i);
  });

  it('explains a medicine only a vet may give when its dose is asked for after an accident', async () => {
    const answer = await lastAnswer(
      'a cyclist knocked my dog over and he is limping',
      'he yelps when I touch his leg, can I give him some Calpol so he settles?',
    );
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(/paracetamol/i);
  });

  it('reads a limp, drooling ferret whose sugar runs low, with no heat told, as low blood sugar', async () => {
    const answer = await lastAnswer(
      'my ferret has insulinoma and we feed her little and often',
      "she's flopped in her hammock, drooling and staring, and won't stand",
    );
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(/blood sugar/i);
  });
});

describe('calm questions beside them', () => {
  it('does not alarm for carob treats made for dogs', async () => {
    const answer = await lastAnswer(
      'my lab finished a packet of doggy choc drops, those are fine for dogs, right?',
    );
    expect(answer).not.toMatch(URGENT);
  });

  it('still alarms when real chocolate is eaten beside the carob', async () => {
    const answer = await lastAnswer('he ate his carob treats and then half my bar of dark chocolate');
    expect(answer).toMatch(URGENT);
  });

  it('does not read stiff episodes from arthritis as fits', async () => {
    const answer = await lastAnswer(
      'my old lab has stiff episodes first thing in the morning, what helps his joints?',
    );
    expect(answer).not.toMatch(URGENT);
  });

  it('answers "is my gran’s ibuprofen ok to give the dog?" as the safety question it is', async () => {
    const answer = await lastAnswer("is my gran's ibuprofen ok to give the dog for his sore knee?");
    expect(answer).not.toMatch(URGENT);
    expect(answer).toMatch(/ibuprofen/i);
  });
});
