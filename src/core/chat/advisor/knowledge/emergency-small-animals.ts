import { defineEntries } from './define.js';

/**
 * Urgent problems of the pets that are not dogs or cats (rabbits, rodents, ferrets, pet birds and
 * backyard hens, reptiles): what a vet for these species would want an owner to do first.
 */
export const SMALL_ANIMAL_EMERGENCY_ENTRIES = defineEntries('emergency', [
  {
    id: 'emergency-rabbit-haemorrhagic-disease',
    species: 'rabbit',
    title: 'Sudden death or bleeding in rabbits (RHD, viral haemorrhagic disease)',
    keywords:
      'rhd, rvhd, rhdv2, viral haemorrhagic disease, rabbit haemorrhagic disease, rabbit calicivirus, rabbit nosebleed',
    text: 'A rabbit that dies suddenly, sometimes with blood at the nose, mouth or bottom, may have had rabbit viral haemorrhagic disease (RHD), a calicivirus that spreads on hay, clothes, insects and shoes and can kill within a day or two. A companion rabbit that is now off its food, dull or feverish needs a vet today; phone ahead, because the clinic will want to keep it away from other rabbits. Keep the dead rabbit cool and sealed in a bag so the vet can test it, wash your hands and disinfect the hutch. Yearly vaccination covering both RHD1 and RHD2 is the only real protection for the rabbits you still have.',
  },
  {
    id: 'emergency-myxomatosis',
    species: 'rabbit',
    title: 'Swollen eyes and lumps in rabbits (myxomatosis)',
    keywords:
      'myxomatosis, myxo, rabbit swollen eyes, rabbit eyes swollen shut, rabbit puffy eyes, lumps on rabbit face, swollen genitals rabbit, rabbit lumps ears',
    text: 'Puffy, swollen eyelids (often swollen shut), runny eyes and swellings on the face, ears, lips or around the genitals and bottom are the classic signs of myxomatosis, a virus carried to rabbits by fleas and mosquitoes. It is a welfare emergency: see a vet the same day, because unvaccinated rabbits usually suffer badly and the vet will help you decide between intensive nursing and a kind end. Keep the rabbit warm, quiet and indoors away from insects, and keep other rabbits apart until the vet has seen it. Yearly vaccination and flea and insect control protect the rest.',
  },
  {
    id: 'emergency-flea-products-rabbits',
    species: 'rabbit',
    title: 'A dog or cat flea product put on a rabbit (fipronil)',
    keywords:
      'frontline rabbit, fipronil, flea treatment rabbit, spot on rabbit, dog flea treatment on rabbit, flea drops on bunny, flea product small pet, rabbit flea poisoning',
    text: 'Fipronil, the ingredient of Frontline and many other dog and cat flea spot-ons, is toxic to rabbits and can cause twitching, weakness, fits and death; permethrin products are dangerous to them too. If one has been put on your rabbit, phone a vet now and wash it off: bathe the patch with lukewarm water and a little mild washing-up liquid, rinse well, and dry the rabbit thoroughly and keep it warm so it does not chill. Take the packet to the vet. Only flea treatments licensed for rabbits, from a vet, are safe for them, and the same caution applies to guinea pigs, ferrets and other small pets.',
  },
  {
    id: 'emergency-bite-wounds',
    species: 'any',
    title: 'Bites and scratches from another animal (a fox, a cat, a cage-mate)',
    keywords:
      'bite wound, bitten, fox attack, fox got in, cat caught my bird, cat scratch bird, cat bit my rabbit, predator attack, fighting, cage mates fighting, pets fighting, attacked, puncture wound, mauled',
    text: "Bites look small on the surface but puncture deep, tear the tissue underneath and carry bacteria, so any bite from a fox, dog, cat or cage-mate needs a vet the same day, and a cat's bite or even one scratch on a bird, rabbit or small rodent needs one within hours: the Pasteurella bacteria in a cat's mouth can kill a small pet within a day or two without antibiotics, even when it seems fine. Separate animals that are fighting with a towel or a board, never your hands, and keep them apart afterwards. Press a clean cloth on any bleeding, keep the injured animal warm, dark and quiet, and handle it as little as possible. Cold ears or feet, lying still, fast breathing or pale gums after an attack mean shock: go now.",
  },
  {
    id: 'emergency-cheek-pouch-prolapse',
    species: 'any',
    otherAnimal: 'hamster',
    title: 'A hamster cheek pouch hanging out of the mouth',
    keywords:
      'cheek pouch, pouch hanging out, everted cheek pouch, prolapsed cheek pouch, hamster pouch out, pink thing hanging from hamster mouth, hamster mouth swelling',
    text: 'Pink or red tissue hanging from the side of a hamster’s mouth is usually a cheek pouch that has turned inside out, often after sticky or sharp food. It dries out, swells and can be damaged quickly, so see a vet today; the vet can clean it and put it back under a short anaesthetic, or remove it if it is injured. Until then keep it moist with a little clean water, do not try to push it back or cut it, and take away sticky foods and bedding that could cling to it.',
  },
  {
    id: 'emergency-tail-degloving',
    species: 'any',
    otherAnimal: 'gerbil',
    title: 'A tail that lost its skin (tail slip or degloving)',
    keywords:
      'tail degloving, degloved tail, tail slip, skin came off tail, gerbil tail skin, picked up by the tail, raw tail, rat tail injury, mouse tail skin off',
    text: 'Gerbils, degus, mice and rats can lose the skin of their tail when held or caught by it: the skin slips off and leaves raw, bloody bone and muscle behind. This is a degloving injury and needs a vet the same day, because the bare part dies and becomes infected and usually has to be amputated cleanly under anaesthetic. Press a clean, damp cloth gently on any bleeding, keep the animal in a clean cage on paper towel rather than sawdust, and do not bandage the tail yourself. Always lift small rodents by scooping them up with both hands, never by the tail.',
  },
  {
    id: 'emergency-heavy-metals',
    species: 'any',
    title: 'Lead or zinc eaten (heavy metal poisoning)',
    keywords:
      'lead, zinc, heavy metal poisoning, lead poisoning, zinc poisoning, curtain weights, fishing weights, lead paint, galvanised wire, cage wire, chewing cage, coins, pennies, new penny toxicosis',
    text: 'Birds and other pets that chew lead (curtain and fishing weights, old paint, solder, stained glass) or zinc (galvanised cage wire and clips, coins, some toys and jewellery) can be poisoned by even a small piece. Signs include vomiting, great thirst, weakness, wobbling, fluffing up, green or bloody droppings and fits, sometimes days later. See a vet now, even before signs: an X-ray shows metal in the gut, and treatment removes it and binds what has been absorbed. Take the bird away from the source and bring a sample of what it chewed.',
  },
  {
    id: 'emergency-constriction',
    species: 'any',
    title: 'A thread, hair or band wrapped tight round a toe or limb',
    keywords:
      'thread wrapped round toe, toe swelling, string round leg, leg band too tight, hair wrapped round toe, constricted toe, tangled in thread, toe going dark, ring band bird',
    text: 'A thread, fibre, hair or a ring band that wraps tightly round a toe, foot, leg or tail cuts off the circulation: the part swells, turns dark, purple or black and can die within hours. See a vet today, and now if the toe is dark or cold, because the band often sinks into the swelling and must be cut off under magnification. Do not tug at the thread; you may snip a loose end that clearly lies away from the skin, but leave a band in the swelling to the vet. Take away frayed rope toys and fabrics with loose threads.',
  },
  {
    id: 'emergency-avocado',
    species: 'bird',
    title: 'Avocado eaten by a bird, rabbit or guinea pig (persin)',
    keywords:
      'avocado, guacamole, persin, avocado bird, avocado parrot, avocado rabbit, avocado guinea pig, ate avocado',
    text: 'Avocado contains persin, which can damage the heart and lungs of pet birds within hours, and is also toxic to rabbits, guinea pigs and other small pets; guacamole and avocado on toast count. Phone an avian or small-animal vet now, even if your pet looks well, and say roughly how much was eaten and when. Breathing with the tail bobbing, fluffing up, weakness or sitting on the cage floor mean it is already affected. For dogs and cats avocado flesh is far less dangerous, but the stone can block the gut.',
  },
  {
    id: 'emergency-crop-problems',
    species: 'bird',
    title: 'A hen or bird with a crop that will not empty (sour or impacted crop)',
    keywords:
      'sour crop, impacted crop, crop not emptying, swollen crop, squishy crop, hard crop, chicken crop, hen crop, bad breath chicken, sour smelling breath hen, crop stasis',
    text: 'The crop, the pouch at the base of the neck where a bird stores food, should be full at night and empty by the morning. A crop that is still full at dawn, feels squishy like a water balloon and gives sour-smelling breath is sour crop (a yeast or bacterial overgrowth), and one that is hard and doughy is impacted with long grass or fibre; both stop the bird eating and can kill it. See a vet promptly and do not try to make the hen vomit, which can make her breathe the fluid in. Take her food away overnight, leave water, and keep her apart from the flock until she is seen.',
  },
  {
    id: 'emergency-reptile-impaction',
    species: 'reptile',
    title: 'A reptile that swallowed sand, gravel or bedding (impaction)',
    keywords:
      'impaction, impacted, sand impaction, ate sand, ate substrate, swallowed gravel, bark chips, loose substrate, reptile constipated, bearded dragon not pooping, back legs not working',
    text: 'Sand, gravel, bark, moss, a piece of fleece or cloth swallowed with its prey, and insects too big to pass can block a reptile’s gut (impaction), especially when the enclosure is too cool for it to digest. No droppings for much longer than usual, a swollen belly, straining, refusing food, or weak or dragging back legs (the blockage presses on the nerves) mean it needs a reptile vet urgently; a snake that has swallowed a liner or towel needs one the same day, before signs, since an x-ray shows whether it can pass or must come out. Warm baths in shallow lukewarm water and the correct basking temperature can help a mild case move on, but never give oil or laxatives without a vet. Feed from a dish, and keep young or unwell reptiles on paper towel or tile rather than loose substrate.',
  },
  {
    id: 'emergency-fireflies',
    species: 'reptile',
    title: 'A firefly eaten by a bearded dragon or other lizard',
    keywords:
      'firefly, fireflies, lightning bug, lightning bugs, bearded dragon ate a firefly, glow worm, lizard ate a bug it should not',
    text: 'Fireflies (lightning bugs) contain toxins (lucibufagins) that can stop the heart of a bearded dragon or other lizard, and a single insect can kill. Phone a reptile vet or an emergency clinic now; do not wait for signs such as gaping, a dark beard, shaking or collapse. Feed only insects bred as reptile food, and never wild-caught bugs.',
  },
  {
    id: 'emergency-tortoise-after-hibernation',
    species: 'reptile',
    title: 'A tortoise that will not eat or wake properly after hibernation',
    keywords:
      'tortoise not eating after hibernation, tortoise wont eat, post hibernation anorexia, tortoise eyes shut, tortoise not peeing after hibernation, tortoise not moving after hibernation, tortoise woke up',
    text: 'A tortoise should drink, pass urine and start to eat within about a week of coming out of hibernation; one that does not eat, keeps its eyes shut, or does not move or pass urine is dehydrated and its organs may be failing (post-hibernation anorexia). Bathe it daily in shallow lukewarm water for a quarter of an hour, up to the join of the shell, so it can drink, and keep it at its full daytime temperature under a heat and UV lamp. If it has not eaten within a week of waking, or seems weak or has sunken or gummed-shut eyes, take it to a reptile vet now for fluids and blood tests. Weigh tortoises before and during hibernation, and only hibernate healthy ones.',
  },
]);
