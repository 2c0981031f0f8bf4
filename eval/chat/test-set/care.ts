import type { EvalCase } from '../rubric.js';

/** Advice to see a vet, not the word "veterinarian" that every answer's notice carries. */
const SEE_A_VET =
  /\b(see|call|contact|visit|ring|phone|take (him|her|them|your \w+) to) (a |the |your )?vet/i;

/** Everyday care across species, asked tersely, chattily, with typos or in learner's English. */
const ask = (question: string, must: EvalCase['must'], mustNot?: EvalCase['mustNot']): EvalCase => ({
  category: 'knowledge',
  turns: [question],
  must,
  ...(mustNot === undefined ? {} : { mustNot }),
});

export const CARE_CASES: readonly EvalCase[] = [
  // Dogs
  ask('how do i brush my dogs teeth, he absolutely hates it', [['teeth', 'tooth', 'dental']]),
  ask(
    'my dog threw up twice today and is off her food but otherwise acting normal and drinking. should i worry or wait?',
    [['vomit', 'sick', 'throw'], SEE_A_VET],
  ),
  ask(
    "So we adopted a rescue about a month ago and he's lovely with me and my daughter but he is absolutely terrified of my husband and any man really, he hides behind the sofa and shakes. How do we help him trust men?",
    [['trust', 'treat', 'time', 'slow', 'pace', 'fear', 'reward', 'patien']],
  ),
  ask('Hello, we are family from Poland, our dog is 3 year, he pull on leash very strong, what we can do?', [
    ['harness', 'loose', 'stop', 'reward', 'lead'],
  ]),
  ask('new puppy cries in his crate every night, first week, help!!', [['crate'], ['night', 'sleep', 'bed']]),
  // Cats
  ask('my cat wont use the new litter i bought, she goes right next to the box', [['litter']]),
  ask('vet says my cat is chunky, how do i get the weight off her', [
    ['calori', 'kcal', 'portion', 'weigh', 'diet', 'food'],
  ]),
  ask('do grown up cats still need jabs every year?', [['vaccin', 'booster']]),
  // Rabbits
  ask('what greens can bunnies have every day', [['hay', 'leafy', 'greens', 'herb']]),
  ask('our rabbit thumps his back foot at night, why does he do that', [
    ['thump', 'alarm', 'warn', 'fear', 'scared', 'danger'],
  ]),
  ask("rabbit's claws are getting long and curly, can i clip them myself", [
    ['nail', 'claw'],
    ['quick', 'blood vessel', 'vein'],
  ]),
  // Guinea pigs
  ask('do guinea pigs need vitamin c added??', [['vitamin c']]),
  ask('how big a cage for 2 guinea pigs, the pet shop ones look tiny', [
    ['space', 'square', 'floor', 'large', 'bigger', 'room'],
  ]),
  ask('is it ok to keep just one guinea pig', [['pair', 'companion', 'social', 'group', 'another', 'alone']]),
  // Reptiles
  ask('what do leopard geckos eat', [['insect', 'cricket', 'mealworm', 'roach', 'live']]),
  ask('how often do i feed my corn snake, hes 2 years old', [['week', 'mice', 'mouse', 'rodent']]),
  ask('ball python has bits of old skin stuck round his eyes after shedding', [['humid', 'shed']]),
  ask('my beardie has gone off his food and just lies under the lamp all day', [
    ['brumat', 'temperature', 'UVB', 'basking', 'heat'],
  ]),
  // Birds
  ask('how do i stop my budgie getting bored while im at work all day', [
    ['toy', 'enrich', 'company', 'companion', 'forag', 'bored'],
  ]),
  ask('is a bit of avocado on toast ok for my african grey', [['persin', 'heart', 'toxic', 'avocado']]),
];

/** Quantities from a weight (the same energy estimate the development cases check). */
const feeding = (question: string, must: EvalCase['must']): EvalCase => ({
  category: 'feeding',
  turns: [question],
  must,
});

export const FEEDING_CASES: readonly EvalCase[] = [
  // 12 kg adult dog: RER ≈ 452 kcal, times 1.4 to 1.8.
  feeding('my dogs 12 kilos how many calories should she be getting', [
    /\b(6[3-9]\d|7\d\d|8[01]\d)\b/,
    ['kcal', 'calorie'],
  ]),
  // 6 kg adult cat: RER ≈ 268 kcal, times 1.0 to 1.4.
  feeding('cat weighs 6 kilos, how much food per day for her?', [
    /\b(2[6-9]\d|3[0-7]\d)\b/,
    ['kcal', 'calorie'],
  ]),
  // 6 kg puppy of 3 months: RER ≈ 268 kcal, times 2 to 3.
  feeding('How much should a 3 month old pup who weighs 6kg be eating each day?', [
    /\b(5[3-9]\d|[67]\d\d|8[01]\d)\b/,
    ['kcal', 'calorie'],
  ]),
  // 40 lb (18.1 kg) senior dog: RER ≈ 614 kcal, times 1.15 to 1.65.
  feeding('how many kcal for my 40 lb senior dog', [/\b(7\d\d|[89]\d\d|1,?0[01]\d)\b/, ['kcal', 'calorie']]),
  feeding('how much hay does a guinea pig need', [
    ['hay'],
    ['unlimited', 'as much', 'always', 'constant', 'plenty'],
  ]),
];
