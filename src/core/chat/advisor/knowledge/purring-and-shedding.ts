import { defineEntries } from './define.js';

/** Two normal things owners describe through likenesses: a loud purr and a heavy seasonal change of coat. */
export const PURRING_ENTRIES = defineEntries('behaviour', [
  {
    id: 'behaviour-cat-purring',
    species: 'cat',
    title: 'Purring, and why some cats purr so loudly',
    keywords:
      'purr, purring, loud purr, purrs loudly, rumbling, why do cats purr, kitten purring, purring volume',
    text: 'Cats purr by twitching the muscles of the voice box as they breathe in and out, and how loud a purr is varies from cat to cat much as voices do: some are barely felt, others rumble across the room, and neither means anything is wrong. Kittens purr from a few days old to tell their mother they are content and feeding. Most purring means contentment, but cats also purr to soothe themselves when stressed, in pain or unwell, so a cat that purrs while hiding, not eating or breathing with effort needs a vet check.',
  },
]);

export const SHEDDING_ENTRIES = defineEntries('health', [
  {
    id: 'health-seasonal-shedding',
    species: 'dog',
    title: "Blowing the coat: a double-coated dog's seasonal change of coat",
    keywords:
      'blowing coat, blowing the coat, undercoat, double coat, undercoat rake, slicker brush, which brush, brush for a husky',
    text: 'Double-coated dogs such as Huskies, Malamutes, German Shepherds and Labradors lose their dense undercoat in great clumps once or twice a year, usually in spring and autumn. While the coat is coming out, brush every day with an undercoat rake or a coat-stripping comb to lift the loose undercoat, then a slicker brush for the top coat; a warm bath and a thorough blow-dry loosens a lot at once. Never shave a double coat, which protects from heat as well as cold. See a vet for bald patches, sore or flaky skin, itching, or a coat that keeps thinning all year round.',
  },
]);
