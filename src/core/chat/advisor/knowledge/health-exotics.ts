import { defineEntries } from './define.js';

/** Health of rabbits, pet birds and reptiles, whose needs differ most from dogs and cats. */
export const EXOTIC_HEALTH_ENTRIES = defineEntries('health', [
  {
    id: 'health-rabbit-teeth',
    species: 'rabbit',
    title: 'Rabbit teeth',
    keywords:
      'rabbit teeth, overgrown teeth, long teeth, front teeth, incisors, dental disease, drooling rabbit, malocclusion, spurs, hay',
    text: "A rabbit's teeth grow throughout life and are worn down by chewing grass and hay; a diet low in hay is the main cause of overgrown teeth and painful spurs. Drooling, a wet chin, dropping food, eating less, weight loss, runny eyes or lumps on the jaw are warning signs. A rabbit-savvy vet should check the teeth at least once a year. Never clip a rabbit's teeth yourself, which splits them.",
  },
  {
    id: 'health-rabbit-gut-health',
    species: 'rabbit',
    title: 'Keeping a rabbit’s gut moving',
    keywords:
      'rabbit droppings, gut stasis prevention, rabbit digestion, caecotrophs, soft droppings, rabbit fibre, rabbit eats its poop, rabbit eating poop, eats own droppings, how many droppings, how many poos, poos a day, droppings a day, normal number of droppings, normal rabbit droppings, rabbit poo',
    text: "A rabbit's gut needs a constant supply of fibre, so unlimited hay or grass and daily exercise are the best protection against gut stasis. Check droppings every day: they should be plentiful, round and of a consistent size; small, dry or missing droppings are an early warning. Rabbits also eat soft, sticky droppings (caecotrophs) from their bottom, which is normal, but uneaten clumps stuck to the fur suggest a diet or weight problem. Sudden diet changes and stress upset the gut, so change food gradually.",
  },
  {
    id: 'health-rabbit-housing-hygiene',
    species: 'rabbit',
    title: 'Cleaning a rabbit hutch or enclosure',
    keywords:
      'clean hutch, cleaning rabbit cage, how often clean hutch, rabbit enclosure, rabbit bedding, litter tray, hutch hygiene, smell',
    text: 'Spot-clean every day: empty or refresh the litter tray, remove wet bedding and uneaten fresh food, and top up hay and water. Once a week, clear out all bedding, wash the tray and floor with a mild pet-safe disinfectant or diluted white vinegar, and let it dry before adding fresh bedding and hay. A dirty, damp enclosure causes sore hocks, ammonia fumes that worsen snuffles, and attracts the flies behind flystrike, especially in warm weather. Wood-based or paper litter is safe; avoid clumping cat litter and pine or cedar shavings.',
  },
  {
    id: 'health-rabbit-flystrike',
    species: 'rabbit',
    title: 'Flystrike in rabbits',
    keywords: 'flystrike, maggots, fly strike, dirty bottom, summer rabbit, myiasis',
    text: 'In warm weather flies lay eggs on soiled or damp fur, and the maggots hatch within hours and eat into the skin; flystrike can kill within a day. Check your rabbit’s rear at least twice a day in summer, and daily all year for older, overweight or arthritic rabbits that cannot clean themselves. Keep bedding clean and dry, and ask your vet about preventive treatments. If you find maggots, go to a vet immediately.',
  },
  {
    id: 'health-rabbit-vaccines',
    species: 'rabbit',
    title: 'Vaccines and neutering for rabbits',
    keywords:
      'rabbit vaccines, myxomatosis, rhdv, rhdv2, viral haemorrhagic disease, spay rabbit, neuter rabbit, castrate rabbit, castrated, castration, neuter a buck, spay a doe, rabbit neutering age, when to neuter a rabbit, when to spay a rabbit',
    text: 'Myxomatosis and rabbit haemorrhagic disease (RHDV1 and RHDV2) are deadly viruses that reach indoor rabbits too, through insects, hay and shoes; vaccinate where vaccines are available, usually yearly. Spaying is strongly advised for female rabbits, many of which develop uterine cancer by middle age if left entire; most vets castrate males from about four months (once the testicles have descended) and spay females from about four to six months. Neutering both sexes also reduces aggression, spraying and fighting, and makes bonding pairs easier. Choose a vet experienced with rabbits for anaesthesia.',
  },
  {
    id: 'health-rabbit-snuffles',
    species: 'rabbit',
    title: 'Sneezing and runny nose in rabbits (snuffles)',
    keywords:
      'rabbit sneezing, snuffles, runny nose rabbit, nasal discharge, wet front paws, pasteurella, rabbit respiratory',
    text: 'Rabbits breathe mainly through the nose, so sneezing with a white or yellow nasal discharge, matted fur on the inside of the front paws, runny eyes or noisy breathing need a rabbit-savvy vet soon. The usual cause is a bacterial infection, sometimes linked to dental disease, and treatment works best early. Dusty hay or bedding, poor ventilation and ammonia from dirty litter make it worse, so use dust-extracted hay and clean the litter often. Laboured or open-mouth breathing in a rabbit is an emergency.',
  },
  {
    id: 'health-bird-signs-of-illness',
    species: 'bird',
    title: 'Spotting illness early in pet birds',
    keywords: 'bird health, sick bird signs, weigh bird, droppings, avian vet, budgie health, parrot health',
    text: 'Birds instinctively hide weakness, so by the time they look ill they are often seriously ill. Weigh your bird weekly on a gram kitchen scale: a loss of 10% is a reason to see an avian vet. Watch for fluffed feathers, sleeping more, changes in droppings, tail bobbing, discharge from the nostrils, and less chatter or appetite. Book a check-up with an avian vet once a year.',
  },
  {
    id: 'health-backyard-poultry-bird-flu',
    species: 'bird',
    title: 'Bird flu and backyard hens',
    keywords:
      'bird flu, avian influenza, avian flu, h5n1, backyard chickens, backyard hens, pet chickens, poultry, ducks, protect my flock, biosecurity, housing order',
    text: 'Yes: backyard hens and ducks can catch avian influenza, mainly from wild birds (waterfowl above all) and their droppings, and the severe strains kill within days. Keep feed and water under cover where wild birds cannot reach or foul them, roof or net the run, keep your birds away from ponds that wild ducks visit, wear boots kept for the run and wash your hands, and keep new birds apart for a few weeks before they join the flock. Sudden deaths, a drop in laying, swollen or purple combs and wattles, gasping, sneezing or diarrhoea need a vet at once, and in many countries suspected bird flu must be reported to the animal health authority. Follow any housing order your government issues.',
  },
  {
    id: 'health-bird-feather-plucking',
    species: 'bird',
    title: 'Feather plucking',
    keywords:
      'feather plucking, pulling feathers, bald bird, feather destructive behaviour, parrot plucking, plucks her feathers, removing feathers, pulling out plumage',
    text: 'A bird that pulls or chews its feathers should see an avian vet first, because infections, parasites, liver disease, poor diet and skin problems can all cause it. Once medical causes are ruled out, boredom, lack of sleep, stress and hormones are common triggers. Provide foraging toys, daily out-of-cage time, a varied pellet-based diet, baths and 10 to 12 hours of dark, quiet sleep. Collars and punishment do not address the cause.',
  },
  {
    id: 'health-bird-beak-nails',
    species: 'bird',
    title: 'Beak, nails and perches',
    keywords: 'bird beak, overgrown beak, bird nails, perches, cuttlebone, beak trimming',
    text: 'Perches of different diameters and natural materials keep feet healthy and wear nails naturally; avoid sandpaper covers, which cause sores. An overgrown or flaking beak is often a sign of liver disease or poor nutrition, so have it examined rather than just trimmed. Nails can be trimmed with small clippers, taking care with the blood vessel inside. Chewing toys of wood and paper keep the beak in condition.',
  },
  {
    id: 'health-reptile-metabolic-bone-disease',
    species: 'reptile',
    title: 'Metabolic bone disease in reptiles',
    keywords:
      'metabolic bone disease, mbd, calcium, uvb, soft jaw, bearded dragon, gecko, tremors, swollen legs',
    text: 'Metabolic bone disease comes from too little calcium, vitamin D3 or UVB light and is one of the most common problems in pet lizards and tortoises. Signs include a soft or swollen jaw, swollen limbs, bowed legs, tremors, weakness and difficulty climbing. Prevent it by dusting insects and greens with calcium as advised for the species and providing correct UVB lighting, replacing tubes as the maker recommends (often every 6 to 12 months, since UV output fades before the light does). A reptile vet can treat early cases.',
  },
  {
    id: 'health-reptile-heat-and-light',
    species: 'reptile',
    title: 'Heat, light and humidity for reptiles',
    keywords:
      'reptile heating, reptile lighting, uvb lighting, lights, basking lamp, thermostat, temperature gradient, how warm, tank temperature, warm side, uvb, humidity, vivarium, enclosure, tank',
    text: 'Reptiles cannot make their own body heat, so their enclosure needs a temperature gradient, a warm basking end and a cooler end, that lets them regulate themselves. Every heat source should run through a thermostat, and temperatures should be checked with digital thermometers at both ends. For example, a leopard gecko needs a warm spot of about 30 to 33 °C (86 to 91 °F) and a cool end of about 24 to 26 °C, while a bearded dragon basks at about 38 to 42 °C. Heat rocks and unguarded bulbs cause serious burns. Temperature, UVB and humidity needs differ greatly between species, so follow a care sheet for yours from a reptile vet or specialist society.',
  },
  {
    id: 'health-reptile-shedding',
    species: 'reptile',
    title: 'Shedding problems',
    keywords:
      'shedding, stuck shed, retained skin, snake shed, gecko shed, humidity, moult, pale before shedding, dull before a shed, in blue, gecko shedding, milky eyes, milky blue eyes, snake eyes gone blue, snake blind, snake striking before a shed, grumpy before a shed',
    text: 'A week or so before a shed a snake’s eyes turn cloudy blue and its skin dull (it is “in blue”); it may refuse food and hide, and the eyes clear a few days before the skin comes off. Healthy snakes usually shed in one piece, while lizards shed in patches. Stuck shed, especially around toes, tail tips and eyes, is usually a sign of low humidity and can cut off circulation. Provide a humid hide with damp moss, and soak the reptile in shallow lukewarm water before gently rolling loose skin off with a damp cotton bud. Retained eye caps or repeated problems need a reptile vet.',
  },
  {
    id: 'health-reptile-salmonella',
    species: 'reptile',
    title: 'Reptiles and Salmonella',
    keywords: 'salmonella, hygiene, wash hands, reptile and children, zoonosis, turtle salmonella',
    text: 'Most reptiles carry Salmonella without being ill and can pass it to people. Wash your hands with soap after touching a reptile, its food or its enclosure, and clean equipment outside the kitchen. Children under five, older adults, pregnant women and people with weakened immunity are at higher risk and should avoid handling reptiles. Do not let reptiles roam where food is prepared.',
  },
  {
    id: 'health-snake-not-eating',
    species: 'reptile',
    title: 'A snake that will not eat',
    keywords:
      'snake not eating, snake wont eat, ball python fasting, corn snake refusing food, snake refusing prey',
    text: 'Many healthy snakes skip meals before and during a shed, in the cooler months, after a move or when stressed, and ball pythons can fast for weeks or months without harm. Check that the temperatures, humidity and hides are right, offer frozen-thawed prey warmed to body temperature in the evening, and never leave a live rodent in the enclosure. Weigh your snake every week or two: a fast with stable weight is rarely a concern. See a reptile vet if it is losing weight, is lethargic, or shows mouth redness, discharge or breathing noises.',
  },
  {
    id: 'health-reptile-respiratory-infection',
    species: 'reptile',
    title: 'Respiratory infections in reptiles',
    keywords:
      'respiratory infection, wheezing, bubbles from nose, open mouth breathing, mucus, snake sneezing',
    text: 'Wheezing, bubbles or mucus from the nose or mouth, open-mouth breathing, stretching the neck up and lethargy suggest a respiratory infection. It is often triggered by enclosure temperatures that are too low or humidity that is wrong for the species. Check your temperatures and humidity and see a reptile vet promptly, because infections progress to pneumonia. Antibiotics are needed in most cases.',
  },
  {
    id: 'health-rabbit-sore-hocks',
    species: 'rabbit',
    title: 'Sore hocks in rabbits',
    keywords: 'sore hocks, pododermatitis, rabbit feet, bald feet, wire floor, rabbit bedding',
    text: 'Sore hocks are painful, bald or ulcerated patches on the undersides of the hind feet, common in heavy, Rex and inactive rabbits. Wire floors, hard or wet flooring and overweight make them worse. Provide soft, dry flooring such as rugs, straw or fleece, keep litter areas clean and keep your rabbit at a healthy weight. Open sores can become infected and need a vet.',
  },
  {
    id: 'health-tortoise-hibernation',
    species: 'reptile',
    title: 'Tortoise hibernation',
    keywords:
      'tortoise hibernation, hibernate, brumation, winter sleep, tortoise slowing down in autumn, tortoise fridge, waking from hibernation, bearded dragon brumation, fit to hibernate, ready to hibernate, health check before hibernation, preparing for hibernation',
    text: 'Only healthy tortoises of species that hibernate in the wild (such as Hermann’s, Greek and Horsfield’s) should hibernate, and only after a vet health check and a weigh-in in late summer. Stop feeding two to four weeks before so the gut is empty, keep the tortoise at a steady 3 to 7 °C (many keepers use a dedicated fridge with a thermometer), and weigh it weekly: losing more than about 1% of body weight a month, waking early or passing urine means waking it. Afterwards, warm and bathe it daily and make sure it eats within a week; bearded dragons instead slow down (brumate) in winter, which also needs a vet check first.',
  },
]);
