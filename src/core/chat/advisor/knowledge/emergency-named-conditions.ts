import { defineEntries } from './define.js';

/**
 * Emergencies that owners (and people who work with animals) tend to name by their condition:
 * bleeding into the belly, an Addisonian crisis, a wormer made for horses or farm animals, a
 * painful belly, and colic in a horse or pony (the one emergency of a large animal the advisor
 * covers, because pet owners often keep a pony too and colic cannot wait for a small-animal
 * answer). Heart failure has its entry in `emergency-breeds-and-exotics.ts`.
 */
export const EMERGENCY_NAMED_CONDITION_ENTRIES = defineEntries('emergency', [
  {
    id: 'emergency-internal-bleeding',
    species: 'any',
    title: 'Bleeding inside the belly (haemoabdomen, a bleeding spleen)',
    keywords:
      'internal bleeding, haemoabdomen, hemoabdomen, bleeding into the belly, splenic mass, spleen tumour, ruptured spleen, haemangiosarcoma, hemangiosarcoma, pale and collapsed',
    text: 'Sudden weakness or collapse with pale gums, a fast heart and a belly that swells or feels full of fluid suggests bleeding inside the abdomen. In older dogs a mass on the spleen or liver (often a haemangiosarcoma) that ruptures is the usual cause; a blow, a road accident or rat poison are others. Go to an emergency vet now: the bleeding can continue unseen, and the vet may need to treat shock with fluids or a transfusion and operate. Keep your pet quiet, warm and lying down, carry it on a board or blanket, and do not give food, water or painkillers.',
  },
  {
    id: 'emergency-addisons-crisis',
    species: 'any',
    title: 'An Addisonian crisis (adrenal glands failing)',
    keywords:
      "Addison's disease, addisonian crisis, hypoadrenocorticism, adrenal glands, low cortisol, slow heart rate, high potassium, collapse, vomiting and diarrhoea, shaking",
    text: "Addison's disease (hypoadrenocorticism) means the adrenal glands make too little cortisol and aldosterone. In a crisis, often after stress or a missed dose of medication, a dog vomits, has diarrhoea, shakes, becomes very weak and can collapse in shock; rising potassium can slow the heart dangerously. This is an emergency: go to a vet now, taking the medicines and their doses, because intravenous fluids and steroids given quickly save most dogs. Never stop or reduce the daily tablets or injections without your vet, and ask for an extra dose plan for stressful days.",
  },
  {
    id: 'emergency-ivermectin',
    species: 'any',
    title: 'A wormer meant for horses or farm animals (ivermectin)',
    keywords:
      'ivermectin, moxidectin, horse wormer, equine wormer, livestock wormer, MDR1, collie, sheltie, australian shepherd, wormer overdose, wobbly and blind',
    text: "Wormers made for horses, cattle or sheep (ivermectin, moxidectin) come in doses many times a dog's, and collie-type breeds (Collies, Shelties, Australian Shepherds and their crosses) often carry the MDR1 gene change that lets these drugs into the brain even at small doses. Signs start within hours to a day: wobbling, dilated pupils, sudden blindness, drooling, tremors, then collapse or coma. Go to a vet now with the packaging, even if no signs have started; there is no home antidote, but early care and support for days to weeks bring most dogs through. Never give a product made for another species.",
  },
  {
    id: 'emergency-abdominal-pain',
    species: 'any',
    title: 'A painful belly (the praying position, pancreatitis)',
    keywords:
      'painful belly, abdominal pain, praying position, prayer position, bum in the air, pancreatitis, tender belly, hunched and crying, acute abdomen',
    text: 'A dog that stands with its front end down and its back end up (the praying position), hunches, cries or flinches when its belly is touched, or cannot settle has abdominal pain. Pancreatitis, often after a fatty meal, is a common cause, but a blockage, a twisted stomach or bowel, a perforation or peritonitis look the same from outside. See a vet today, and now if your pet is also vomiting, weak, pale or has a swollen belly. Offer no food or human painkillers before then, and let it lie as it chooses.',
  },
  {
    id: 'emergency-horse-colic',
    species: 'any',
    otherAnimal: 'horse',
    title: 'Colic in a horse or pony',
    keywords:
      'colic, horse colic, pony colic, rolling, pawing the ground, looking at the belly, flank watching, kicking at the belly, sweating, no droppings, donkey',
    text: 'A horse, pony or donkey that paws the ground, looks round or kicks at its belly, lies down and gets up again, rolls, sweats or stops passing droppings has colic, belly pain that can come from a twisted gut needing surgery. Call an equine vet now. Take away all feed, keep the horse somewhere safe with room to go down, and walk it gently only if it is trying to throw itself down and you can do so without being hurt. Do not give painkillers unless the vet tells you to, because they can hide how bad the colic is.',
  },
]);
