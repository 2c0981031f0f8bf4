import type { EvalCase } from '../rubric.js';
import { reworded } from './reword.js';

/** Every development catalog question, reworded twice with the same constraints. */
export const CATALOG_REWORDINGS: readonly EvalCase[] = [
  ...reworded(
    'What is the cheapest dog you have?',
    'cheapest dog u got?',
    'Which of your dogs has the lowest adoption fee?',
  ),
  ...reworded(
    "What's your least expensive cat?",
    'whats the cheapest cat',
    'Which cat has the smallest adoption fee?',
  ),
  ...reworded(
    'Which is the youngest dog available?',
    'youngest dog u have?',
    'Which of your available dogs is the youngest?',
  ),
  ...reworded('what is the oldest cat you have', 'oldest cat?', 'Which of your cats is the oldest?'),
  ...reworded(
    'Any small dogs under 100.00?',
    'small dogs for less than 100?',
    'Do you have any small dogs priced below 100.00?',
  ),
  ...reworded(
    'Do you have any cats that would suit a flat?',
    'cats ok for an apartment?',
    'Which of your cats would be suitable for living in a flat?',
  ),
  ...reworded(
    'Which dogs are good with kids?',
    'dogs good w kids?',
    'Which of your dogs are suitable for families with children?',
  ),
  ...reworded('Do you have any female dogs?', 'any girl dogs', 'Are there any female dogs available?'),
  ...reworded(
    'What is the most expensive pet you have?',
    'priciest pet?',
    'Which of your pets has the highest adoption fee?',
  ),
  ...reworded(
    'Show me dogs younger than 2 years',
    'dogs under 2 yrs old pls',
    'Could you list the dogs that are less than two years old?',
  ),
  ...reworded(
    'What rabbits can I adopt?',
    'which bunnies can i adopt',
    'Which rabbits are available for adoption?',
  ),
  ...reworded(
    'Are there any pets under $50?',
    'pets for less than 50 bucks?',
    'Do you have any pets with a fee below $50?',
  ),
  ...reworded(
    'I want a dog that is good with kids and under 200 dollars',
    'need a dog ok with kids, less than 200 dollars',
    'I am looking for a dog that is good with children and costs less than 200 dollars.',
  ),
  ...reworded('Got any reptiles?', 'any reptiles', 'Are there reptiles I could adopt?'),
  ...reworded('Do you have any large dogs?', 'got big dogs?', 'Are any large dogs available?'),
  ...reworded('show me your male cats', 'boy cats pls', 'Could you show me the male cats you have?'),
  ...reworded('Do you have any birds for sale?', 'any birds?', 'Are there any birds available for adoption?'),
  ...reworded(
    'Is there a dog under 100 dollars?',
    'any dog less than 100 dollars',
    'Do you have a dog with a fee below 100 dollars?',
  ),
  ...reworded('Do you have any kittens?', 'got kittens?', 'Are there any kittens available?'),
  ...reworded(
    "I'm after a calm senior dog, what have you got?",
    'want a chilled out older dog, what u got',
    'I am looking for a calm, older dog. What do you have?',
  ),
  ...reworded('Do you have any hamsters?', 'got hamsters?', 'Are there any hamsters available for adoption?'),
  ...reworded(
    'Which cat is the cheapest and good with children?',
    'cheapest cat thats ok with kids',
    'Which cat that is good with children has the lowest fee?',
  ),
  ...reworded(
    'Which cats are good with children?',
    'cats ok w kids?',
    'Which of your cats are suitable for a home with children?',
  ),
  ...reworded('cheapest rabbit?', 'lowest price bunny', 'Which rabbit has the lowest adoption fee?'),
  ...reworded(
    'Do you have any male dogs under 160?',
    'boy dogs under 160?',
    'Are there any male dogs priced below 160?',
  ),
  ...reworded(
    'What is the youngest pet you have?',
    'youngest animal u have?',
    'Which of your pets is the youngest?',
  ),
];
