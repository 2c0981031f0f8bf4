import { defineEntries } from './define.js';

/** Everyday questions of owners of large breeds, new puppies and tropical fish. */
export const WEIGHT_AND_WALK_HEALTH_ENTRIES = defineEntries('health', [
  {
    id: 'health-healthy-adult-weight',
    species: 'any',
    title: 'A healthy weight for an adult cat or dog',
    keywords:
      'how much should my cat weigh, how much should my dog weigh, ideal weight, normal weight, healthy weight, average weight, weight for breed, big cat, large breed cat, huge cat, huge dog, is my cat too big, what should he weigh, what should she weigh, body condition score',
    text: 'Most adult cats weigh about 3.5 to 5 kg (8 to 11 lb), while large breeds such as the Maine Coon, Norwegian Forest Cat and Ragdoll are heavier: males often 6 to 9 kg (13 to 20 lb) and females 4 to 6 kg, and they keep growing until three to five years old. Dogs range from under 3 kg to over 70 kg, so compare your dog with its breed or build rather than one figure. Whatever the scales say, at a healthy weight you can feel the ribs easily under a thin layer of fat without seeing them, see a waist from above and a tuck behind the ribs from the side. Weigh your pet every month or two on the same scales, and see your vet about a gain or loss of a tenth of its weight without a reason you know.',
  },
  {
    id: 'health-puppy-going-out',
    species: 'dog',
    title: "A puppy's first walks outside",
    keywords:
      'when can my puppy go out, first walk, puppy first walk, go out on walks, walks outside, go outside, carry puppy outside, puppy on the lead, meet other dogs, go out in public',
    text: 'A puppy can usually walk in public places and meet unknown dogs from one to two weeks after the last vaccination of its first course, often at about 10 to 12 weeks old; the exact day depends on the vaccine used, so ask your vet when you book the jabs. Until then, carry your puppy out to meet people, traffic and new sounds, let it play in your own garden if no unvaccinated dogs use it, and let it meet healthy, fully vaccinated adult dogs you know, because the time when puppies learn to accept the world closes at about 12 to 14 weeks. Keep it off ground where unknown dogs toilet, such as parks and verges, because parvovirus lasts there for months. Practise wearing the collar and lead at home so the first walk is easy.',
  },
]);

export const FISH_CARE_ADOPTION_ENTRIES = defineEntries('adoption', [
  {
    id: 'adoption-betta-care',
    species: 'any',
    otherAnimal: 'fish',
    title: 'Keeping a betta (Siamese fighting fish)',
    keywords:
      'betta, betta fish, siamese fighting fish, betta tank, betta temperature, betta heater, how warm for a betta, betta bowl, tropical fish temperature, fighting fish',
    text: 'Bettas are tropical fish and need a heated, filtered tank of at least 20 litres (5 gallons), not a bowl, kept at 24 to 28 °C (76 to 82 °F) with an adjustable aquarium heater and a thermometer to check it every day. Choose a gentle filter, since their long fins make strong currents hard work, and a lid, because they jump. Add a dechlorinator to all tap water, change about a quarter of the water each week, and feed a pinch of betta pellets or frozen foods once or twice a day, no more than it eats in two minutes. Keep males alone, since they fight each other and nip long-finned tankmates.',
  },
]);
