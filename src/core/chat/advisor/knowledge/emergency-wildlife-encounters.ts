import { defineEntries } from './define.js';

/** Injuries from meeting a wild animal that owners must not treat themselves. */
export const EMERGENCY_WILDLIFE_ENCOUNTER_ENTRIES = defineEntries('emergency', [
  {
    id: 'emergency-porcupine-quills',
    species: 'any',
    title: 'Porcupine quills',
    keywords: 'porcupine, quills, quills in face, quills in mouth, quill removal',
    text: 'Porcupine quills are barbed and work their way deeper with every movement, into the mouth, throat, chest or eyes, and broken quills are left behind. Do not pull them or cut them, which splinters them and makes them harder to find: keep your pet calm, stop it pawing or rubbing its face (a cone or holding its front legs helps), and go to a vet now. The vet removes them under sedation or an anaesthetic and checks inside the mouth and along the body for those you cannot see.',
  },
]);
