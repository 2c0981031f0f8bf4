import { defineEntries } from './define.js';

/** Amounts below any concern, and how long things take, for owners who give the figures. */
export const AMOUNTS_NUTRITION_ENTRIES = defineEntries('nutrition', [
  {
    id: 'nutrition-gum-with-sugar',
    species: 'dog',
    title: 'Chewing gum sweetened with sugar, with no xylitol',
    keywords:
      'sugar gum, normal gum, regular gum, gum with sugar, gum without xylitol, no xylitol, chewing gum ingredients',
    text: 'Gum sweetened only with sugar, with no xylitol (birch sugar, sometimes listed as E967) on the label, is not poisonous to dogs: a stick or two usually passes with at most a mildly upset stomach. Read the whole ingredient list, since some gums and mints sold as ordinary contain both sugar and xylitol, and if you cannot check, treat it as xylitol and call your vet now. A large amount of gum, or a pack with its wrappers, can clump together and block the gut of a small dog, so watch for vomiting, a sore belly or no poo over the next day or two and call your vet if you see them.',
  },
]);

export const AMOUNTS_HEALTH_ENTRIES = defineEntries('health', [
  {
    id: 'health-prescribed-medicine-with-food',
    species: 'any',
    title: 'Giving a prescribed anti-inflammatory: with food, at the vet’s dose',
    keywords:
      'with food, give with food, on her food, on his food, with a meal, with breakfast, with dinner, onto food, empty stomach, carprofen, meloxicam, metacam, robenacoxib, onsior, firocoxib, previcox, rimadyl, prescribed painkiller, anti-inflammatory from the vet, prescribed dose, twice daily, once a day, dose syringe',
    text: 'Most anti-inflammatory painkillers vets prescribe for pets, such as carprofen, meloxicam (Metacam), robenacoxib and firocoxib, are best given with a meal or straight after it, which protects the stomach; meloxicam liquid can be dripped onto a small portion of food, as long as your pet eats all of that portion. Give exactly the dose on the label, measured with the syringe made for it (marked by body weight), and never add a human painkiller, a steroid or a second anti-inflammatory. Stop and call your vet if your pet vomits, has black or bloody stools, goes off its food, or drinks and pees much more than usual. Other medicines differ (some antibiotics work best on an empty stomach), so check the label or ask the practice.',
  },
  {
    id: 'health-pregnancy-length',
    species: 'any',
    title: 'How long pregnancy lasts, and when the birth is due',
    keywords:
      'how long pregnant, how long are dogs pregnant, how long are cats pregnant, gestation, gestation period, length of pregnancy, days pregnant, weeks pregnant, how many more days, days until the puppies, puppies come, puppies arrive, kittens come, kittens arrive, when are the puppies due, when are the kittens due, overdue',
    text: 'Dogs give birth about 63 days (nine weeks) after ovulation, anywhere from 58 to 68 days after mating, and cats after about 63 to 65 days (58 to 67); rabbits kindle after 31 to 33 days, ferrets after about 42, and guinea pigs after 59 to 72 days. Counting from the mating is only a guide, so an ultrasound or X-ray date from your vet is more reliable, and an X-ray after about day 55 also counts the young. In the last days a dog’s temperature drops below about 37.8 °C (100 °F) 12 to 24 hours before labour, and she may nest, pant, shiver and refuse food. Call your vet if a dog goes past 68 days from mating, or if she strains hard for 20 to 30 minutes with no puppy, rests more than two to four hours between puppies, or shows a green or black discharge before the first one.',
  },
]);

export const AMOUNTS_ADOPTION_ENTRIES = defineEntries('adoption', [
  {
    id: 'adoption-aquarium-temperature',
    species: 'any',
    otherAnimal: 'fish',
    title: 'Water temperature for tropical and coldwater fish',
    keywords:
      'tank temperature, water temperature, aquarium temperature, temperature for fish, tropical fish temperature, aquarium heater, tank heater, how warm should the tank be, tetras, neon tetras, guppies, mollies, platies, corydoras, goldfish temperature, coldwater fish',
    text: 'Most tropical community fish, such as neon tetras, guppies, platies, mollies and corydoras, do best with the water at about 24 to 27 °C (75 to 80 °F), so around 25 °C suits them well; bettas like it a little warmer, 25 to 28 °C, while goldfish are coldwater fish that are happiest at about 18 to 22 °C and need no heater indoors. Use an aquarium heater with a thermostat sized for the tank and a separate thermometer you can read at a glance, and keep the tank away from sunny windows and radiators. What harms fish most is a quick change: keep swings under about 2 °C a day, and match the temperature of new water at every water change.',
  },
]);
