import { defineEntries } from './define.js';

/**
 * What worries new owners of rabbits, rodents, birds, hens and reptiles but is usually normal:
 * what it is, and the sign that would make it a problem after all.
 */
export const SMALL_ANIMAL_NORMAL_HEALTH_ENTRIES = defineEntries('health', [
  {
    id: 'health-rabbit-caecotrophs',
    species: 'rabbit',
    title: 'A rabbit eating its soft droppings (caecotrophs)',
    keywords:
      'caecotrophs, cecotrophs, night droppings, rabbit eats poop from bottom, soft shiny droppings, rabbit eating poo, bunch of soft droppings, sticky droppings',
    text: 'Rabbits make two kinds of droppings: the dry, round ones you see in the tray, and soft, shiny, dark clusters called caecotrophs (night droppings) that they eat straight from the bottom, usually at night or early morning. Eating them is healthy and necessary, because they carry vitamins, protein and helpful bacteria made in the gut. Clusters left uneaten or stuck to the fur mean the rabbit cannot reach its bottom (overweight, arthritis, dental pain) or is getting too rich a diet with too little hay; check its rear daily, since soiled fur draws flies in warm weather.',
  },
  {
    id: 'health-rabbit-urine-colour',
    species: 'rabbit',
    title: 'Orange or red rabbit urine',
    keywords:
      'rabbit urine colour, red rabbit urine, orange rabbit wee, rabbit pee red, rabbit wee colour, rabbit urine pigment, blood in rabbit urine, porphyrin',
    text: 'Rabbit urine is often orange, red or brown because of natural plant pigments (porphyrins) from the diet, especially in cold weather or after new greens, and it can look alarming on white bedding; a rabbit that is eating, pooping and behaving as usual is usually fine. Real blood tends to show as spots or streaks in otherwise pale urine rather than even colour, and a vet can tell the two apart quickly with a urine test. Chalky, sludgy or gritty urine, straining, wet fur round the bottom, or blood with a dull rabbit that is off its food need a vet.',
  },
  {
    id: 'health-bird-moult',
    species: 'bird',
    title: 'Moulting in pet birds and hens',
    keywords:
      'moult, molt, moulting, molting, bird losing feathers, budgie losing feathers, feathers on cage floor, pin feathers, hen losing feathers, chickens stopped laying, hens moulting, autumn moult',
    text: 'Birds replace their feathers in a moult once or twice a year, so feathers on the cage floor and spiky new pin feathers on a bird that is bright, eating and active are expected; budgies and parrots may be a little grumpier and sleep more. Hens moult in autumn as daylight shortens, often losing many feathers at once, and they stop laying until the new plumage is in, because feathers take the protein that eggs would. Give extra protein and a good complete feed, handle gently, since growing feathers are tender, and reduce stress. Bald patches, damaged or chewed feathers, or a bird that is fluffed up and quiet are not a moult and need a vet.',
  },
  {
    id: 'health-chinchilla-fur-slip',
    species: 'any',
    otherAnimal: 'chinchilla',
    title: 'A chinchilla losing a patch of fur when grabbed (fur slip)',
    keywords:
      'fur slip, chinchilla fur came out, chinchilla losing fur, patch of fur came off, chinchilla bald patch, chinchilla grabbed fur, chinchilla fur in my hand',
    text: 'Chinchillas release a patch of fur when they are grabbed roughly or frightened (a fur slip), a defence that leaves a predator with a mouthful of fur; the skin underneath is smooth and healthy. It is not an illness and the fur grows back in a few weeks to a few months. Handle a chinchilla by scooping it up with a hand under the body and the base of the tail held gently, never by grabbing the coat. Patchy fur with sore, flaky or scabby skin, or fur chewing, is different and needs a vet.',
  },
  {
    id: 'health-hamster-cheek-pouches',
    species: 'any',
    otherAnimal: 'hamster',
    title: 'A hamster’s cheek pouches',
    keywords:
      'cheek pouch, cheek pouches, hamster face lopsided, hamster swollen cheek, hamster lump on face, hamster stuffing food, hamster hoarding food, hamster emptying cheeks',
    text: 'Hamsters carry food and bedding in large cheek pouches that stretch back to their shoulders, so a lopsided face that goes down when the hamster empties its cheeks in the nest is ordinary hoarding. A swelling that stays after a day, feels hard or hot, smells, or comes with drooling or not eating may be an impacted pouch or an abscess and needs a vet. Tissue hanging out of the mouth is a pouch turned inside out and is urgent. Avoid sticky or sharp foods and fluffy cotton bedding, which can cling inside the pouches.',
  },
  {
    id: 'health-reptile-urates',
    species: 'reptile',
    title: 'White chalky urates in a reptile’s wee',
    keywords:
      'urates, urate, white chalky wee, white stuff in wee, chalky droppings, white paste, tortoise wee white, tortoise urates, bearded dragon white poop, lizard white part of poo, snake urates, gritty urates',
    text: 'Reptiles pass the nitrogen their bodies get rid of as urates: a white or cream, soft, chalky or pasty part of the wee, often beside the dark droppings, so white stuff like toothpaste is normal. Soft, white urates mean the animal is drinking enough. Hard, gritty or yellow-orange urates, or none at all, usually mean dehydration: offer shallow warm soaks and fresh water, and check the heat and humidity. See a reptile vet if urates stay hard or gritty, if the animal strains without passing anything, or if it stops eating or becomes lethargic.',
  },
]);

export const SMALL_ANIMAL_NORMAL_BEHAVIOUR_ENTRIES = defineEntries('behaviour', [
  {
    id: 'behaviour-rat-boggling-bruxing',
    species: 'any',
    otherAnimal: 'rat',
    title: 'A rat grinding its teeth with its eyes bulging (bruxing and boggling)',
    keywords:
      'boggling, bruxing, rat teeth grinding, rat eyes bulging, rat eyes vibrating, rat eyes popping in and out, happy rat, rat chattering teeth',
    text: 'A rat that grinds its teeth softly while being stroked (bruxing) is content and relaxed, and when it bruxes hard the jaw muscles make the eyes pop rapidly in and out (boggling), which is a sign of a very happy rat. It looks odd but does not hurt the eyes. Loud grinding in a rat that is hunched, fluffed up, not eating or has red crust round the eyes or nose means pain or illness and needs a vet.',
  },
  {
    id: 'behaviour-hen-dust-bathing',
    species: 'bird',
    title: 'Hens dust bathing',
    keywords:
      'dust bath, dust bathing, dustbath, chicken rolling in dirt, hen flinging dirt, chicken lying on her side in dirt, chickens in the dust, hen flapping in soil',
    text: 'A hen that lies on her side in dry soil, scratches and flaps dirt over herself, rubs in it and then lies still with her wings spread is dust bathing, a natural and important habit that keeps her feathers clean and helps control mites and lice. Give your flock a dry, sheltered patch of loose soil or sand, with a little wood ash if you like. A hen that lies on her side and cannot get up, shakes or twitches, or is not in the dirt at all is a different matter and needs a vet.',
  },
  {
    id: 'behaviour-bearded-dragon-black-beard',
    species: 'reptile',
    title: 'A bearded dragon’s beard turning black',
    keywords:
      'black beard, beard turning black, bearded dragon beard black, dark beard, beard puffing, head bobbing, arm waving, bearded dragon stressed',
    text: 'A bearded dragon darkens and puffs out its beard when it feels threatened, stressed or territorial, for example at the sight of a dog, cat, another dragon or its own reflection, or when it is cold or wants to warm up. Move the tank out of sight of other pets, cover its sides or the glass the dragon reacts to, and check the basking temperature and UVB. A beard that stays black for days, with a dragon that is not eating, sleepy or losing weight, can mean illness or pain and needs a reptile vet.',
  },
]);

export const SMALL_ANIMAL_NORMAL_NUTRITION_ENTRIES = defineEntries('nutrition', [
  {
    id: 'nutrition-avocado-dogs-cats',
    species: 'any',
    title: 'Avocado and guacamole for dogs and cats',
    keywords:
      'avocado dog, avocado cat, dog ate avocado, cat ate avocado, guacamole dog, guacamole cat, avocado stone, avocado pit, persin dogs',
    text: 'Avocado flesh is not very toxic to dogs and cats: the persin it contains is mainly a danger to birds, rabbits and guinea pigs, and a dog or cat that eats a little may have at most a mild stomach upset. The stone is the real risk for dogs, because it can choke them or block the gut, and the skin and leaves hold more persin. Guacamole usually contains onion and garlic, which are toxic to dogs and cats, so ring your vet if more than a lick was eaten. Watch for vomiting, diarrhoea or a painful belly, and see a vet if a stone is missing.',
  },
]);
