import { defineEntries } from './define.js';

/**
 * A reptile whose blood calcium has fallen so far that its muscles twitch or fail: the crisis at
 * the end of metabolic bone disease, which a reptile vet treats the same day.
 */
export const REPTILE_CALCIUM_EMERGENCY_ENTRIES = defineEntries('emergency', [
  {
    id: 'emergency-reptile-low-calcium',
    species: 'reptile',
    title: 'A reptile that twitches, trembles or cannot lift itself (a low-calcium crisis)',
    keywords:
      'reptile twitching, lizard tremors, bearded dragon shaking, gecko trembling, iguana twitching toes, reptile cannot lift body, turtle too weak, soft shell weak, low calcium, hypocalcaemia, calcium crisis, metabolic bone disease crisis',
    text: 'Twitching toes or legs, trembling, jerky movements, or a lizard or turtle that can no longer lift its body off the floor usually means its blood calcium has fallen dangerously low, the end stage of metabolic bone disease; it can turn into fits and death within days. Take it to a reptile vet today for calcium and fluids, as an emergency if it is fitting or cannot move. Keep it warm at its normal daytime temperature while you arrange it, handle it gently because its bones break easily, and do not force calcium powder into its mouth. Afterwards a UVB lamp of the right strength, replaced as the maker advises, and calcium with D3 on its food prevent it.',
  },
]);
