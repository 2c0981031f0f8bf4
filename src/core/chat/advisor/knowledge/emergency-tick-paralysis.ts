import { defineEntries } from './define.js';

/**
 * Paralysis from a tick's toxin: the paralysis tick of eastern Australia above all, and some
 * wood ticks in North America. It climbs from the back legs to the breathing, over hours.
 */
export const EMERGENCY_TICK_PARALYSIS_ENTRIES = defineEntries('emergency', [
  {
    id: 'emergency-tick-paralysis',
    species: 'any',
    title: 'Wobbly legs, a changed voice or laboured breathing after a tick (tick paralysis)',
    keywords:
      'paralysis tick, tick paralysis, ixodes holocyclus, wobbly after tick, back legs weak tick, bark changed tick, grunting breathing tick, tick on neck, gagging after tick',
    text: 'A tick’s toxin can paralyse a dog or cat over hours to days: it usually starts as wobbly or weak back legs, then a changed or lost bark or meow, retching, gagging or vomiting, and laboured, grunting or noisy breathing as the paralysis reaches the throat and chest; the paralysis tick of eastern Australia is the most dangerous, and some wood ticks in North America do the same. This is an emergency even after the tick is off, because the toxin already in the body keeps working: go to a vet now for tick antiserum and support with breathing. Keep your pet calm, cool and still on the way, give no food or water (it may not swallow safely and can choke), and take the tick with you. Search the whole coat for more ticks, and keep up a tick preventive where paralysis ticks live.',
  },
]);
