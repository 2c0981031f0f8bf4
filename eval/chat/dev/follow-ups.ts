import type { EvalCase } from '../rubric.js';

/**
 * Short conversations: the answer to the last turn depends on what was said before (a pet listed
 * by the advisor, a name, a pronoun, a species). The advisor's own answers sit between the turns.
 */
const NOT_UNDERSTOOD = ["don't have specific guidance", 'I can only help with pet care'];
const followUp = (
  turns: string[],
  must: EvalCase['must'],
  mustNot: EvalCase['mustNot'] = [],
  leads?: EvalCase['leads'],
): EvalCase => ({
  category: 'follow-up',
  turns,
  must,
  mustNot: [...NOT_UNDERSTOOD, ...mustNot],
  ...(leads === undefined ? {} : { leads }),
});

export const FOLLOW_UP_CASES: readonly EvalCase[] = [
  followUp(
    ['What dogs do you have available?', 'Tell me about Daisy. Is she vaccinated?'],
    ['Daisy', 'vaccinated'],
    [],
    ['yes', 'vaccinated'],
  ),
  followUp(
    ['Do you have any cats?', 'Tell me more about Oliver, does he have any health issues?'],
    ['Oliver', 'kidney'],
  ),
  followUp(["What's the cheapest dog you have?", 'How old is she?'], ['10 months'], ['Daisy']),
  followUp(['Do you have any rabbits?', 'Is Clover spayed?'], ['Clover'], [], ['yes']),
  followUp(['Show me your cats', 'Which one is the youngest?'], ['Pixel'], [], 'Pixel'),
  followUp(
    ['Any dogs good with children?', 'Is Max microchipped?', 'Does he have any health problems?'],
    ['hip'],
    ['Daisy'],
  ),
  followUp(['Tell me about Rocky'], ['German Shepherd', ['7 years', 'seven']]),
  followUp(['Is Buster still available?'], [['adopted', 'new home']]),
  followUp(
    ['Is Shadow vaccinated?'],
    [['record', 'not recorded', "doesn't say", 'does not say']],
    [/^\s*Yes/],
  ),
  followUp(["I'm looking for a cat for my flat", 'How much is Luna?'], ['180.00']),
  followUp(['Do you have any puppies?', 'Is he good with kids?'], ['Scout'], [], ['yes']),
  followUp(['Which dogs are good with kids?', 'Is the beagle vaccinated?'], ['Daisy'], [], ['yes']),
  followUp(["What's the cheapest dog?", 'And the cheapest cat?'], ['Oliver', '60.00'], ['Bella']),
  followUp(['Show me the rabbits', 'Are they good with kids?'], ['Clover', 'Thumper']),
  followUp(['Tell me about Pixel', 'Is she spayed?'], ['Pixel'], [], ['not', 'no']),
  followUp(['Which dogs do you have?', 'Does Rocky have special needs?'], [['thyroid']], [], ['yes']),
  followUp(
    ['Tell me about Daisy', 'What should I feed her?'],
    [
      ['dog', 'adult'],
      ['food', 'feed'],
    ],
    ['kitten', 'Feeding a puppy'],
  ),
  followUp(['I have a kitten', 'How often should I feed her?'], [['kitten'], ['meal', 'times']]),
  followUp(['My dog has fleas', 'Do I need to treat the house too?'], [['vacuum', 'bedding']]),
  followUp(['We just adopted a rabbit', 'What should she eat?'], ['hay']),
  followUp(
    ['My cat is 14', 'She has started drinking a lot more water'],
    [['kidney', 'thyroid', 'diabetes']],
  ),
  followUp(['I have a labrador', 'How much exercise does he need?'], [['hour', 'exercise']], ['cat']),
];
