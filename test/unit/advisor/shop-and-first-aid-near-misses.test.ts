import { describe, expect, it } from 'vitest';
import { InMemoryPetCatalog, storedPet } from '../../chat/support/in-memory-pet-catalog.js';
import { converse, DECLINED, URGENT, lastAnswer } from './support.js';

// A shop with dogs of several sizes, cats and one tortoise, so a question misread as a request
// for pets shows up as a listing or a record.
const SHOP = () =>
  new InMemoryPetCatalog([
    storedPet({ name: 'Biscuit', species: 'DOG', breed: 'Toy Poodle', size: 'SMALL', price: '160.00' }),
    storedPet({ name: 'Ranger', species: 'DOG', breed: 'Labrador Retriever', size: 'LARGE', price: '75.00' }),
    storedPet({ name: 'Juno', species: 'DOG', breed: 'Boxer', size: 'LARGE', price: '90.00' }),
    storedPet({ name: 'Bramble', species: 'CAT', breed: 'Maine Coon', price: '95.00' }),
    storedPet({ name: 'Misty', species: 'CAT', breed: 'Tabby', size: 'SMALL', price: '60.00' }),
    storedPet({ name: 'Shelly', species: 'REPTILE', breed: 'Hermann Tortoise', price: '65.00' }),
  ]);
async function shopAnswer(...turns: string[]): Promise<string> {
  return (await converse(SHOP(), ...turns)).at(-1) ?? '';
}

const A_LISTING = /available right now|among the pets available/;

// Questions that sound alarming or sound like shopping but are neither an emergency nor a request
// for pets: an illness told as the past, first aid already done with nothing left, a product
// wanted for a habit, a care question that names a size or a litter.
describe('an illness told as the past is no emergency now', () => {
  it('a rabbit that had gut stasis some time back is asked about her greens', async () => {
    const answer = await lastAnswer(
      'our doe had gut stasis a good while ago, she is back to normal, how many greens a day?',
    );
    expect(answer).not.toMatch(URGENT);
  });

  it('a tom cat that blocked once is asked about food that stops it recurring', async () => {
    const answer = await lastAnswer(
      'our tom had a blocked bladder once, which food keeps it from recurring?',
    );
    expect(answer).not.toMatch(URGENT);
    expect(answer).toMatch(/urinary|water|wet/i);
  });

  it('a blockage once and straining again now is still an emergency', async () => {
    const answer = await lastAnswer(
      'my tom had a blocked bladder once and now he is straining in the tray with nothing coming out',
    );
    expect(answer).toMatch(URGENT);
    const stasisAgain = await lastAnswer(
      'my rabbit had gut stasis a while back and now she hasnt pooped since yesterday',
    );
    expect(stasisAgain).toMatch(URGENT);
  });
});

describe('first aid done at home, with the danger signs named gone', () => {
  it('crust wiped from an eye with cooled boiled water, and no squint, is no scald and no eye injury', async () => {
    const answer = await lastAnswer(
      'i wiped some crust off my spaniels eye with cooled boiled water, he isnt squinting at all. ok?',
    );
    expect(answer).not.toMatch(URGENT);
  });

  it('an eye held shut is still an eye emergency', async () => {
    expect(await lastAnswer('my cat is squinting and pawing at her eye')).toMatch(URGENT);
  });

  it('a bleed already stopped is answered with advice, not the alarm', async () => {
    const answer = await lastAnswer(
      'my parrot broke a feather and it bled, i stopped the bleeding with cornflour, how do i stop her hurting herself again?',
    );
    expect(answer).not.toMatch(URGENT);
  });

  it('a small bird whose feather bleed was stopped gets advice; one still bleeding gets the alarm', async () => {
    const stopped = await lastAnswer(
      'our budgies wing was clipped too short and a feather bled, i stopped the bleed with cornflour. what now?',
    );
    expect(stopped).not.toMatch(URGENT);
    expect(stopped).toMatch(/blood feather/i);
    expect(await lastAnswer('my budgie is bleeding from a broken feather')).toMatch(URGENT);
  });

  it('a thorn pulled from a pad is cleaned and left uncovered', async () => {
    const answer = await lastAnswer(
      'got a thorn out of my terriers paw with tweezers, he is walking on it fine, should i bandage it?',
    );
    expect(answer).not.toMatch(URGENT);
    expect(answer).toMatch(/uncovered|clean/i);
  });
});

describe('shop questions about products, not pets', () => {
  it('a product named is not a request for the dogs on offer', async () => {
    for (const question of [
      'have you got cooling mats? my husky struggles in the heat',
      'do you sell tick removers? my collie picked one up in the woods',
      'have you got dog safe chocolate treats for his birthday?',
      'have you got dog food?',
    ]) {
      expect(await shopAnswer(question)).not.toMatch(A_LISTING);
    }
  });

  it('something bought for a purpose is not a pet wanted', async () => {
    expect(await shopAnswer('what could i buy to keep my cat off the kitchen table?')).not.toMatch(A_LISTING);
  });

  it('a bitch due to whelp is a dog, so the question about a whelping box is pet care', async () => {
    const answer = await shopAnswer('do you sell whelping boxes? my bitch is expecting next month');
    expect(answer).not.toMatch(DECLINED);
    expect(answer).not.toMatch(A_LISTING);
  });
});

describe('care questions that name a size, a litter or animals at home', () => {
  it('a normal pulse for a large dog is a care question', async () => {
    const answer = await shopAnswer('whats a normal heart rate for a large sized dog at rest?');
    expect(answer).not.toMatch(A_LISTING);
    expect(answer).toMatch(/a minute|per minute/i);
  });

  it('the cord left on newborn puppies is a care question', async () => {
    const answer = await shopAnswer(
      'the puppies are 3 days old and one still has a bit of cord, is that normal?',
    );
    expect(answer).not.toMatch(A_LISTING);
    expect(answer).toMatch(/cord/i);
  });

  it('what the household does not have is not a question to the shop', async () => {
    const answer = await shopAnswer(
      'we dont have any lilies in the house, but is a lily candle bad for my cat?',
    );
    expect(answer).not.toMatch(A_LISTING);
  });

  it('animals the pet watches do not change which pet is asked about', async () => {
    const answer = await shopAnswer(
      'my cat chatters at the window',
      'she is watching the birds on the feeder',
    );
    expect(answer).toMatch(/chatter|prey|hunt/i);
    expect(answer).not.toMatch(/your bird/);
  });

  it('the tortoise of a household that names its animals is its own, not the shop’s', async () => {
    const answer = await shopAnswer(
      'we have two dogs and a tortoise. is the tortoise healthy enough for hibernating?',
    );
    expect(answer).not.toMatch(/adoption fee/);
  });
});

describe('everyday questions answered with what a vet would say', () => {
  it.each([
    ['my maltese has rusty stains below her eyes, can i clean them off?', /tear/i],
    ['blackheads on my tabbys chin, what are they?', /acne/i],
    ['my unspayed doe keeps building a nest out of hay and her own fur', /false|phantom|pregnan/i],
    ['our bitch is mothering a soft toy six weeks after her season', /false|phantom/i],
    ['my slim cat has a loose flap of skin under her tummy that swings, normal?', /primordial pouch/i],
    ['when does the umbilical cord drop off newborn kittens?', /cord/i],
    ['a cat with no collar keeps coming into our garden, how do we find her owner?', /microchip/i],
    ['why does my lurcher spin round and round before lying down?', /instinct|normal/i],
    ['how do i check my cocker spaniel for grass awns in summer?', /grass seed|awn/i],
    ['my dog is a bit stiff the day after a long hike but eating fine', /rest/i],
  ])('%s', async (question, expected) => {
    const answer = await lastAnswer(question);
    expect(answer).not.toMatch(URGENT);
    expect(answer).toMatch(expected);
  });
});

describe('when and whose do not say what a question is about', () => {
  it('a rabbit minded for a relative in the spring is asked about her daily diet, not spring greens', async () => {
    const answer = await lastAnswer(
      'we are looking after my uncles rabbit in the spring, what does she need to eat every day?',
    );
    expect(answer).toMatch(/^\*\*What rabbits should eat/);
    expect(answer).toMatch(/hay/);
  });
});
