import { defineEntries } from './define.js';

/** Poisonings and swallowed objects: what to do while getting to the vet. */
export const EMERGENCY_TOXIN_ENTRIES = defineEntries('emergency', [
  {
    id: 'emergency-chocolate',
    species: 'any',
    title: 'Chocolate eaten',
    keywords:
      'chocolate, cocoa, brownie, theobromine, caffeine, ate chocolate, dark chocolate, baking chocolate',
    text: "Chocolate contains theobromine and caffeine, which dogs and cats cannot break down quickly; dark, baking and cocoa-powder chocolate are far more dangerous than milk chocolate. Note your pet's weight, the type of chocolate, how much is missing and when it was eaten, and keep the wrapper, because the vet uses these to judge the dose. Do not make your pet vomit unless a vet tells you to. Watch for vomiting, diarrhoea, restlessness, a racing heart, tremors or seizures, which can start several hours later.",
  },
  {
    id: 'emergency-xylitol',
    species: 'dog',
    title: 'Xylitol (sugar-free gum, sweets, peanut butter) eaten',
    keywords:
      'xylitol, birch sugar, sugar-free gum, chewing gum, mints, sugar free sweets, peanut butter, toothpaste',
    text: 'In dogs, xylitol triggers a surge of insulin that can drop blood sugar dangerously within 10 to 60 minutes, and larger amounts can cause liver failure. It hides in sugar-free gum, mints, sweets, some peanut butters, baked goods and human toothpaste. Go to a vet immediately even if your dog seems fine, and take the packaging; do not make your dog vomit unless the vet tells you to, and note when it was eaten. Signs of low blood sugar are weakness, wobbling, vomiting, collapse and seizures; if your dog is conscious and able to swallow on the way, the vet may suggest rubbing a little honey or syrup on the gums.',
  },
  {
    id: 'emergency-grapes-raisins',
    species: 'any',
    title: 'Grapes, raisins, sultanas or currants eaten',
    keywords: 'grapes, raisins, sultanas, currants, fruit cake, hot cross buns, kidney failure, trail mix',
    text: 'Grapes and their dried forms can cause sudden kidney failure in dogs, and possibly cats, and there is no known safe amount: some dogs are harmed by a handful. Treat any amount as an emergency and note how many were eaten and when; a vet can make your pet vomit safely and give activated charcoal and fluids, which work best within the first hours, so do not try salt or other home remedies to make it vomit. Remember hidden sources such as fruit cake, hot cross buns, cereal bars and trail mix. Vomiting, lethargy and passing little urine over the next one to three days are warning signs.',
  },
  {
    id: 'emergency-lilies-cats',
    species: 'cat',
    title: 'Lily exposure in cats',
    keywords: 'lily, lilies, lily pollen, vase water, daylily, easter lily, tiger lily, kidney failure, cat',
    text: 'True lilies (Lilium) and daylilies (Hemerocallis) cause acute kidney failure in cats: a bite of a leaf, a lick of pollen groomed off the fur or a sip of vase water is enough. Treatment within about six hours gives the best chance, so note the time and go now rather than waiting for signs. If pollen is on the fur, wipe it off with a damp cloth to stop further grooming, and bring the plant or a photo. Early signs are drooling, vomiting, hiding and loss of appetite; peace lilies and calla lilies only irritate the mouth but should still be checked.',
  },
  {
    id: 'emergency-antifreeze',
    species: 'any',
    title: 'Antifreeze (ethylene glycol) exposure',
    keywords: 'antifreeze, ethylene glycol, coolant, radiator fluid, de-icer, sweet taste, drank antifreeze',
    text: 'Antifreeze tastes sweet, and a teaspoon can kill a cat while a few tablespoons can kill a dog. The antidote only works if it is given within a few hours (as little as three hours in cats), long before kidney damage shows, so go to a vet at once even if your pet seems normal. Early signs look like drunkenness: wobbling, vomiting and excessive thirst, followed by an apparent recovery that is not real. Do not make your pet vomit unless a vet tells you to; note the time, bring the bottle or its label, wash any antifreeze off paws and fur, and clean up spills; pet-safer propylene glycol products exist.',
  },
  {
    id: 'emergency-rat-poison',
    species: 'any',
    title: 'Rat, mouse or slug poison eaten',
    keywords:
      'rat poison, mouse poison, rodenticide, bait, pellets, slug pellets, metaldehyde, warfarin, bromethalin',
    text: 'Rodent baits work in different ways: anticoagulants cause internal bleeding three to five days later, while bromethalin, vitamin D3 (cholecalciferol) and zinc phosphide poison the brain, kidneys or stomach much sooner. Bring the packaging or take a photo of the active ingredient, and note when it was eaten, because treatment depends on both; for anticoagulants an antidote (vitamin K1) exists. Do not wait for signs such as pale gums, bruising, coughing blood, weakness or tremors. Slug pellets containing metaldehyde cause tremors and seizures within hours and are equally urgent.',
  },
  {
    id: 'emergency-onion-garlic',
    species: 'any',
    title: 'Onions, garlic, leeks or chives eaten',
    keywords: 'onion, garlic, leek, chives, shallot, onion powder, garlic powder, anaemia, allium',
    text: 'Onions, garlic, leeks and chives, raw, cooked or powdered, damage red blood cells and can cause anaemia; cats are more sensitive than dogs, and garlic is more potent than onion. A large single meal or repeated small amounts are both risky, and signs may take several days to appear. Tell your vet the food, the amount and when it was eaten. Watch for weakness, pale or yellowish gums, fast breathing and red or brown urine.',
  },
  {
    id: 'emergency-human-medications',
    species: 'any',
    title: 'Human medicines swallowed',
    keywords:
      'ibuprofen, paracetamol, acetaminophen, naproxen, aspirin, pills, tablets, antidepressants, painkillers, fluoxetine, sertraline, sleeping tablets, adhd medication, thyroid tablets',
    text: 'Human medicines are among the most common pet poisonings: ibuprofen and naproxen cause stomach ulcers and kidney failure, paracetamol (acetaminophen) is deadly to cats even in one tablet and damages the liver in dogs, and aspirin causes stomach bleeding in dogs and is poisonous to cats, who cannot clear it. Antidepressants (such as fluoxetine, sertraline or venlafaxine), ADHD stimulants and sleeping tablets cause agitation, pacing, dilated pupils, a racing heart, tremors or seizures (serotonin syndrome) within an hour or two, and cats are drawn to the taste of some; heart and blood pressure tablets (amlodipine, beta blockers) drop the blood pressure, and weakness, wobbliness and collapse can follow within hours; diabetes tablets such as gliclazide drop the blood sugar, with the same weakness and sometimes seizures; too many thyroid tablets (levothyroxine), a person’s or an extra dose of the pet’s own, bring panting, restlessness and a racing heart. Count what is missing, note the time, keep the packet and call straight away; do not give anything to "counteract" it, and do not make your pet vomit unless the vet tells you to. Never give your pet a human painkiller unless a vet has prescribed it, and treat too much of its own anti-inflammatory the same way: a double dose or a whole syringe of meloxicam (Metacam), or a pot of flavoured carprofen (Rimadyl) chews eaten at once, is an overdose that harms the stomach and kidneys, so tell the vet the product, its strength, the amount and your pet’s weight. In cats, brown gums, a swollen face or paws and laboured breathing after paracetamol, or after licking a numbing cream or gel (lidocaine, prilocaine, benzocaine), are critical signs.',
  },
  {
    id: 'emergency-permethrin-cats',
    species: 'cat',
    title: 'Dog flea treatment (permethrin) on a cat',
    keywords: 'permethrin, dog spot-on used on cat, twitching, tremors, pyrethroid',
    text: 'Many dog spot-on flea treatments contain permethrin, which causes twitching, tremors and seizures in cats, sometimes from contact with a recently treated dog. Wash the application site straight away with lukewarm water and a mild washing-up liquid, rinse well and dry the cat, then go to the vet; wear gloves. Keep the cat warm afterwards, because washing and tremors make cats lose heat. Always use products labelled for cats and for your cat’s weight.',
  },
  {
    id: 'emergency-toad',
    species: 'any',
    title: 'Toad licked or mouthed',
    keywords: 'toad, cane toad, toad poisoning, licked a toad, mouthed a toad, bufo',
    text: 'Toads release a poison from glands in their skin that is absorbed through the gums within minutes: a dog that mouths one drools or foams heavily, paws at its mouth and has bright red gums, and with some toads, the cane toad above all, a racing heart, wobbling and seizures can follow. Rinse the mouth at once: wipe the gums and tongue with a damp cloth, or run a gentle stream of water in from the side of the mouth with the head tipped down, so the water runs out rather than down the throat, for about ten minutes. Then call a vet, and go straight away if your pet is wobbly, twitching or collapses.',
  },
  {
    id: 'emergency-blue-green-algae',
    species: 'any',
    title: 'Blue-green algae (cyanobacteria)',
    keywords:
      'blue-green algae, algae, cyanobacteria, algal bloom, pond scum, green scum, swam in a pond, lake',
    text: 'Blue-green algae (cyanobacteria) grow as a green, blue-green or brown scum or mats on still or slow water in warm weather, and their toxins can kill a dog within an hour of swimming in it, drinking it or licking it off the coat. Signs are vomiting, drooling, trembling, wobbling, collapse, seizures or breathing trouble, and liver damage can follow later. Go to a vet at once, even before signs appear; there is no antidote, so early treatment matters. Wearing gloves, wash the coat with plenty of clean water so your dog cannot lick more off, and do not let it drink or swim there again.',
  },
  {
    id: 'emergency-vitamin-d',
    species: 'any',
    title: 'Vitamin D (supplements, psoriasis creams, some rat baits) eaten',
    keywords:
      'vitamin d, vitamin d3, cholecalciferol, calcipotriol, psoriasis cream, supplement capsules, calcium',
    text: 'Vitamin D in supplement capsules and tablets, in psoriasis creams (calcipotriol) and in some rat baits (cholecalciferol) raises the blood calcium, which can cause kidney failure and heart rhythm problems over the next one to three days; one pot of high-strength capsules can be a fatal dose for a dog. Call a vet now, even if your pet seems fine, and bring the packaging, so the vet can work out the dose from the strength (IU or micrograms) and how many are missing. Do not make your pet vomit unless the vet tells you to. Vomiting, drinking and urinating a lot, and weakness are warning signs.',
  },
  {
    id: 'emergency-antibiotics-herbivores',
    species: 'rabbit',
    title: 'Antibiotics given to a rabbit or guinea pig without a vet',
    keywords:
      'antibiotic, antibiotics, amoxicillin, amoxycillin, ampicillin, penicillin, clindamycin, lincomycin, augmentin, clavamox, leftover tablets',
    text: 'Many antibiotics that are safe for dogs, cats and people, above all amoxicillin and other penicillins, clindamycin and lincomycin given by mouth, kill the good bacteria in the gut of rabbits, guinea pigs, hamsters and chinchillas. Harmful bacteria then take over and release toxins, causing diarrhoea, a bloated belly, going off food and collapse, often within a day or two, and it is frequently fatal. Do not give another dose: call a vet now, take the packet, and keep offering hay and water on the way. The vet can give fluids, support the gut and, if an antibiotic is needed, choose one that is safe for the species.',
  },
  {
    id: 'emergency-bread-dough',
    species: 'any',
    title: 'Raw bread dough eaten',
    keywords: 'bread dough, raw dough, pizza dough, yeast dough, rising dough, yeast, alcohol',
    text: 'Raw yeast dough keeps rising in the warmth of the stomach, which can stretch it and even let it twist as in bloat, while the yeast ferments the dough into alcohol that passes into the blood. A dog that has eaten raw dough may retch without bringing anything up, have a swollen, painful belly, or become wobbly, sleepy or cold. Go to a vet now rather than waiting for signs, and say how much dough was eaten and when; do not try to make your dog vomit yourself, because the sticky mass can lodge in the throat.',
  },
  {
    id: 'emergency-poisoning-general',
    species: 'any',
    title: 'Suspected poisoning: first steps',
    keywords:
      'poison, poisoned, toxic, swallowed, bleach, pesticide, weed killer, cleaning product, cannabis, alcohol, macadamia, essential oils, mushrooms, toadstools, rock salt, grit, fireworks',
    text: 'Move your pet away from the source and keep the packaging, plant or a sample of what was eaten, noting the time and amount. Do not make your pet vomit unless a vet or poison helpline tells you to: corrosive products such as bleach or drain cleaner, petroleum products and sharp objects do more damage coming back up. If the substance is on the skin or fur, stop your pet licking it and rinse with lukewarm water. Many toxins, such as cannabis edibles, alcohol, macadamia nuts, some essential oils and the iron in moss killers and lawn feeds, cause signs only hours later, so get advice before they appear. Others act within the hour: caffeine (coffee, energy drinks, caffeine tablets) and other stimulants bring restlessness, a racing heart and tremors; nicotine from cigarettes, vape liquid or nicotine gum brings drooling, vomiting, shaking and a racing heart, and sea water or other salt (rock salt or road grit licked from paws, salt dough) brings thirst, vomiting, wobbling, confusion and even seizures from too much sodium, so wash the paws; wild mushrooms and toadstools can be deadly (some harm the liver only a day or two later, so take one in a paper bag or a photo to the vet), and spent fireworks hold chemicals and heavy metals that burn the mouth and poison.',
  },
  {
    id: 'emergency-foreign-body',
    species: 'any',
    title: 'Swallowed an object (sock, toy, string, bone, battery)',
    keywords:
      'swallowed sock, swallowed toy, string, thread, needle, corn cob, bone, battery, magnet, blockage, obstruction',
    text: 'Swallowed objects can block or cut the gut; button batteries, magnets, needles, fish hooks and corn cobs are especially dangerous. If you see string or thread hanging from the mouth or bottom, never pull it, because it can saw through the intestine; cats are particularly prone to this. Do not make your pet vomit unless a vet advises it. Repeated vomiting, a painful belly, straining without passing stool, or refusing food after swallowing something all need a vet the same day. A fish hook caught in the lip or mouth, or swallowed with line hanging out, is the same: do not pull the line or the hook, tape or tie the line loosely to the collar so it cannot be swallowed further, and go to the vet.',
  },
  {
    id: 'emergency-bird-fumes',
    species: 'bird',
    title: 'Birds and non-stick (PTFE) or smoke fumes',
    keywords:
      'teflon, non-stick pan, ptfe, fumes, smoke, aerosol, scented candle, bird breathing, self-cleaning oven, bird safe cookware, frying pans, stainless steel pans',
    text: "Birds' lungs are extremely efficient, so fumes from overheated non-stick (PTFE) cookware, self-cleaning ovens, smoke, aerosols or scented candles can kill a bird within minutes. Move the bird to fresh air at once, away from the source, and open windows. Tail bobbing, open-mouth breathing, wobbling or sitting on the cage floor mean it needs an avian vet immediately. Keep birds out of the kitchen, and consider replacing non-stick pans with stainless steel or cast iron.",
  },
]);
