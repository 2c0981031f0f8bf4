import { systemContext } from '../context.js';
import { principalOfUser } from '../policy.js';
import type { SeedContext } from './index.js';

interface DemoPet {
  /** Exactly what a client would send to create it. */
  request: Record<string, unknown>;
  /** Set afterwards by a replace, as staff would (a medical hold). */
  status?: 'not_available';
}

const DEMO_PETS: DemoPet[] = [
  {
    request: {
      name: 'Buddy',
      species: 'dog',
      breed: 'Golden Retriever',
      ageMonths: 24,
      size: 'large',
      color: 'golden',
      gender: 'male',
      goodWithKids: true,
      price: '150.00',
      description: 'A gentle, playful retriever who loves fetch and long walks.',
      medicalInfo: { spayedNeutered: true, vaccinated: true, microchipped: true, specialNeeds: false },
    },
  },
  {
    request: {
      name: 'Luna',
      species: 'cat',
      breed: 'Siamese',
      ageMonths: 18,
      size: 'small',
      color: 'cream',
      gender: 'female',
      goodWithKids: true,
      price: '85.00',
      description: 'Talkative and affectionate; follows you from room to room.',
      medicalInfo: { spayedNeutered: true, vaccinated: true, microchipped: true, specialNeeds: false },
    },
  },
  {
    request: {
      name: 'Max',
      species: 'dog',
      breed: 'German Shepherd',
      ageMonths: 60,
      size: 'large',
      color: 'black and tan',
      gender: 'male',
      goodWithKids: false,
      price: '120.00',
      description: 'Loyal and clever; best in a home with experienced adults and no small children.',
      medicalInfo: { spayedNeutered: true, vaccinated: true, microchipped: true, specialNeeds: false },
    },
  },
  {
    request: {
      name: 'Daisy',
      species: 'dog',
      breed: 'Beagle',
      ageMonths: 4,
      size: 'small',
      color: 'tricolor',
      gender: 'female',
      goodWithKids: true,
      price: '200.00',
      description: 'A curious puppy with a big nose and a bigger heart.',
      medicalInfo: { spayedNeutered: false, vaccinated: true, microchipped: false, specialNeeds: false },
    },
  },
  {
    request: {
      name: 'Oliver',
      species: 'cat',
      breed: 'Maine Coon',
      ageMonths: 96,
      size: 'large',
      color: 'brown tabby',
      gender: 'male',
      goodWithKids: true,
      price: '40.00',
      description: 'A calm senior gentleman who enjoys sunny windowsills.',
      medicalInfo: {
        spayedNeutered: true,
        vaccinated: true,
        microchipped: true,
        specialNeeds: true,
        healthNotes: 'Mild arthritis; daily joint supplement.',
      },
    },
  },
  {
    request: {
      name: 'Whiskers',
      species: 'cat',
      breed: 'Domestic Shorthair',
      ageMonths: 3,
      size: 'small',
      color: 'grey',
      gender: 'unknown',
      price: '60.00',
      description: 'A tiny kitten found near the harbour; shy at first, then very cuddly.',
    },
  },
  {
    request: {
      name: 'Thumper',
      species: 'rabbit',
      breed: 'Holland Lop',
      ageMonths: 12,
      size: 'small',
      color: 'white',
      gender: 'male',
      goodWithKids: true,
      price: '45.50',
      description: 'Floppy ears, gentle temperament, litter trained.',
      medicalInfo: { spayedNeutered: true, vaccinated: true, microchipped: false, specialNeeds: false },
    },
  },
  {
    request: {
      name: 'Clover',
      species: 'rabbit',
      breed: 'Flemish Giant',
      ageMonths: 30,
      size: 'large',
      color: 'sandy',
      gender: 'female',
      goodWithKids: false,
      price: '55.00',
      description: 'A giant, relaxed bunny who needs room to roam.',
    },
  },
  {
    request: {
      name: 'Kiwi',
      species: 'bird',
      breed: 'Budgerigar',
      ageMonths: 8,
      size: 'small',
      color: 'green',
      gender: 'male',
      goodWithKids: true,
      price: '25.00',
      description: 'Chirpy budgie who is learning his first words.',
    },
  },
  {
    request: {
      name: 'Sunny',
      species: 'bird',
      breed: 'Cockatiel',
      ageMonths: 36,
      size: 'small',
      color: 'yellow',
      gender: 'female',
      goodWithKids: true,
      price: '90.00',
      currency: 'USD',
      description: 'Whistles cheerful tunes and enjoys head scratches.',
    },
  },
  {
    request: {
      name: 'Spike',
      species: 'reptile',
      breed: 'Bearded Dragon',
      ageMonths: 48,
      size: 'medium',
      color: 'orange',
      gender: 'male',
      goodWithKids: true,
      price: '110.00',
      description: 'Docile and easy to handle; comes with advice on his heat lamp set-up.',
    },
  },
  {
    request: {
      name: 'Shelly',
      species: 'reptile',
      breed: 'Red-eared Slider',
      ageMonths: 120,
      size: 'small',
      color: 'green',
      gender: 'female',
      goodWithKids: false,
      price: '35.00',
      description: 'A long-lived turtle who needs a proper aquarium with a basking spot.',
    },
  },
  {
    request: {
      name: 'Rocky',
      species: 'dog',
      breed: 'Mixed Breed',
      ageMonths: 36,
      size: 'medium',
      color: 'brindle',
      gender: 'male',
      goodWithKids: true,
      price: '95.00',
      description: 'Energetic mutt who excels at agility and cuddles.',
      medicalInfo: { spayedNeutered: true, vaccinated: true, microchipped: true, specialNeeds: false },
    },
  },
  {
    request: {
      name: 'Bella',
      species: 'dog',
      breed: 'Labrador Retriever',
      ageMonths: 84,
      size: 'large',
      color: 'black',
      gender: 'female',
      goodWithKids: true,
      price: '75.00',
      description: 'Recovering from surgery; she will be ready for a new home soon.',
      medicalInfo: {
        spayedNeutered: true,
        vaccinated: true,
        microchipped: true,
        specialNeeds: true,
        healthNotes: 'Post-operative rest after a knee repair.',
      },
    },
    status: 'not_available',
  },
  {
    request: {
      name: 'Nibbles',
      species: 'other',
      breed: 'Guinea Pig',
      ageMonths: 10,
      size: 'small',
      color: 'tan',
      gender: 'female',
      goodWithKids: true,
      price: '20.00',
      description: 'Squeaks happily at the sound of a bag of greens.',
    },
  },
];

/**
 * Sample pets for the demo tenant, created by the demo staff account through the ordinary pet
 * service (validated and audited like any other). Runs once, with the rest of the demo data.
 */
export async function seedDemoPets({ core, ctx, accounts }: SeedContext): Promise<void> {
  const staff = systemContext(
    ctx.tenantId,
    ctx.requestId,
    principalOfUser({ userId: accounts.staff.id, tenantId: ctx.tenantId, role: 'STAFF' }),
  );
  for (const demo of DEMO_PETS) {
    const pet = await core.pets.create(staff, demo.request);
    if (demo.status !== undefined) {
      await core.pets.replace(staff, pet.id, { ...demo.request, status: demo.status }, pet.version);
    }
  }
}
