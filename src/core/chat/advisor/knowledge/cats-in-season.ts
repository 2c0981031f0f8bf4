import { defineEntries } from './define.js';

/** A female cat in season (calling): loud and restless, and normal, which owners fear is pain. */
export const CAT_SEASON_ENTRIES = defineEntries('health', [
  {
    id: 'health-cat-in-season',
    species: 'cat',
    title: 'A female cat in season (calling)',
    keywords:
      'cat in season, cat in heat, cat on heat, calling, queen calling, yowling, rolling on the floor, bottom in the air, bum in the air, rear in the air, looks like pain, first season, affectionate and restless',
    text: 'An unspayed female cat comes into season (calls) from about four to six months old, and in spring and summer every two to three weeks until she is mated or spayed. For a few days she yowls loudly, rolls on the floor, rubs against everything, is extra affectionate, and crouches with her rear raised and her tail held aside while treading with her back feet; it can look and sound like pain, but she eats, purrs and is bright. Keep her indoors and away from entire toms, and book a spay, which most vets do from about four months and can do between seasons. See a vet if she is off her food, vomiting, lethargic, has a discharge or swollen belly, or strains in the litter tray, which are not part of a season.',
  },
]);
