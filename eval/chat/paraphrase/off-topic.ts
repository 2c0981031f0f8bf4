import type { EvalCase } from '../rubric.js';
import { reworded } from './reword.js';

/** Every development off-topic request, reworded twice. */
export const OFF_TOPIC_REWORDINGS: readonly EvalCase[] = [
  ...reworded(
    'Can you help me write a cover letter for a marketing job?',
    'need a cover letter for a marketing role, can u write one',
    'Would you be able to draft a covering letter for my application to a marketing position?',
  ),
  ...reworded(
    'What is the best laptop for a university student?',
    'best laptop for uni?',
    'Which laptop would you recommend for someone starting a university degree?',
  ),
  ...reworded(
    'Who won the 2018 World Cup?',
    'who won the world cup in 2018',
    'Which national team won the 2018 FIFA World Cup?',
  ),
  ...reworded(
    'How do I make banana bread?',
    'banana bread recipe pls',
    'Could you give me a method for baking banana bread?',
  ),
  ...reworded(
    'Explain quantum entanglement in simple terms',
    'quantum entanglement, explain like im 5',
    'Please give me a simple explanation of what quantum entanglement is.',
  ),
  ...reworded(
    'What is the capital of Australia?',
    'capital of australia?',
    'Which city is the capital of Australia?',
  ),
  ...reworded(
    'Write a haiku about my cat',
    'write me a haiku abt my cat',
    'Please compose a haiku poem about my cat.',
  ),
  ...reworded(
    'Can you debug my Python script? It throws a KeyError',
    'my python script keeps throwing KeyError, can u fix it',
    'Could you help me debug a Python program that raises a KeyError?',
  ),
  ...reworded(
    'Should I buy Tesla shares this year?',
    'is tesla stock a buy this year',
    'Would it be wise to invest in Tesla shares this year?',
  ),
  ...reworded(
    'Recommend a good movie to watch tonight',
    'good film for tonight?',
    'Could you suggest a film I might enjoy watching this evening?',
  ),
  ...reworded(
    'How do I change a flat tyre on my bike?',
    'how to fix a flat on my bicycle',
    'What are the steps to replace a punctured tyre on a bicycle?',
  ),
  ...reworded(
    "Translate 'good morning' into Spanish",
    'how do u say good morning in spanish',
    "What is the Spanish translation of 'good morning'?",
  ),
  ...reworded(
    'How many calories are in a banana?',
    'calories in a banana?',
    'How much energy, in calories, does one banana contain?',
  ),
  ...reworded('Tell me a joke', 'say something funny', 'Could you tell me a joke, please?'),
  ...reworded(
    ['I have a dog', 'What is the population of Tokyo?'],
    ['got a dog btw', 'how many people live in tokyo'],
    ['I own a dog.', 'What is the current population of Tokyo?'],
  ),
  ...reworded(
    'How do I fix a leaking kitchen tap?',
    'kitchen tap is dripping, how do i fix it',
    'What is the procedure for repairing a kitchen tap that leaks?',
  ),
  ...reworded(
    'What should I cook for dinner tonight?',
    'what should i make for tea tonight',
    'Could you suggest something for me to cook for dinner this evening?',
  ),
  ...reworded(
    'Can you recommend a good book?',
    'any good books to read?',
    'Would you recommend a novel for me to read?',
  ),
  ...reworded(
    'What is the square root of 144?',
    'sqrt of 144?',
    'What number multiplied by itself gives 144?',
  ),
  ...reworded(
    'Plan me a trip to Rome',
    'plan a rome trip for me',
    'Could you put together an itinerary for a holiday in Rome?',
  ),
];
