import { defineEntries } from './define.js';

/**
 * Care of the small pets and fish the shop's customers keep beside the five main species, and
 * travelling with a pet. Filed under no species of their own, so they carry their animal in
 * their keywords.
 */
export const SMALL_PET_AND_TRAVEL_ENTRIES = defineEntries('adoption', [
  {
    id: 'adoption-guinea-pig-care',
    species: 'any',
    otherAnimal: 'guinea pig',
    title: 'Caring for guinea pigs',
    keywords:
      'guinea pig care, guinea pig lifespan, how long do guinea pigs live, what age do guinea pigs reach, guinea pig cage, guinea pig companion, older guinea pig, senior guinea pig, cavy, guinea pig nails, guinea pig teeth',
    text: 'Guinea pigs usually live 5 to 8 years. They are herd animals and should live with at least one other guinea pig (two sows, or a neutered boar with sows), never with a rabbit. A pair needs at least about 120 x 60 cm of floor, more is better, with hides, hay racks and daily time out to run. Unlimited hay wears down their ever-growing teeth, and they need vitamin C every day; trim nails every few weeks. From about 4 or 5 years, weigh them weekly: weight loss, overgrown teeth, stiff joints and bladder stones are common in older guinea pigs and need a vet.',
  },
  {
    id: 'adoption-guinea-pig-pregnancy',
    species: 'any',
    otherAnimal: 'guinea pig',
    title: 'Breeding guinea pigs, pregnancy and the birth',
    keywords:
      'pregnant guinea pig, guinea pig pregnancy, breeding sows, pregnant sow, sow expecting, first litter, pelvis fuses',
    text: 'A sow’s pelvic bones fuse at about six to eight months old, so a sow first bred after that age, like most sows of two, is at high risk of a birth that stalls and often needs a caesarean: most vets advise against breeding her at all. Pregnancy lasts about 59 to 72 days and the pups are born fully furred, eyes open, usually at night and within about half an hour. Before the due date, have your vet check her, move any boar out (sows can conceive again within hours of giving birth), give a quiet, clean pen with plenty of hay, vitamin C-rich greens and water, and know your nearest exotics vet. Straining for more than 20 minutes without a pup, or more than two hours between pups, or a green or bloody discharge with no pup, is a birth that has stalled and needs a vet at once.',
  },
  {
    id: 'adoption-hamster-care',
    species: 'any',
    otherAnimal: 'hamster',
    title: 'Caring for hamsters',
    keywords:
      'hamster, hamster care, hamster cage, hamster lifespan, syrian hamster, dwarf hamster, hamster wheel, hamster biting cage bars, bar chewing, hamster bedding, hamster alone, hamster sleeps all day, hamster sleeping all day, hamster asleep in the day, nocturnal, awake at night',
    text: 'Syrian hamsters live about 2 to 3 years and must live alone, as adults fight; dwarf species live 1.5 to 2 years. A hamster needs far more space than most cages sold: at least about 100 x 50 cm of floor, 20 cm or more of bedding to burrow in, a solid wheel big enough that its back stays straight (28 cm or more for a Syrian), hides, chews and a sand bath. They are awake at night, so let them sleep in the day. Biting the cage bars or pacing usually means the cage is too small or too bare: give more space, deeper bedding and things to forage for.',
  },
  {
    id: 'adoption-fish-tank-setup',
    species: 'any',
    otherAnimal: 'fish',
    title: 'Setting up and cycling a fish tank',
    keywords:
      'fish tank, aquarium, cycling a tank, fishless cycle, new tank syndrome, ammonia, nitrite, nitrate, water change, goldfish, betta, tropical fish, water test, filter',
    text: 'A new tank must be cycled before fish go in: run the filter for 4 to 6 weeks while beneficial bacteria grow that turn toxic ammonia into nitrite and then into less harmful nitrate. Add a source of ammonia (fish food or bottled ammonia) and test the water with a liquid kit until ammonia and nitrite read zero and nitrate appears. Always treat tap water with a dechlorinator, add a few fish at a time, do not overstock, and change about a quarter of the water every week. Goldfish need a large tank with a filter, never a bowl.',
  },
  {
    id: 'adoption-travel-with-pets',
    species: 'any',
    title: 'Flying and travelling abroad with a pet',
    keywords:
      'travel with pet, flying with a dog, flying with a cat, pet on a plane, airline, flight, cargo hold, pet passport, travel abroad, holiday with dog, pet travel certificate, travel crate',
    text: 'Check the airline’s rules early: small pets may fly in the cabin, larger ones travel in the hold in an approved (IATA) crate, and many airlines refuse flat-faced breeds in the hold because of breathing risks. Crate-train your pet for weeks before, so the crate feels safe. Travelling abroad usually needs a microchip, rabies vaccination, a health certificate from your vet and sometimes a tapeworm treatment, with deadlines that take weeks or months, so ask your vet as soon as you plan the trip. Avoid sedatives, which affect breathing and balance at altitude; give a light meal a few hours before and water on the way. If the trip is short, a trusted sitter or boarding may be kinder.',
  },
  {
    id: 'adoption-ferret-care',
    species: 'any',
    otherAnimal: 'ferret',
    title: 'Caring for ferrets',
    keywords:
      'ferret, ferret care, ferret cage, ferret diet, ferret lifespan, ferret smell, ferret vaccines, jill, hob, look after a ferret',
    text: 'Ferrets live about 6 to 10 years, are sociable and usually happiest in pairs, and need several hours a day out of a secure cage to play and explore in a ferret-proofed room. They are strict carnivores: feed a complete ferret food or a suitable raw or whole-prey diet, never fruit, sugary treats or dog food alone. Unspayed females (jills) can die of anaemia from staying in season, so talk to your vet about neutering or a hormone implant, and about distemper vaccination. They sleep up to 18 hours a day and steal and hide small objects, which can be swallowed.',
  },
  {
    id: 'adoption-chinchilla-care',
    species: 'any',
    otherAnimal: 'chinchilla',
    title: 'Caring for chinchillas',
    keywords:
      'chinchilla, chinchilla care, dust bath, chinchilla cage, chinchilla teeth, chinchilla lifespan, chinchilla heat, chinchilla diet',
    text: 'Chinchillas live 10 to 20 years and need a tall, multi-level cage with solid shelves and daily exercise in a safe room. Their dense fur must never get wet: give a dust bath in chinchilla bathing sand for 10 to 15 minutes a few times a week instead. Feed unlimited hay and plain chinchilla pellets, with very few treats, since their teeth grow all the time and their gut is sensitive. They overheat easily: keep them below about 24 °C, out of direct sun, as heatstroke can kill them.',
  },
]);
