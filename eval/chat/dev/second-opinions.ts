import type { EvalCase, Term } from '../rubric.js';
import { catalog, followUp, knowledge, safety } from './case-builders.js';
import { ALLOWED, HARMFUL } from './verdicts.js';

/**
 * A second opinion on seven rounds: questions written without reading the advisor's rules,
 * lexicon, knowledge or the held-out sets, aimed at what earlier development files cover least:
 * safety verdicts for foods, plants, household products and human medicines in every species
 * the advisor knows (safe foods too, whose answer must lead with yes), care and health questions
 * about cats, rabbits, guinea pigs, hamsters, birds and reptiles, and catalog questions that
 * combine two filters or ask to sort or count. The terms check the gist of a right answer.
 */
/** A "yes" must not be hedged into a refusal. */
const NOT_REFUSED: Term = [/^no\b/i, /\bnever\b/i];
const NO_DOSE: Term = /\d+(\.\d+)?\s*mg\b/i;

export const SECOND_OPINION_CASES: readonly EvalCase[] = [
  // Safety verdicts: harmful things in many species.
  safety(['would a slice of onion hurt my rabbit'], HARMFUL),
  safety(['my budgie wants a nibble of my chocolate bar, allowed?'], HARMFUL),
  safety(['garlic in dog food, good or bad idea'], HARMFUL, [['garlic']]),
  safety(['can my hamster have a little bit of carrot'], ALLOWED, [], [NOT_REFUSED]),
  safety(['is iceberg lettuce ok for rabbits'], HARMFUL),
  safety(['can my guinea pig munch on potato peelings'], HARMFUL),
  safety(['my tortoise wants to eat my tulips, is that a problem'], HARMFUL),
  safety(['is it ok if my cat chews on my aloe vera plant'], HARMFUL),
  safety(['are poinsettias poisonous to cats'], [/\byes\b/i, 'toxic', 'irritat', 'mild', 'poison']),
  safety(
    ['my cat sniffs the tulips on the table, are they toxic'],
    [/\byes\b/i, 'toxic', 'poison', 'harmful'],
  ),
  safety(
    ['can i mop with bleach if i have a puppy'],
    ['dilute', 'rinse', 'dry', 'away', 'toxic', 'careful', /\byes\b/i],
  ),
  safety(['slug pellets in the garden, is that safe with a dog around'], HARMFUL, [
    ['metaldehyde', 'vet', 'toxic', 'poison'],
  ]),
  safety(
    ['my parrot is in the kitchen while i cook with a non stick pan, any risk?'],
    [/\byes\b/i, 'toxic', 'dangerous', 'fumes', 'ptfe', 'teflon', 'risk'],
  ),
  safety(['can my dog have some of my antihistamine tablets for his itching'], HARMFUL, [['vet']], [NO_DOSE]),
  safety(['how much calpol for a cat'], HARMFUL, [['vet']], [NO_DOSE]),
  safety(['is it safe to give my rabbit ibuprofen'], HARMFUL, [['vet']], [NO_DOSE]),
  safety(['can i give my dog human cough syrup'], HARMFUL, [['vet']], [NO_DOSE]),
  safety(['is feeding my cat raw salmon every single day ok'], HARMFUL),
  safety(['are cooked lamb bones fine for my dog'], HARMFUL, [['splinter', 'shard', 'sharp']]),
  safety(['can i feed my ferret dog kibble'], HARMFUL),
  // Eaten already: the urgent line leads, and the answer still names the cause.
  {
    category: 'emergency',
    turns: ['my dog stole a bread roll with raisins in it, is that bad'],
    must: [['raisin', 'grape'], ['kidney']],
  },
  // Safety verdicts: safe things lead with yes.
  safety(['can dogs have blueberries'], ALLOWED, [], [NOT_REFUSED]),
  safety(['is cooked plain rice ok for a dog with a sore tummy'], ALLOWED, [], [NOT_REFUSED]),
  safety(['can i give my cat a little cooked chicken'], ALLOWED, [], [NOT_REFUSED]),
  safety(['are bananas ok for rabbits'], ALLOWED),
  safety(['can guinea pigs eat red pepper'], ALLOWED, [], [NOT_REFUSED]),
  safety(['can budgies eat broccoli'], ALLOWED, [], [NOT_REFUSED]),
  safety(['is watermelon alright for my dog in summer'], ALLOWED, [['seed', 'rind', 'skin']]),
  safety(['can a bearded dragon eat dandelion leaves'], ALLOWED, [], [NOT_REFUSED]),
  safety(['my hamster loves cucumber, is it ok for him'], ALLOWED, [], [NOT_REFUSED]),
  safety(['is pumpkin good for dogs'], ALLOWED, [], [NOT_REFUSED]),

  // Knowledge beyond dogs.
  knowledge(
    ['how often does an indoor cat need worming tablets'],
    [
      ['worm', 'parasite'],
      ['month', 'year', 'vet'],
    ],
  ),
  knowledge(['when should my boy kitten be neutered'], [['neuter', 'castrat'], ['month']]),
  knowledge(['what age can you neuter a rabbit'], [['neuter', 'spay', 'castrat'], ['month']]),
  knowledge(['do indoor cats need vaccinations'], [['vaccin', 'jab']]),
  knowledge(['how often does a guinea pig need its nails cut'], [['nail', 'claw']]),
  knowledge(['can two male guinea pigs live together'], [['boar', 'male', 'pair', 'together']]),
  knowledge(['is my hamster ok living on his own'], [['alone', 'solitary', 'own', 'single']]),
  knowledge(['how long do rabbits live for'], [['year']]),
  knowledge(
    ['my budgie is lonely, should i get a second one'],
    [['pair', 'company', 'flock', 'social', 'companion']],
  ),
  knowledge(["how do i look after my old cat's teeth"], [['teeth', 'dental', 'tooth']]),
  knowledge(['my leopard gecko is shedding badly, what do i do'], [['shed', 'humid', 'moist']]),
  knowledge(['how do i tame a scared hamster'], [['hand', 'slow', 'treat', 'patien', 'gentle']]),
  knowledge(['best way to travel in the car with a cat'], [['carrier', 'crate']]),
  knowledge(
    ['my rabbit keeps thumping his back feet, why'],
    [['thump', 'alarm', 'warn', 'fear', 'scared', 'danger']],
  ),
  knowledge(['does my bearded dragon need a uv light'], [['uv', 'uvb']]),
  knowledge(
    ['how do i introduce my dog to our new cat'],
    [['lead', 'leash', 'slow', 'gradual', 'separate', 'scent']],
  ),
  knowledge(
    ['my elderly rabbit is getting stiff, how can i help him'],
    [['arthritis', 'joint', 'senior', 'old', 'vet']],
  ),
  knowledge(['should i brush my long haired cat every day'], [['brush', 'groom', 'comb', 'mat']]),

  // The catalog: two filters, sorting, counting.
  catalog(['any young female dogs'], [['Bella', 'Daisy']], ['Rocky', 'Max', 'Scout']),
  catalog(['cats under 150 please'], [['Oliver', 'Shadow', 'Pixel', 'Chloé']], ['Luna']),
  catalog(['how many cats have you got'], [/\b(5|five)\b/i]),
  catalog(['list your dogs from cheapest to dearest'], ['Bella', 'Rocky']),
  catalog(['female cats?'], [['Luna', 'Pixel', 'Chloé']], ['Oliver', 'Shadow']),
  catalog(['a small dog that is good with kids'], [['Bella', 'Scout']], ['Peanut', 'Rocky']),
  catalog(
    ['which pet would suit a small flat'],
    [['Pixel', 'Clover', 'Kiwi', 'Gizmo', 'Mister Pickles', 'Peanut', 'Bella', 'Scout']],
  ),
  catalog(['oldest dog you have?'], ['Rocky']),
  catalog(['how many rabbits are available'], [/\b(2|two)\b/i]),

  // Follow-ups.
  followUp(['can hamsters eat grapes', 'and almonds?'], [['almond']]),
  followUp(['any female dogs?', 'which is the youngest?'], ['Bella']),
  followUp(['show me your cats', 'sort them by price'], ['Oliver']),
];
