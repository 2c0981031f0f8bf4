import type { EvalCase } from '../rubric.js';

/**
 * Catalog questions and follow-ups in any wording: listing, cheapest and dearest, "do you sell",
 * species in plurals, pet words and kinds (bunnies, kitties, lizards), "show me more" continuing
 * the last listing, and doubts about an urgency in a later turn. Written before the catalog
 * intent was changed against them, answered from the evaluation's shelter (eval/chat/shelter.ts).
 */
const NEVER = ['Buster', 'Nala'];
const NOT_UNDERSTOOD = ["don't have specific guidance", 'I can only help with pet care'];

const catalog = (turns: string[], must: EvalCase['must'], mustNot: readonly string[] = []): EvalCase => ({
  category: 'catalog',
  turns,
  must,
  mustNot: [...NEVER, ...NOT_UNDERSTOOD, ...mustNot],
});
const followUp = (turns: string[], must: EvalCase['must'], mustNot: readonly string[] = []): EvalCase => ({
  category: 'follow-up',
  turns,
  must,
  mustNot: [...NOT_UNDERSTOOD, ...mustNot],
});
const emergency = (turns: string[], must: EvalCase['must'] = []): EvalCase => ({
  category: 'emergency',
  turns,
  must,
});

export const CATALOG_WORDING_CASES: readonly EvalCase[] = [
  // Listing a species, in plurals and pet words
  catalog(['bunnies?'], ['Clover', 'Thumper'], ['Daisy']),
  catalog(['wanna see ur kitties'], [['Luna', 'Pixel', 'Oliver', 'Shadow', 'Chloé']], ['Daisy', 'Clover']),
  catalog(['which doggos are up for grabs'], [['Daisy', 'Max', 'Rocky', 'Bella']], ['Oliver', 'Clover']),
  catalog(['have you any lizard for adopt?'], ['Spike', 'Gizmo'], ['Shelly', 'Noodle']),
  catalog(['lookin for a budgie or any bird really'], ['Kiwi'], ['Daisy']),
  catalog(['you got geckos'], ['Gizmo'], ['Noodle', 'Shelly']),
  catalog(['show me the tortoises and turtles you have'], ['Shelly'], ['Spike', 'Gizmo']),
  catalog(['what kind of cavies or guinea pigs do you have'], ['Mister Pickles'], ['Daisy']),
  catalog(['could you list the reptiles, please'], [['Spike', 'Gizmo', 'Noodle', 'Shelly']], ['Daisy']),

  // Cheapest and dearest, any word order
  { ...catalog(['cheapest bunny'], ['Clover', '45.00']), leads: 'Clover' },
  catalog(['which kitty would cost me the least'], ['Oliver', '60.00'], ['Luna']),
  catalog(['whats ur priciest dog'], ['Scout', '250.00'], ['Bella']),
  catalog(['of all the reptiles which is the most expensive one'], ['Spike', '160.00'], ['Shelly']),
  catalog(['i dont have much money, what is the less expensive dog you have'], ['Bella', '85.00'], ['Scout']),
  catalog(['lowest price pet overall?'], ['Kiwi', '30.00'], ['Daisy']),

  // Do you have / sell
  catalog(['do u sell snakes'], ['Noodle'], ['Spike', 'Shelly']),
  catalog(['is it possible to buy a rabbit from you'], ['Clover', 'Thumper']),
  catalog(['have u guys got any cats in at the moment and what do they cost'], [['Luna', 'Oliver'], '.00']),
  catalog(['do you have ferrets'], [['ferret']], ['Daisy', 'Oliver', 'Kiwi']),

  // Show me more
  catalog(
    ['list all the animals', 'next lot please'],
    [['Spike', 'Gizmo', 'Noodle', 'Shelly', 'Oliver', 'Luna', 'Clover']],
  ),
  catalog(
    ['what cats do you have', 'show more'],
    [['Chloé', 'Shadow', 'Luna', 'Pixel', 'Oliver', 'no more', 'all']],
  ),
  catalog(['show me your dogs', 'and the rest?'], [['Scout', 'Bella', 'Peanut', 'Rocky']], ['Oliver']),

  // Follow-ups about a listing
  followUp(['any bunnies', 'which of them is cheaper'], ['Clover']),
  followUp(['got any lizards going', 'how old is the gecko'], [['month', 'year']]),
  followUp(['do you have guinea pigs', 'is he a boy or a girl'], ['Mister Pickles']),

  // Doubting an urgency keeps the urgent line and says why
  emergency(
    ['my dog was panting and wobbly after a run in the heat', 'hes drinking water now, surely hes fine?'],
    [['heatstroke', 'heat stroke', 'cool']],
  ),
  emergency(
    ['my lab just ate a big slab of chocolate cake', 'but he is a big dog, do i honestly need to go'],
    [['theobromine', 'chocolate']],
  ),
  emergency(
    ['my dogs belly is swollen and hes retching nothing up', 'could it wait until the morning'],
    [['bloat', 'twist', 'GDV']],
  ),
];
