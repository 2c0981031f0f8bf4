import type { EvalCase, Term } from '../rubric.js';
import { catalog, followUp } from './case-builders.js';
import { NOT_UNDERSTOOD } from './verdicts.js';

/**
 * Shoppers' catalog questions, written before the advisor is changed for them and without
 * reading its rules: every way a shopper asks about the evaluation's shelter (eval/chat/shelter.ts)
 * by kind (pet words, slang, "something with scales"), by price (a ceiling, a range, cheapest,
 * dearest), by breed, by name (two words, accents, lower case, typos), by status, by trait
 * (good with kids, small, young), comparisons, counts, continuing a listing, follow-ups that
 * point back ("how much is she?", "the second one"), shopping that switches kind, and kinds the
 * shelter does not have. Expected terms follow from the shelter list alone: the pets any right
 * answer names or prices, and the pets it must not offer (a kind not asked for, one outside a
 * price range, one that is not available).
 */

/** A price as the answer may print it: "220", "220.00", "$220", never part of another number. */
const price = (amount: number): RegExp => new RegExp(`(?<![\\d.])${amount}(\\.00)?(?![\\d])`);
/** A price the answer asks for, strictly written, so that an age of the same number does not count. */
const asking = (amount: number): RegExp =>
  new RegExp(`\\$\\s?${amount}(?![\\d])|(?<![\\d.])${amount}\\.00|(?<![\\d.])${amount} (USD|dollars)`, 'i');
/**
 * Any answer that says the shelter has no such pet says so in one of these ways. A bare "not"
 * would not do: every answer carries "not a substitute" in its notice.
 */
const NONE: readonly RegExp[] = [
  /\b(don'?t|do not|doesn'?t|does not) (currently |presently |yet )?(have|carry|sell|stock)\b/i,
  /\b(there are|there's|there is|we have|we've got|have) no\b/i,
  /\bno (longer|such|matching)\b/i,
  /\bnone\b/i,
  /\b(couldn'?t|could not|can'?t|cannot|didn'?t|did not) find\b/i,
  /\b(not|isn'?t|aren'?t) (currently |presently )?(available|listed|in our|among|up for|one of)\b/i,
  /(^|[.!?]\s+)No\b/m,
  /\bno (\w+ ){0,2}(are |is )?(available|listed|currently|right now|at the moment|for adoption|up for|in (our|the))\b/i,
  /\b(isn'?t|aren'?t|is not|are not) any\b/i,
  /\b(don'?t|do not|can'?t|cannot|couldn'?t|could not) see\b/i,
  /\bunfortunately\b/i,
  /\bsorry\b/i,
];
/** An answer must not claim, without a negation in the sentence, to have a kind the shelter lacks. */
const claims = (kind: string): RegExp =>
  new RegExp(
    `\\b(yes|we have|we've got|meet)\\b(?![^.]*\\b(no|not|none)\\b)(?![^.]*n't)[^.]*\\b${kind}`,
    'i',
  );
/** Rocky and Peanut are not for homes with children: the answer says no near the word. */
const NOT_WITH_KIDS: Term = [
  /\b(not|isn'?t|no|never)\b[^.\n]*\b(kid|child)/i,
  /\b(kid|child)[^.\n]*\b(no|not)\b/i,
];
const CHLOE: Term = ['Chloé', 'Chloe'];
const DOGS = ['Daisy', 'Max', 'Rocky', 'Peanut', 'Bella', 'Scout'];
const CATS = ['Oliver', 'Luna', 'Pixel', 'Shadow', 'Chloé', 'Chloe'];

/**
 * Questions about the adopted boxer and the other tenant's dog: a right answer may repeat the
 * name the shopper used, so these drop the builders' rule that no answer names them, and check
 * instead that the pet is not offered (no price, no "available").
 */
const notOffered = (turns: string[], must: readonly Term[], mustNot: readonly Term[]): EvalCase => ({
  category: 'catalog',
  turns,
  must,
  mustNot: [...NOT_UNDERSTOOD, ...mustNot],
});

export const CATALOG_ASKS: readonly EvalCase[] = [
  // By kind, in shoppers' words.
  catalog(['got any bunnies??'], ['Clover', 'Thumper'], [...DOGS, ...CATS]),
  catalog(['lizards?'], ['Spike', 'Gizmo'], ['Shelly', 'Noodle']),
  catalog(
    ["my son wants something with scales for his birthday, what've you got"],
    ['Spike', 'Gizmo', 'Noodle', 'Shelly'],
    DOGS,
  ),
  catalog(['r there any snakes up for adoption'], ['Noodle', price(70)], ['Spike', 'Gizmo', 'Shelly']),
  catalog(['Do you currently have any birds available?'], ['Kiwi', ['budgie', 'budgerigar']], CATS),
  catalog(['any kitty cats looking for a home?'], ['Oliver', 'Luna', 'Pixel', 'Shadow', CHLOE], DOGS),
  catalog(['show me the doggos'], ['Daisy', 'Bella'], ['Oliver', 'Clover', 'Spike']),
  catalog(['do u have a guinea pig'], ['Mister Pickles'], DOGS),
  catalog(['whats the turtle situation'], ['Shelly'], ['Spike', 'Gizmo', 'Noodle']),

  // By price.
  catalog(['cats under 150 bucks?'], ['Oliver', 'Shadow', CHLOE, 'Pixel'], ['Luna', ...DOGS]),
  catalog(['which dog costs the least'], ['Bella', price(85)], ['Scout', 'Daisy']),
  catalog(["what's the cheapest animal you've got"], ['Kiwi', price(30)], ['Scout']),
  catalog(['most expensive pet in the shelter?'], ['Scout', price(250)], ['Kiwi']),
  catalog(['priciest cat pls'], ['Luna', price(180)], ['Oliver']),
  catalog(
    ["I'd like a dog, budget is somewhere between 100 and 200 dollars"],
    ['Peanut', 'Max'],
    ['Bella', 'Rocky', 'Daisy', 'Scout'],
  ),
  catalog(['anything going for less than fifty?'], ['Kiwi', 'Clover'], ['Max', 'Luna', 'Scout']),
  catalog(['i am on a tight budget, what is the most affordable pet'], ['Kiwi'], ['Scout', 'Daisy']),
  catalog(['cheapest reptile?'], ['Shelly', price(65)], ['Spike']),

  // By breed.
  catalog(['have you got a beagle'], ['Daisy', price(220)], ['Rocky']),
  catalog(['Is there a german shepard available'], ['Rocky'], ['Daisy', 'Max']),
  catalog(['looking for a ragdoll cat'], ['Luna', price(180)], ['Oliver', 'Pixel']),
  catalog(['any siamese kittens?'], ['Pixel'], ['Luna', 'Shadow']),
  catalog(['do you have a husky'], [NONE], [claims('husk')]),
  catalog(['you got a bearded dragon?'], ['Spike', price(160)], ['Noodle']),

  // By name: several words, accents, case, typos.
  catalog(['Mr Pickles still there?'], ['Mister Pickles']),
  catalog(['how old is chloe'], [CHLOE, ['3 year', '36 month', 'three year']]),
  catalog(['What can you tell me about Chloé?'], [CHLOE, ['Longhair', 'long-haired', 'long haired']]),
  catalog(['how much is thumpr'], ['Thumper', price(50)]),
  catalog(['DAISEY how much'], ['Daisy', price(220)]),
  catalog(['what kind of animal is Gizmo'], ['Gizmo', ['gecko']]),

  // By status.
  catalog(['is daisy still available?'], ['Daisy', ['available', 'yes']]),
  catalog(['has luna been adopted yet or can we still come see her'], ['Luna', ['available', 'still']]),
  notOffered(['has Buster been adopted?'], [['adopted', 'no longer', 'not available']], [asking(40)]),
  notOffered(
    ['I saw a boxer on your site last month, is he still up for adoption'],
    [['adopted', ...NONE]],
    [asking(40)],
  ),
  notOffered(['is Nala available? my friend told me about her'], [NONE], [asking(10), 'Mixed breed']),

  // By trait, health and the pet's record.
  catalog(['which dogs are good with kids'], ['Daisy', 'Max', 'Bella', 'Scout'], ['Rocky', 'Peanut']),
  catalog(['we live in a tiny flat, any small dogs?'], ['Peanut', 'Bella', 'Scout'], ['Max', 'Rocky']),
  catalog(['whats the youngest pet u have'], ['Pixel'], ['Oliver', 'Rocky']),
  catalog(['do you have any puppies'], ['Scout', 'Bella'], ['Rocky', 'Max']),
  catalog(['Does Rocky have any health problems I should know about?'], [['thyroid']]),
  catalog(['has scout had all his jabs'], ['Scout', ['vaccin', 'jab', 'shot']]),
  catalog(['any big dogs? we have a huge garden'], ['Max', 'Rocky'], ['Peanut', 'Bella']),

  // Comparisons and counts.
  catalog(['which is cheaper, Luna or Pixel?'], ['Pixel', price(140)]),
  catalog(["who's older, max or daisy"], ['Max', ['4 year', '48 month', 'four year']]),
  catalog(['how many cats do you have'], [[/\b5\b/, 'five']], [/\b(6|six) cats\b/i]),
  catalog(['how many reptiles have you got in total'], [[/\b4\b/, 'four']]),

  // Kinds the shelter does not have: no pet may be made up.
  catalog(['any ferrets?'], [NONE], [claims('ferret')]),
  catalog(['do you sell goldfish'], [NONE], [claims('goldfish')]),
  catalog(['Hi! Do you by any chance have a pony for my daughter?'], [NONE], [claims('pon(y|ies)')]),

  // Continuing a listing: the next page, not the first again.
  followUp(['list all your pets from cheapest to most expensive', 'show me more'], ['Shelly'], ['Kiwi']),

  // Follow-ups that point back at a pet or a listing.
  followUp(['tell me about Luna', 'how much is she?'], [price(180)]),
  followUp(['do you have rabbits', 'how much is the girl'], [price(45)], [price(50)]),
  followUp(['do you have rabbits', 'which one would be ok with small children'], ['Thumper']),
  followUp(['show me your cats from cheapest to dearest', 'tell me more about the second one'], ['Shadow']),
  followUp(['what reptiles do you have', 'which of them is the cheapest?'], ['Shelly', price(65)]),
  followUp(
    ['Is Max still up for adoption?', 'what about his hips, I heard something'],
    [['dysplasia', 'joint']],
  ),
  followUp(['tell me about rocky', 'is he ok around kids?'], [NOT_WITH_KIDS]),
  followUp(
    ['do you have a bird', 'is it a boy or a girl'],
    [['unknown', 'not known', "don't know", 'not recorded', 'not sure']],
  ),

  // Shopping that switches kind: the new kind, not the old.
  followUp(['any cats under 100?', 'ok what about dogs'], ['Bella'], ['Oliver']),
  followUp(['do you have bunnies', 'and birds?'], ['Kiwi'], ['Clover', 'Thumper']),
  followUp(['show me your snakes', 'nah changed my mind, kittens?'], ['Pixel'], ['Noodle']),
  followUp(['lizards pls', 'what about turtles'], ['Shelly'], ['Spike', 'Gizmo']),
];
