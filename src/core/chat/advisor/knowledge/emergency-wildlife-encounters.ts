import { defineEntries } from './define.js';

/** Injuries met outdoors (wild animals, grass seeds) that owners must not treat themselves. */
export const EMERGENCY_WILDLIFE_ENCOUNTER_ENTRIES = defineEntries('emergency', [
  {
    id: 'emergency-porcupine-quills',
    species: 'any',
    title: 'Porcupine quills',
    keywords: 'porcupine, quills, quills in face, quills in mouth, quill removal',
    text: 'Porcupine quills are barbed and work their way deeper with every movement, into the mouth, throat, chest or eyes, and broken quills are left behind. Do not pull them or cut them, which splinters them and makes them harder to find: keep your pet calm, stop it pawing or rubbing its face (a cone or holding its front legs helps), and go to a vet now. The vet removes them under sedation or an anaesthetic and checks inside the mouth and along the body for those you cannot see.',
  },
  {
    id: 'emergency-grass-seed',
    species: 'any',
    title: 'A grass seed up the nose, in an ear or in an eye',
    keywords:
      'grass seed, grass awn, foxtail, sneezing after a walk, nosebleed, pawing at nose, head shaking after a walk',
    text: 'Grass seeds (awns, foxtails) are shaped like arrowheads and travel only forwards: after a walk in long grass, sudden violent sneezing, pawing at the nose or a nosebleed from one nostril, sudden head shaking with the head tilted, or a squinting, weeping eye usually mean one has gone in. Do not poke inside the nose or ear. A vet needs to remove it the same day, often under sedation, before it moves deeper into the airway, the ear canal or the body, where it causes abscesses and is much harder to find.',
  },
]);
