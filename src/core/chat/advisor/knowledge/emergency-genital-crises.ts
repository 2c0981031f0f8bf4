import { defineEntries } from './define.js';

/**
 * Painful swellings of a male pet's genitals that lose their blood supply within hours: a twisted
 * testicle and a penis that cannot go back into its sheath.
 */
export const GENITAL_EMERGENCY_ENTRIES = defineEntries('emergency', [
  {
    id: 'emergency-testicle-swelling',
    species: 'dog',
    title: 'A swollen, painful testicle or scrotum',
    keywords:
      'swollen testicle, swollen testicles, swollen balls, swollen scrotum, painful testicle, testicular torsion, twisted testicle, orchitis, scrotum red and swollen, retained testicle pain',
    text: 'A testicle or scrotum that swells quickly and hurts can be a twisted testicle (torsion, more common in a testicle retained in the belly), an infection or an injury; a twisted testicle loses its blood supply within hours. Ring your vet today, and as an emergency if he is in obvious pain, will not walk, is vomiting or the swelling is growing. Stop him licking it (a cone or a loose T-shirt) and do not apply creams. Castration prevents most of these problems, and a testicle that never came down is usually removed for that reason.',
  },
  {
    id: 'emergency-paraphimosis',
    species: 'dog',
    title: 'A penis that stays out and will not go back in (paraphimosis)',
    keywords:
      'penis stuck out, penis wont go back in, penis stays out, red rocket stuck, paraphimosis, penis swollen and stuck, lipstick stuck out, hair ring penis',
    text: 'When a dog’s or cat’s penis stays out of its sheath for more than about twenty to thirty minutes it swells, dries and its blood supply suffers (paraphimosis). Keep it moist with a water-based lubricant or cool water, and you can try a cold compress to bring the swelling down; do not pull the sheath or force it. If it has not gone back within half an hour, if it looks dark, dry or he is licking it frantically, it needs a vet now. Long fur caught around the tip is a common cause in long-haired cats and dogs.',
  },
]);
