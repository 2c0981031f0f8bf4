import { defineEntries } from './define.js';

/** Emergencies after an operation, in pregnancy, while nursing and in newborns. */
export const EMERGENCY_OPERATION_AND_LITTER_ENTRIES = defineEntries('emergency', [
  {
    id: 'emergency-after-surgery',
    species: 'any',
    title: 'Problems after an operation',
    keywords:
      'after surgery, after spay, after neutering, after castration, wound opened, stitches out, chewed stitches, pus, wound infection, anaesthetic, not peeing after surgery',
    text: 'Call the surgery or an emergency vet now if a wound has opened or anything is showing through it, if stitches have been pulled or chewed out, if it bleeds steadily, or if it is hot, swollen and oozing pus, which means infection. Cover an open wound with a clean, damp cloth, stop your pet licking it (put the cone or collar back on) and do not push anything back in. A pet that is still wobbly, cold or cannot lift its head many hours after an anaesthetic, vomits repeatedly, or has not eaten or passed urine within a day of the operation needs checking the same day; a male cat that has not peed may have a blocked bladder.',
  },
  {
    id: 'emergency-fading-newborn',
    species: 'any',
    title: 'A newborn puppy or kitten that is fading',
    keywords:
      'fading puppy, fading kitten, runt, newborn not feeding, will not latch, not suckling, cold newborn, crying newborn, not gaining weight',
    text: 'A newborn that will not latch or suckle, cries without stopping, feels cool, lies apart from the litter or is not gaining weight every day can fade within hours: newborns cannot keep themselves warm and quickly become cold (hypothermia), low in blood sugar and dehydrated. Warm it slowly against your skin or on a covered heat pad, never feed a cold newborn, and call a vet now. The vet can warm it safely, give sugar and fluids, and show you how to tube- or bottle-feed.',
  },
  {
    id: 'emergency-mastitis',
    species: 'any',
    title: 'A hard, hot or red teat in a nursing mother (mastitis)',
    keywords:
      'mastitis, hard teat, hot teat, red teat, swollen mammary gland, painful nipple, nursing mother',
    text: 'A teat or mammary gland that is hard, hot, red, purple or painful in a nursing dog or cat is usually mastitis, an infection of the milk gland, and it can spread to the blood or turn gangrenous. See a vet today, and now if she is off her food, feverish or the skin is dark or broken. Do not squeeze pus out; the vet will prescribe antibiotics that are safe for the puppies or kittens and advise whether they can keep feeding from that side.',
  },
  {
    id: 'emergency-pregnancy-bleeding',
    species: 'any',
    title: 'Bleeding or discharge in a pregnant pet',
    keywords: 'pregnant bleeding, miscarriage, abortion, pregnancy discharge, bleeding while pregnant',
    text: 'Bright red bleeding, a green or black discharge, or pushing before the due date in a pregnant dog or cat can mean a miscarriage, a dead puppy or kitten, or a problem with the placenta, and she can lose a lot of blood. Call a vet now, keep her quiet and warm, and note when it started and how much blood there is; bring anything she passes in a clean bag for the vet to see.',
  },
]);
