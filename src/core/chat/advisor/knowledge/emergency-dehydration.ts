import { defineEntries } from './define.js';

/** An illness that has gone on long enough to drain the pet of fluid. */
export const EMERGENCY_DEHYDRATION_ENTRIES = defineEntries('emergency', [
  {
    id: 'emergency-dehydration',
    species: 'any',
    title: 'Dehydration from vomiting or diarrhoea',
    keywords:
      'dehydration, dehydrated, not drinking, wont drink, refuses water, vomiting for days, diarrhoea for days, sunken eyes, tacky gums, skin tent, rehydration, electrolytes, fluids',
    text: 'Vomiting or diarrhoea that has gone on for more than a day, or any that comes with refusing water, being unable to keep water down, weakness or lying flat, means your pet is losing more fluid than it takes in, and dehydration can become dangerous within hours, fastest in puppies, kittens, small pets and old animals. The signs are dry or tacky gums, sunken eyes and skin at the scruff that stays tented when lifted. Your pet needs a vet now: fluids given by drip or under the skin work where drinking cannot. Do not force water or give human rehydration sachets, sports drinks or medicines on your own; offer small sips only if your vet advises it, and note how often it has vomited and when it last drank.',
  },
]);
