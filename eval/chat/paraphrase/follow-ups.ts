import type { EvalCase } from '../rubric.js';
import { reworded } from './reword.js';

/** Every development conversation, each turn reworded, twice. */
export const FOLLOW_UP_REWORDINGS: readonly EvalCase[] = [
  ...reworded(
    ['What dogs do you have available?', 'Tell me about Daisy. Is she vaccinated?'],
    ['which dogs u got', 'what about Daisy, has she had her jabs?'],
    [
      'Could you tell me which dogs are available for adoption?',
      'I am interested in Daisy. Has she been vaccinated?',
    ],
  ),
  ...reworded(
    ['Do you have any cats?', 'Tell me more about Oliver, does he have any health issues?'],
    ['got cats?', 'Oliver - any health problems?'],
    [
      'Are there any cats available at the moment?',
      'I would like to know more about Oliver. Does he have any medical conditions?',
    ],
  ),
  ...reworded(
    ["What's the cheapest dog you have?", 'How old is she?'],
    ['cheapest dog?', 'how old is she'],
    ['Which of your dogs has the lowest adoption fee?', 'And what is her age?'],
  ),
  ...reworded(
    ['Do you have any rabbits?', 'Is Clover spayed?'],
    ['any bunnies?', 'has Clover been spayed'],
    ['Are any rabbits available for adoption?', 'Could you tell me whether Clover has been spayed?'],
  ),
  ...reworded(
    ['Show me your cats', 'Which one is the youngest?'],
    ['lemme see the cats', 'which is youngest'],
    ['Please show me the cats you have.', 'Of those, which cat is the youngest?'],
  ),
  ...reworded(
    ['Any dogs good with children?', 'Is Max microchipped?', 'Does he have any health problems?'],
    ['dogs that are ok with kids?', 'max chipped?', 'any health stuff with him?'],
    [
      'Do you have dogs that are good with children?',
      'Has Max been microchipped?',
      'Does he have any health conditions I should know about?',
    ],
  ),
  ...reworded(
    ['Tell me about Rocky'],
    ['whats Rocky like'],
    ['Could you give me some information about Rocky?'],
  ),
  ...reworded(
    ['Is Buster still available?'],
    ['can i still adopt Buster'],
    ['Could you tell me whether Buster is still available for adoption?'],
  ),
  ...reworded(
    ['Is Shadow vaccinated?'],
    ['has Shadow had his shots'],
    ['Could you tell me whether Shadow has been vaccinated?'],
  ),
  ...reworded(
    ["I'm looking for a cat for my flat", 'How much is Luna?'],
    ['want a cat for my apartment', 'Luna price?'],
    ['I am hoping to adopt a cat to live in my flat.', 'What is the adoption fee for Luna?'],
  ),
  ...reworded(
    ['Do you have any puppies?', 'Is he good with kids?'],
    ['got any pups', 'is he ok with kids'],
    ['Are there any puppies available?', 'Is he good with children?'],
  ),
  ...reworded(
    ['Which dogs are good with kids?', 'Is the beagle vaccinated?'],
    ['which dogs r good w kids', 'has the beagle had her jabs'],
    ['Which of your dogs are suitable for a family with children?', 'Has the Beagle been vaccinated?'],
  ),
  ...reworded(
    ["What's the cheapest dog?", 'And the cheapest cat?'],
    ['cheapest dog', 'n cheapest cat?'],
    ['Which dog has the lowest fee?', 'And which cat has the lowest fee?'],
  ),
  ...reworded(
    ['Show me the rabbits', 'Are they good with kids?'],
    ['lets see the bunnies', 'r they ok with kids'],
    ['Could you show me the rabbits you have?', 'Are they suitable for a home with children?'],
  ),
  ...reworded(
    ['Tell me about Pixel', 'Is she spayed?'],
    ['whats Pixel like', 'is she spayed'],
    ['Could you tell me about Pixel?', 'Has she been spayed?'],
  ),
  ...reworded(
    ['Which dogs do you have?', 'Does Rocky have special needs?'],
    ['what dogs u got', 'does Rocky need special care'],
    ['Which dogs are currently available?', 'Does Rocky have any special needs?'],
  ),
  ...reworded(
    ['Tell me about Daisy', 'What should I feed her?'],
    ['whats Daisy like', 'what do i feed her'],
    ['Could you tell me about Daisy?', 'What would be the right diet for her?'],
  ),
  ...reworded(
    ['I have a kitten', 'How often should I feed her?'],
    ['got a kitten', 'how many times a day do i feed her'],
    ['I have recently got a kitten.', 'How many meals a day should she have?'],
  ),
  ...reworded(
    ['My dog has fleas', 'Do I need to treat the house too?'],
    ['dog has fleas ugh', 'do i have to do the house as well'],
    ['My dog has a flea infestation.', 'Is it necessary to treat my home as well?'],
  ),
  ...reworded(
    ['We just adopted a rabbit', 'What should she eat?'],
    ['just got a bunny', 'what does she eat'],
    ['We have recently adopted a rabbit.', 'What should her diet consist of?'],
  ),
  ...reworded(
    ['My cat is 14', 'She has started drinking a lot more water'],
    ['my cats 14', 'shes drinking way more water lately'],
    ['My cat is fourteen years old.', 'Recently she has begun to drink much more water than before.'],
  ),
  ...reworded(
    ['I have a labrador', 'How much exercise does he need?'],
    ['got a lab', 'how much walking does he need'],
    ['I own a Labrador.', 'How much exercise should he get every day?'],
  ),
  ...reworded(
    ['Do you have any cats?', 'Is Luna spayed?'],
    ['any cats', 'is Luna spayed'],
    ['Do you currently have cats for adoption?', 'Has Luna been spayed?'],
  ),
  ...reworded(
    ['What is the oldest dog you have?', 'Is he good with children?'],
    ['oldest dog?', 'ok with kids?'],
    ['Which of your dogs is the oldest?', 'Would he be good with children?'],
  ),
  ...reworded(
    ['Show me the small dogs', 'Which of them is the cheapest?'],
    ['small dogs pls', 'which ones cheapest'],
    ['Please show me your small dogs.', 'Which of those has the lowest fee?'],
  ),
  ...reworded(
    ['Tell me about Max', 'How much exercise will he need?'],
    ['whats Max like', 'how much walking would he need'],
    ['Could you tell me about Max?', 'How much exercise would he require?'],
  ),
  ...reworded(
    ['Does Scout have all his vaccinations?'],
    ['is Scout fully vaccinated'],
    ['Has Scout completed all of his vaccinations?'],
  ),
];
