import { defineEntries } from './define.js';

/**
 * Cannabis eaten: edibles, brownies, gummies or a stash. Its signs (wobbling, dribbling urine, a
 * startle at every sound) are its own, and an edible may carry other poisons besides.
 */
export const EMERGENCY_CANNABIS_ENTRIES = defineEntries('emergency', [
  {
    id: 'emergency-cannabis',
    species: 'any',
    title: 'Cannabis eaten (edibles, brownies, a stash)',
    keywords:
      'cannabis, marijuana, weed, thc, edible, edibles, pot brownie, space cake, weed gummies, joint, stash, stoned',
    text: 'Cannabis (marijuana, THC) from edibles, brownies, gummies, butter, oil or a dropped joint makes dogs, cats, ferrets and other small pets wobbly and drowsy, with dilated pupils, dribbling urine, a slow heart, vomiting and an exaggerated startle at sounds or touch; a concentrated edible can cause tremors, a dangerously low temperature, seizures or coma, and small animals are affected by tiny amounts. Call your vet now, say honestly what was eaten and how much (the vet asks to treat your pet, not to report anyone), and bring the packet: an edible may also hold chocolate or the sweetener xylitol, poisons of their own. Keep your pet warm and quiet, lying on its side if it is very drowsy, and do not make it vomit at home, because a sedated pet can breathe the vomit in.',
  },
]);
