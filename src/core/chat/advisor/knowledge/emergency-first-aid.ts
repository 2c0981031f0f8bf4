import { defineEntries } from './define.js';

/** Urgent situations that are not poisonings: recognise them, stabilise, travel safely. */
export const EMERGENCY_FIRST_AID_ENTRIES = defineEntries('emergency', [
  {
    id: 'emergency-choking',
    species: 'any',
    title: 'Choking',
    keywords: 'choking, something stuck in throat, pawing at mouth, gagging, object in mouth, heimlich',
    text: 'If your pet is still breathing and coughing, keep it calm and drive to the vet rather than reaching into its mouth. If it cannot breathe, open the mouth carefully, look, and remove a visible object with fingers or tongs only if you can do so without pushing it deeper; a panicking animal may bite. If that fails, give five firm back blows between the shoulder blades, then abdominal thrusts just behind the ribcage (small pets held with their back against you, large dogs standing or on their side). Check the mouth between attempts and keep going on the way to the clinic. A stick or bone wedged across the roof of the mouth or between the teeth is not choking but needs a vet to remove it, often under sedation: do not pull at it, which tears the gums.',
  },
  {
    id: 'emergency-cpr',
    species: 'any',
    title: 'Not breathing: pet CPR',
    keywords: 'cpr, not breathing, no heartbeat, no pulse, resuscitation, chest compressions, rescue breaths',
    text: 'Check for breathing and a heartbeat (on the left chest behind the elbow) for no more than ten seconds, then start CPR and have someone drive you to the vet. Lay the pet on its side and push hard and fast on the widest part of the chest, 100 to 120 times a minute, compressing one third to one half of its width and letting it recoil fully; for small pets squeeze the chest with one hand. After every 30 compressions, close the mouth and give two breaths into the nose until the chest rises. Continue until breathing returns or you reach help.',
  },
  {
    id: 'emergency-breathing-difficulty',
    species: 'any',
    title: 'Breathing difficulty',
    keywords:
      'breathing difficulty, cant breathe, laboured breathing, gasping, blue gums, open-mouth breathing cat, wheezing',
    text: 'Laboured breathing, an outstretched neck, a heaving belly, noisy breathing, or pale, grey or blue gums mean your pet is not getting enough oxygen. Cats breathing with their mouth open are always an emergency. Keep your pet as calm and cool as possible, do not restrain it tightly or force it to lie down, and let it take the position it finds easiest. Travel with good ventilation, and call ahead so the clinic can have oxygen ready.',
  },
  {
    id: 'emergency-eclampsia',
    species: 'any',
    title: 'Trembling in a nursing mother (eclampsia)',
    keywords:
      'eclampsia, milk fever, low blood calcium, nursing mother trembling, shaking after giving birth, stiff legs after whelping',
    text: 'A dog or cat that is pregnant or nursing a litter (most often one to four weeks after the birth, and small dogs with large litters) and starts trembling, panting hard, walking stiffly, becoming restless or having a seizure may have eclampsia: her blood calcium has fallen too low. It can kill within hours and is treated with calcium given by the vet into a vein. Do not give calcium tablets yourself. Take the puppies or kittens off her, keep her cool and calm, and go now; the vet will advise on hand-rearing or supplementing the litter while she recovers.',
  },
  {
    id: 'emergency-heavy-bleeding',
    species: 'any',
    title: 'Heavy bleeding',
    keywords: 'bleeding, blood, deep cut, wound, gash, spurting, pressure, bandage, tourniquet',
    text: "Apply firm, direct pressure: press a clean cloth or gauze pad on the wound and hold it for at least five to ten minutes without lifting it to look. If blood soaks through, add more layers on top rather than removing the first. On a leg, a firm bandage over the pad helps; avoid tourniquets unless bleeding is life-threatening and you cannot stop it otherwise. Keep your pet warm and still, and muzzle it gently only if it is not vomiting or struggling to breathe. A bird's broken blood feather (a growing feather with blood in its shaft) can bleed heavily: press a little flour or cornflour onto it, hold it gently, and see an avian vet, who may pull the feather.",
  },
  {
    id: 'emergency-seizures',
    species: 'any',
    title: 'Seizures',
    keywords:
      'seizure, fit, convulsions, fitting, twitching, shaking uncontrollably, epilepsy, paddling legs',
    text: 'A fit often starts with a sudden collapse onto the side, then stiff or paddling legs, drooling and a blank stare that does not answer to you. Never put anything in its mouth and keep your hands away from it (pets do not swallow their tongues), move furniture away and block stairs, and dim lights and sound. Time the seizure: one lasting more than five minutes, or several in a day, is a life-threatening emergency. Afterwards your pet may be confused, temporarily blind or wobbly; keep it somewhere safe and cool, because seizures raise body temperature. Any first seizure needs a vet visit, and a video helps the diagnosis.',
  },
  {
    id: 'emergency-heatstroke',
    species: 'any',
    title: 'Heatstroke',
    keywords:
      'heatstroke, heat stroke, overheating, hot car, panting heavily, collapsed in heat, hot weather',
    text: 'Heavy panting, drooling, bright red or pale gums, vomiting, wobbling and collapse on a warm day mean heatstroke. Move your pet into shade or air conditioning and start cooling straight away: pour cool (not ice-cold) water over the body, especially the belly, neck and inner thighs, and use a fan; do not drape wet towels, which trap heat. Offer small sips of water but do not force it. Keep cooling on the way to the vet and stop when breathing settles, because heatstroke damages organs even when the pet seems to recover. A dog that is not yours shut in a hot car is an emergency too: call the police (999 in the UK, 911 in the US) or animal control straight away.',
  },
  {
    id: 'emergency-bloat-gdv',
    species: 'dog',
    title: 'Bloat (GDV, twisted stomach)',
    keywords:
      'bloat, gdv, twisted stomach, swollen belly, retching, trying to vomit, dry heaving, deep-chested, great dane, prevent bloat, gastropexy',
    text: 'Repeated retching that brings nothing up, a swollen or tight belly, restlessness, drooling, pale gums and, later, weakness or collapse from shock suggest gastric dilatation-volvulus, where the stomach fills with gas and twists. It can kill within hours and needs emergency surgery, so go immediately; do not wait to see if it passes, and give no food, water or painkillers on the way. Large, deep-chested breeds such as Great Danes, German Shepherds, Standard Poodles and Setters are most at risk. For at-risk dogs, ask your vet about a preventive gastropexy and feed smaller meals without vigorous exercise straight after eating.',
  },
  {
    id: 'emergency-urinary-blockage',
    species: 'cat',
    title: 'Straining to urinate (urinary blockage)',
    keywords:
      'straining to pee, cant pee, blocked cat, urinary blockage, crying in litter box, no urine, male cat, licking genitals',
    text: 'A cat that strains in the litter box, passes little or no urine, cries, or keeps licking its genitals may have a blocked urethra; this mostly affects male cats and is easily mistaken for constipation. A complete blockage can cause kidney failure and a fatal rise in potassium within a day or two, so go to a vet now, day or night. Do not press on the belly to try to empty the bladder, and do not give human painkillers. Vomiting, lethargy or hiding mean the blockage is already advanced. Blood in the urine with straining or crying out while passing it, in a guinea pig as much as a cat, often means bladder stones and needs a vet the same day.',
  },
  {
    id: 'emergency-rabbit-gi-stasis',
    species: 'rabbit',
    title: 'Rabbit not eating or not pooping (GI stasis)',
    keywords:
      'rabbit not eating, no droppings, gi stasis, gut stasis, hunched, teeth grinding, bloated rabbit, guinea pig not eating, chinchilla not eating',
    text: 'A rabbit that stops eating or producing droppings for more than about 12 hours needs a vet urgently, because its gut can stop moving and the condition worsens quickly. Sitting hunched, grinding teeth loudly and a tight belly are signs of pain, and a belly swollen hard with gas, hollow like a drum when tapped, means a blockage (bloat) that can kill within hours. Keep your rabbit warm and quiet and offer hay, fresh greens and water while you arrange the visit, but do not give food or medicines by syringe unless a vet advises it. Bring a sample of recent droppings and tell the vet about any diet change or stress. Guinea pigs and chinchillas are the same: a few hours without eating or droppings is urgent.',
  },
  {
    id: 'emergency-trauma',
    species: 'any',
    title: 'Hit by a car, fall or attack',
    keywords:
      'hit by car, run over, fall from window, high-rise, broken leg, fracture, dog attack, injury, accident',
    text: 'Pets can look fine after a road accident, a fall or being trapped or crushed and still have internal bleeding, a collapsed lung or fractures, injuries that do not show, so always see a vet. Approach carefully, as pain makes gentle animals bite; a soft muzzle or towel over the head helps, unless the animal is struggling to breathe or vomiting. Slide it onto a board, tray or blanket to carry it, keeping the spine straight, and support any dangling limb. Control bleeding with pressure and keep your pet warm and calm on the way, and do not give human painkillers. A tortoise or turtle with a cracked shell has a broken bone: cover the crack with a clean, damp dressing and keep it still.',
  },
  {
    id: 'emergency-collapse',
    species: 'any',
    title: 'Collapse or unconsciousness',
    keywords: 'collapsed, unconscious, unresponsive, fainted, passed out, wont wake up, cant stand',
    text: 'Check whether your pet is breathing and look at the gum colour: pink is normal, while pale, grey, blue or bright red is serious. Lay it on its side with the head and neck straight so the airway stays open, and pull the tongue forward gently if it is safe to do so. Keep it warm unless overheating caused the collapse, and start CPR if breathing stops. Note anything that happened beforehand, such as exercise, heat or possible toxins.',
  },
  {
    id: 'emergency-snake-bite',
    species: 'any',
    title: 'Snake bite',
    keywords: 'snake bite, bitten by snake, adder, rattlesnake, swelling, puncture wounds, venom',
    text: 'Keep your pet as still and calm as possible, carrying it if you can, because movement spreads venom. Do not cut the wound, suck it, apply ice or tie a tourniquet. Remove the collar if the swelling is on the head or neck, and note what the snake looked like from a safe distance. Antivenom and pain relief work best early, and swelling can block the airway, so go now.',
  },
  {
    id: 'emergency-allergic-reaction',
    species: 'any',
    title: 'Stings and allergic reactions',
    keywords: 'bee sting, wasp sting, stung, swollen face, hives, allergic reaction, anaphylaxis',
    text: 'A swollen muzzle or hives after a sting is common; scrape a bee sting out sideways with a card rather than squeezing it, and apply a cool compress. Vomiting, diarrhoea, pale gums, weakness, collapse or any difficulty breathing within minutes to hours mean anaphylaxis, which needs emergency treatment. Stings inside the mouth or throat can swell and block the airway. Do not give human antihistamines unless a vet gives you a dose for your pet. A scorpion sting can also cause drooling, shaking and wide pupils, and the hairs of processionary caterpillars burn the tongue and mouth: rinse the mouth gently with plenty of water, without rubbing, on the way to the vet.',
  },
  {
    id: 'emergency-burns-electric-shock',
    species: 'any',
    title: 'Burns and electric shock',
    keywords: 'burn, burned, scald, chewed cable, electric shock, electrocuted, smoke inhalation, fire',
    text: 'After a shock from a chewed cable, switch off the power before touching your pet, or push it away with something dry and wooden. Cool burns with cool running water for 10 to 20 minutes, then cover them loosely with a clean, non-fluffy cloth or cling film; do not apply creams, butter or ice. Electric shock and smoke can cause fluid in the lungs hours later, so a vet check is needed even if your pet looks well. Keep your pet warm once burns have been cooled. A caustic chemical such as bleach, a drain or oven cleaner or a dishwasher tablet burns the mouth and throat (drooling, pawing at the mouth, not eating): rinse the mouth gently with plenty of water, wash it off the fur and paws, do not make your pet sick, and take the packet to the vet.',
  },
  {
    id: 'emergency-difficult-birth',
    species: 'any',
    title: 'Difficult birth',
    keywords: 'labour, giving birth, whelping, queening, straining, stuck puppy, stuck kitten, dystocia',
    text: 'Call a vet if your dog or cat strains strongly for 20 to 30 minutes without delivering, rests for more than two to four hours with young still to come, or has dark green or bloody discharge before the first birth. A baby visibly stuck in the birth canal, or a mother who is weak, trembling or in severe distress, is an emergency. Note when labour started and how many have been born, and bring the mother to the vet with any young already born kept warm; a caesarean may be needed. Do not pull hard on a stuck puppy or kitten.',
  },
  {
    id: 'emergency-eye-injury',
    species: 'any',
    title: 'Eye injuries',
    keywords: 'eye injury, eye popped out, proptosis, scratched eye, chemical in eye, squinting, eye bulging',
    text: 'Eye injuries worsen quickly and need a vet the same day: a scratch from a claw or a thorn can become a corneal ulcer, and an eye held shut, suddenly cloudy or painful needs checking now; an eye pushed out of its socket, common in flat-faced breeds, needs surgery within hours. Keep a displaced eye moist with a clean cloth soaked in saline or clean water, and do not try to push it back. Flush chemicals out with lots of lukewarm water or saline for at least ten minutes, and take the product with you. Stop your pet pawing or rubbing the eye, with a cone if you have one.',
  },
  {
    id: 'emergency-vomiting-blood',
    species: 'any',
    title: 'Vomiting blood or black, tarry stool',
    keywords:
      'vomiting blood, blood in vomit, bloody diarrhoea, black tarry stool, coffee grounds, internal bleeding',
    text: 'Fresh blood, "coffee grounds" in vomit, large amounts of bloody diarrhoea or black, tarry stools can mean bleeding in the gut, a toxin such as rat poison, an ulcer or a serious infection like parvovirus. Pale gums, weakness or a swollen belly make it more urgent still. Do not give food or human stomach medicines. Take a photo or a sample with you, and tell the vet about anything your pet could have eaten.',
  },
  {
    id: 'emergency-sudden-paralysis',
    species: 'any',
    title: 'Sudden weakness or paralysis of the legs',
    keywords:
      'paralysis, cant walk, back legs, dragging legs, ivdd, slipped disc, saddle thrombus, cold paws, knuckling, knuckling over, walking on the tops of the feet, wobbly back legs, weak back legs',
    text: 'In dogs, especially Dachshunds and other long-backed breeds, sudden back pain or wobbly or paralysed hind legs often mean a slipped disc; keep the dog strictly confined and carry it with its back supported and level. In cats, sudden paralysis of the back legs with cold paws and loud crying usually means a blood clot from heart disease. A paralysis tick (in Australia and parts of North America) causes a weakness that starts in the back legs and climbs, often with a changed bark or voice and retching: remove the tick and go straight away. All of these are emergencies where the hours count. Do not give painkillers from your own cabinet.',
  },
  {
    id: 'emergency-hypothermia',
    species: 'any',
    title: 'Too cold (hypothermia)',
    keywords:
      'hypothermia, too cold, cold to the touch, shivering, fell in icy water, out in the snow, cold newborn, fading kitten, fading puppy, frostbite',
    text: 'A pet that is cold to the touch, shivering hard or, worse, has stopped shivering and is weak, stiff or drowsy is dangerously cold, and newborn puppies and kittens, small, old and thin pets lose heat fastest. Move it somewhere warm, dry it with towels and wrap it in a blanket; warm it gradually with warm (not hot) water bottles wrapped in cloth against the chest and belly, never a hairdryer or direct heat, which can burn. Keep it still and head to the vet on the way, as a cold newborn must be warmed before it can feed and frostbitten ears, toes or tail need treatment. A pet found cold, limp and barely responding indoors may be in shock or collapsing from an illness rather than chilled by the weather: just as urgent.',
  },
  {
    id: 'emergency-head-tilt',
    species: 'any',
    title: 'Sudden head tilt or loss of balance',
    keywords:
      'head tilt, tilted head, head to one side, loss of balance, rolling, circling, falling over, vestibular disease, wry neck, e cuniculi, eyes flicking',
    text: 'A head that suddenly tilts to one side, with circling, rolling, falling or flicking eyes (which can look like a seizure, though the pet stays aware), comes from the balance system: an inner or middle ear infection, vestibular disease (common in older dogs, and often mistaken for a stroke), a tumour or a stroke; in rabbits it is often the parasite E. cuniculi or an ear infection ("wry neck"). It needs a vet the same day, and rabbits need treatment quickly to recover. Keep your pet in a small, padded, dim space so it cannot fall or roll into things, hand-feed and give water if it cannot reach them, and do not force food into a pet that is rolling.',
  },
  {
    id: 'emergency-sick-bird',
    species: 'bird',
    title: 'A bird showing signs of illness',
    keywords:
      'sick bird, fluffed up, bottom of cage, tail bobbing, not eating, sleeping a lot, parrot sick, budgie sick',
    text: 'Birds hide illness until they are very sick, so a bird that is fluffed up, sleepy, sitting on the cage floor, bobbing its tail with each breath or not eating needs an avian vet within hours, not days. Keep it warm, around 29 to 32 °C (85 to 90 °F), in a quiet, dimly lit space, for example a cage partly covered and a heat source nearby. Put food and water where it can reach them without climbing. Bring a recent dropping sample on clean paper. A bird that has fallen from its perch is weak and close to collapse, and blood in the droppings needs the vet the same hour.',
  },
  {
    id: 'emergency-egg-binding',
    species: 'any',
    title: 'Egg binding in birds and reptiles',
    keywords:
      'egg bound, egg binding, cant lay egg, straining to lay, tail pumping, swollen vent, gravid, dystocia in reptiles, budgie egg, cockatiel egg, gecko eggs, bearded dragon eggs',
    text: 'A female bird or reptile that strains, pumps her tail, sits fluffed up on the cage floor, or stops eating while a swollen belly or vent shows an egg is not coming may be egg bound; birds can die within hours and reptiles within days, so she needs an avian or exotics vet now. Keep her warm (a bird at about 29 to 32 °C) and in a quiet, humid place, for example a covered cage with a bowl of warm water nearby. Never try to squeeze or pull the egg out, which can break it inside her. Low calcium, too little UVB light and laying without a break are common causes.',
  },
  {
    id: 'emergency-prolapse',
    species: 'any',
    title: 'Tissue sticking out of the vent or bottom (prolapse)',
    keywords:
      'prolapse, prolapsed, something hanging out of vent, pink tissue sticking out, rectal prolapse, cloacal prolapse, hemipenis prolapse, uterine prolapse',
    text: 'Pink, red or dark tissue sticking out of the vent, bottom or vulva is a prolapse: part of the gut, cloaca, reproductive organ or (in reptiles) a hemipenis has turned outwards, and it dries out, swells and dies if left. Keep the tissue clean and moist with a damp, clean cloth or cling film moistened with water or saline, stop your pet licking or rubbing it, and keep a reptile on damp paper towel rather than substrate. Do not try to push it back in. It needs a vet today, urgently if the tissue is dark, dry or bleeding.',
  },
  {
    id: 'emergency-gum-colour',
    species: 'any',
    title: 'Checking gum colour',
    keywords:
      'gum colour, gum color, healthy gums, pale gums, white gums, blue gums, grey gums, yellow gums, bright red gums, capillary refill, mucous membranes',
    text: 'Pale or white gums can mean blood loss (including internal bleeding you cannot see), shock or severe anaemia, and blue, purple or grey gums mean too little oxygen: both need a vet now, so keep your pet warm, calm and still and carry it rather than let it walk. Healthy gums are moist and salmon or bubblegum pink (check an unpigmented patch; some dogs have black gums), and after a fingertip presses them white the pink returns within about two seconds. Bright red or brick-red gums can mean heatstroke, a fever, an infection spreading in the blood (sepsis) or poisoning, and yellow gums jaundice, which needs a vet the same day.',
  },
  {
    id: 'emergency-pyometra',
    species: 'any',
    title: 'A womb infection in an unspayed female (pyometra)',
    keywords:
      'pyometra, womb infection, uterus infection, unspayed female drinking a lot, discharge after season, not spayed lethargic vomiting, metritis, infection after giving birth',
    text: 'An unspayed dog or cat that, usually a few weeks to two months after a season, drinks and urinates much more, goes off her food, vomits, becomes lethargic or has a smelly or bloody discharge from her vulva may have pyometra, a womb full of pus. If the cervix is closed there may be no discharge at all, and the womb can rupture or poison the blood, so she needs a vet today, urgently if she is weak or collapsing. The usual treatment is emergency spaying. The womb can also be infected in the days after giving birth (metritis): a mother with a foul-smelling dark or pus-like discharge, a fever, no appetite or no interest in her young needs a vet the same day. Do not wait for antibiotics to help at home, and do not give old ones left over from another illness.',
  },
  {
    id: 'emergency-low-blood-sugar',
    species: 'any',
    title: 'Low blood sugar (an insulin overdose, a ferret with insulinoma)',
    keywords:
      'low blood sugar, hypoglycaemia, hypoglycemia, too much insulin, insulin overdose, diabetic wobbly, insulinoma, ferret glassy eyes, pawing at mouth',
    text: 'Weakness, wobbling, trembling or twitching, glassy eyes, drooling or a seizure in a diabetic pet after its insulin, or in a ferret (whose insulinoma, a tumour of the pancreas, makes too much insulin), usually mean the blood sugar has fallen too low (hypoglycaemia), which can lead to collapse and brain damage. If your pet is conscious, rub a little honey, glucose or sugar syrup onto its gums; never pour liquid into a pet that cannot swallow. Then go to the vet straight away even if it perks up, because the insulin is still working. Do not give the next insulin dose until a vet has checked your pet, and bring the insulin with the time and dose of the last injection.',
  },
  {
    id: 'emergency-wet-tail',
    species: 'any',
    otherAnimal: 'hamster',
    title: 'Diarrhoea in hamsters and other small pets (wet tail)',
    keywords:
      'wet tail, hamster diarrhoea, wet bottom, dirty bottom, guinea pig diarrhoea, gerbil diarrhoea, dehydration',
    text: "A hamster, gerbil, guinea pig, rat or other small pet with a wet, dirty bottom and diarrhoea can dehydrate and die within a day or two; in young hamsters this is often 'wet tail', a bacterial infection set off by the stress of a move or a new home. See a vet today for fluids and treatment rather than waiting for it to pass. Keep the animal warm and quiet, offer water drop by drop from a syringe at the side of the mouth, give hay and its usual food but no fresh treats, clean the cage, and wash your hands after handling it.",
  },
  {
    id: 'emergency-near-drowning',
    species: 'any',
    title: 'Near drowning',
    keywords:
      'drowning, nearly drowned, fell in the pool, pulled out of the water, water in the lungs, secondary drowning',
    text: "A pet pulled out of the water can seem to recover and then struggle to breathe hours later, as inhaled water inflames the lungs, so see a vet the same day even if it seems well, and at once if it coughs, breathes fast or noisily, or is weak. If it is not breathing, clear the mouth and nose, hold a small pet head down for a few seconds (raise a large dog's hindquarters above its head) so water can drain, then start CPR. Dry it with towels and keep it warm on the way, because a soaking also chills it quickly.",
  },
  {
    id: 'emergency-sudden-blindness',
    species: 'any',
    title: 'Sudden loss of sight',
    keywords:
      'sudden blindness, cant see, bumping into things, walking into walls, dilated pupils, detached retina, glaucoma',
    text: 'A pet that suddenly bumps into furniture, misjudges steps or has large pupils that do not shrink in light may have lost its sight within hours, from glaucoma, a detached retina (often from high blood pressure in older cats), a brain problem or a poison, and some of these can only be saved if treated the same day. See a vet today; a painful, red or cloudy eye, or a pet that is also wobbly or confused, needs a vet now. Meanwhile keep your pet in one safe room away from stairs and ponds, walk it on a lead, and speak to it as you approach.',
  },
  {
    id: 'emergency-fish-gasping',
    species: 'any',
    otherAnimal: 'fish',
    title: 'Fish gasping at the surface',
    keywords:
      'fish gasping, gasping at the surface, fish at the top of the tank, low oxygen, ammonia, aquarium',
    text: 'Fish gasping at the surface or crowding round the filter outlet are short of oxygen, usually because the water has gone bad: ammonia or nitrite from overfeeding, a dead fish or a failed filter, or warm water, which holds less oxygen. Act now: change 25 to 50 percent of the water with dechlorinated water at the same temperature, increase aeration with an air pump or air stone, or lower the water level so the filter outlet splashes, stop feeding for a day and test ammonia, nitrite and pH. If only one fish gasps, or the fish also have red gills, white spots or clamped fins, ask an aquatic vet or a specialist fish shop.',
  },
  {
    id: 'emergency-when-to-go',
    species: 'any',
    title: 'Signs that always mean an emergency visit',
    keywords:
      'emergency signs, when to go to vet, urgent, emergency vet, out of hours, how serious, head pressing',
    text: 'Go to a vet now for difficulty breathing, collapse, seizures, pressing the head against a wall or sudden confusion, heavy bleeding, pale or blue gums, a swollen belly with retching, straining to urinate without result, suspected poisoning, major trauma, or severe pain. Repeated vomiting, bloody diarrhoea, not eating (over a day for cats, 12 hours for rabbits), eye injuries and sudden lameness need a vet the same day. A hernia (a soft lump at the belly button or groin) that turns hard, red or painful, above all with vomiting, may have trapped gut (strangulated) and needs surgery now. When in doubt, phone your vet or an emergency clinic: they would rather hear from you early.',
  },
  {
    id: 'emergency-transporting',
    species: 'any',
    title: 'Getting an injured or sick pet to the vet safely',
    keywords:
      'transport injured pet, carrier, stretcher, muzzle, call ahead, emergency clinic, driving to vet',
    text: 'Phone ahead so the clinic is ready and can advise you on the way. Move small pets in a carrier or a box lined with a towel, and larger dogs on a blanket or board used as a stretcher. Keep the pet warm (or cool for heatstroke), quiet and restrained enough not to fall, and have someone else drive if possible. Bring any packaging, vomit or stool samples, and your pet’s medication list.',
  },
  {
    id: 'emergency-first-aid-kit',
    species: 'any',
    title: 'A pet first-aid kit',
    keywords: 'first aid kit, bandage, gauze, saline, tick remover, muzzle, emergency numbers, thermometer',
    text: 'Keep gauze pads, a conforming bandage, adhesive tape, saline for eyes and wounds, blunt-ended scissors, a tick remover, tweezers, disposable gloves, a digital thermometer, a foil blanket, a soft muzzle and a towel. Add your vet’s number, the nearest 24-hour emergency clinic and a pet poison helpline. Never include human painkillers for pets. Check the kit twice a year and take it when travelling.',
  },
]);
