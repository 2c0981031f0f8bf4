import { defineEntries } from './define.js';

/**
 * Emergencies owners describe by what they see rather than by name: a heart failing, a bone
 * through the skin, yellowing, a ferret's endless season, a snake's meal stuck half-way.
 */
export const EMERGENCY_BREED_AND_EXOTIC_ENTRIES = defineEntries('emergency', [
  {
    id: 'emergency-heart-failure',
    species: 'any',
    title: 'Coughing pink froth or struggling for breath (heart failure, fluid on the lungs)',
    keywords:
      'heart failure, congestive heart failure, fluid on the lungs, pulmonary oedema, pink froth, frothy cough, heart murmur and breathing, coughing at night, breathless after exercise',
    text: 'A cough that brings up pink or blood-tinged froth, breathing that stays fast or laboured at rest, or breathlessness after a short walk often means a failing heart has let fluid build up in the lungs (congestive heart failure), and it can kill within hours. Keep your pet calm, still and cool, let it sit or stand in the position it chooses, do not walk it or make it climb stairs, and go to a vet now, lifting it into the car rather than letting it walk. The vet gives oxygen and a diuretic to draw the fluid off the lungs, then heart medication; a resting breathing rate counted at home later shows whether the medication is working.',
  },
  {
    id: 'emergency-open-fracture',
    species: 'any',
    title: 'A broken bone, or bone showing through the skin (open fracture)',
    keywords:
      'broken bone, broken leg, fracture, open fracture, compound fracture, bone sticking out, bone through the skin, leg at a strange angle, dangling leg',
    text: 'A leg that hangs at an odd angle, swings loosely or will not bear any weight after a fall or a jump may be broken, and bone showing through the skin (an open fracture) can become infected within hours and needs a vet now. Do not try to straighten the leg or push the bone back in; cover the wound loosely with a clean, damp dressing or cloth, and stop any bleeding with gentle pressure around it, not on the bone. Move your pet as little as possible, supported on a board, a blanket or in a box, and be ready for it to bite from the pain: a loose muzzle or a towel over the head helps. Small pets such as hamsters, rats and birds break legs easily in a fall, and even when no bone shows they can be bleeding inside and need checking the same day.',
  },
  {
    id: 'emergency-jaundice',
    species: 'any',
    title: 'Yellow gums, eyes or skin (jaundice), or a cat that has stopped eating',
    keywords:
      'jaundice, yellow eyes, yellow gums, yellow skin, yellow ears, liver failure, hepatic lipidosis, fatty liver, cat not eating for days, icterus',
    text: 'A yellow colour in the whites of the eyes, the gums, the inside of the ears or the skin is jaundice: the liver is failing, the body is destroying its own circulating cells (haemolysis), or the bile duct is blocked, and it needs a vet today. In a cat, and above all a large or overweight one, going without food for more than two or three days can itself cause fatty liver disease (hepatic lipidosis), which turns the eyes and gums yellow and is fatal unless a vet feeds the cat. Do not wait for the appetite to come back and do not force-feed; the vet will run tests and often places a feeding tube until the cat eats again, which most cats survive when it is started in time.',
  },
  {
    id: 'emergency-ferret-season-anaemia',
    species: 'any',
    otherAnimal: 'ferret',
    title: 'A female ferret stuck in season, pale and weak (oestrogen anaemia)',
    keywords:
      'jill in season, ferret in season for weeks, ferret swollen vulva, pale ferret, weak ferret, ferret anaemia, hyperoestrogenism, unspayed jill',
    text: 'A jill (female ferret) that is not mated or taken out of season stays in heat, and after a few weeks the high oestrogen stops her bone marrow making blood cells: she becomes pale, weak and sleepy, may bleed under the skin or lose fur, and can die of the anaemia. Pale gums, nose or pads with weakness in a jill with a swollen vulva need a vet today. The vet ends the season with a hormone injection or implant and may give a blood transfusion before spaying her once she is strong enough; a jill not kept for breeding should have a hormone implant or be spayed before her first season ends.',
  },
  {
    id: 'emergency-snake-stuck-prey',
    species: 'reptile',
    title: 'A snake with its prey stuck half-way, or bringing its meal back up',
    keywords:
      'prey stuck, mouse stuck, rat stuck, snake choking on prey, half swallowed, regurgitation, snake regurgitated, snake bringing food back up, meal stuck',
    text: 'A snake that has held a prey item half-way down for more than an hour or two, gapes with the meal in its mouth, or brings its meal back up is in trouble: the prey may be too big, the snake too cold, stressed or ill. Never pull the prey out, since the backward-facing teeth and the gullet tear easily; leave the snake alone in a quiet, dark enclosure at the right warm-end temperature, which often lets it finish or drop the meal itself. If nothing has changed within an hour or two, or it keeps gaping, struggles to breathe or bleeds from the mouth, take it to a reptile vet now, or to any vet who can give advice by phone. After a regurgitation, wait at least two weeks before offering a smaller meal, because the gut lining needs time to heal.',
  },
]);
