import { defineEntries } from './define.js';

/**
 * Emergencies owners often tell through a figure: a heart rate counted far outside its range, a
 * number of opioid painkillers swallowed.
 */
export const EMERGENCY_TOLD_IN_FIGURES_ENTRIES = defineEntries('emergency', [
  {
    id: 'emergency-heart-rate',
    species: 'any',
    title: 'A heartbeat far too slow or too fast',
    keywords:
      'heart rate, heartbeat, pulse, slow heartbeat, slow heart rate, fast heartbeat, heart racing, irregular heartbeat, arrhythmia, heart block, bradycardia, tachycardia',
    text: 'A resting heart rate far outside the normal range (roughly under 50 or over 220 beats a minute in a dog, under 100 or over 260 in a cat; rabbits, birds and small pets normally beat much faster) means the heart is not pumping blood well. With fainting, collapse, weakness, pale or grey gums, cold legs or breathing with the mouth open it can be a dangerous heart rhythm (a heart block or a runaway fast rhythm), heart disease, a blood salt imbalance (as in Addison’s disease or a blocked bladder) or a poison such as a stimulant. Keep your pet calm, still and cool, carry it rather than let it walk, note the count and when any faints happened (a video helps), and go to a vet now: an ECG shows the rhythm and some need treating at once. Never give a heart medicine meant for a person or another pet.',
  },
  {
    id: 'emergency-opioid-medicines',
    species: 'any',
    title: 'Opioid painkillers swallowed (tramadol, codeine, morphine)',
    keywords:
      'tramadol, codeine, co-codamol, morphine, oxycodone, fentanyl, fentanyl patch, methadone, buprenorphine, opioid, opiate, overdose',
    text: 'Opioid painkillers such as tramadol, codeine (in co-codamol), morphine, oxycodone, methadone and fentanyl patches slow the breathing and the heart and cause deep drowsiness, wobbliness, drooling, vomiting and a low body temperature; tramadol can also cause agitation, tremors and seizures, and a combined tablet adds the harm of the paracetamol or ibuprofen in it. An overdose can stop the breathing within hours, so go to a vet now with the packet and count how many tablets are missing: early on the vet can make your pet vomit, and naloxone reverses the opioid. Keep your pet warm and watch its breathing on the way, and treat a chewed fentanyl patch, even a used one, as an emergency.',
  },
]);
