import { defineEntries } from './define.js';

/** Common symptoms and conditions of dogs and cats, and when they need a vet. */
export const HEALTH_CONDITION_ENTRIES = defineEntries('health', [
  {
    id: 'health-vomiting',
    species: 'any',
    title: 'Vomiting: when to worry',
    keywords:
      'vomiting, throwing up, being sick, upset stomach, bland diet, vomit yellow bile, vomiting and not eating, vomiting with poor appetite, sick and off food, keeps vomiting',
    text: 'A single vomit in a pet that is otherwise bright and eating normally can usually be watched: offer small amounts of water, then a small bland meal a few hours later. See a vet the same day if vomiting is repeated, contains blood, comes with diarrhoea, lethargy or a painful or swollen belly, or if your pet may have eaten a toxin or an object. Puppies, kittens, old pets and those with medical conditions dehydrate faster, so call sooner. Retching that brings nothing up in a large dog is an emergency.',
  },
  {
    id: 'health-diarrhoea',
    species: 'any',
    title: 'Diarrhoea',
    keywords:
      'diarrhoea, diarrhea, loose stool, runny poop, upset stomach, bland diet, dehydration, mucus in poop, slimy poop',
    text: 'Mild diarrhoea from a diet change or scavenging often settles in a day or two with fresh water always available and small, bland meals (for dogs, plain boiled chicken or white fish with rice; for cats, a vet gastrointestinal diet). Do not give human anti-diarrhoea medicines. See a vet if there is blood or black stool, vomiting, lethargy, loss of appetite, or if it lasts over 48 hours, and sooner for puppies, kittens and seniors. Bring a fresh stool sample.',
  },
  {
    id: 'health-cat-not-eating',
    species: 'cat',
    title: 'A cat that stops eating',
    keywords:
      'cat not eating, cat wont eat, how long without eating, without food, stopped eating, refuses food, cat hiding and not eating, loss of appetite, hepatic lipidosis, fatty liver, anorexia',
    text: 'A cat that has not eaten for more than a day should see a vet, because cats, especially overweight ones, can develop hepatic lipidosis (fatty liver disease) after only a few days without food. Appetite loss is often the first sign of dental pain, nausea, kidney disease or stress. Offer fresh, strong-smelling wet food warmed to body temperature in a shallow dish, but do not starve a cat to make it accept a new diet. Never put a cat on a crash diet to lose weight.',
  },
  {
    id: 'health-arthritis',
    species: 'any',
    title: 'Arthritis and joint pain',
    keywords:
      'arthritis, arthritic, stiff, stiff in the mornings, slow getting up, joint pain, limping, cant jump, hip dysplasia, mobility, old dog stiff, joint supplement, slips on the floor, non-slip, ramp',
    text: 'Arthritis shows as stiffness after rest, reluctance to climb stairs or jump, lagging on walks, and in cats as no longer using high places, missing the litter box or grooming less. Keeping your pet lean is the single most helpful step, along with regular, gentle exercise, non-slip rugs or runners on smooth floors and a ramp for the car or sofa. Vets can prescribe pet-safe anti-inflammatories, other pain relief and monthly injections, and omega-3 fatty acids may help. Never give human painkillers, which can be fatal to pets.',
  },
  {
    id: 'health-skin-allergies',
    species: 'any',
    title: 'Itching and skin allergies',
    keywords:
      'itching, scratching, licking paws, allergies, skin allergy, hot spots, red skin, hair loss, atopic dermatitis, dandruff, flaky skin, dry skin, bald patches, losing fur, overgrooming',
    text: 'Constant scratching, licking or chewing the paws, red skin, hair loss and recurrent ear infections usually point to fleas, environmental allergies (pollens, dust mites) or, less often, food allergy. Start with strict flea control for every pet in the home, because flea allergy is the most common cause. A vet can rule out mites and infections and offer medicines that control itch quickly. Food allergy is diagnosed with an 8 to 12 week elimination diet, not with blood or hair tests.',
  },
  {
    id: 'health-ear-infections',
    species: 'any',
    title: 'Ear problems',
    keywords:
      'ear infection, head shaking, scratching ears, smelly ears, ear discharge, ear mites, ear cleaning',
    text: 'Head shaking, scratching at the ears, redness, odour or dark discharge suggest an ear infection or, in kittens and puppies, ear mites. Dogs with floppy ears, allergies or a love of swimming are prone to them. A vet needs to look down the ear canal before you use drops, because some drops harm a damaged eardrum. Clean only the visible part with a vet ear cleaner and cotton pads, never cotton buds, and dry the ears after swimming.',
  },
  {
    id: 'health-kennel-cough',
    species: 'dog',
    title: 'Kennel cough',
    keywords: 'kennel cough, honking cough, coughing dog, bordetella, infectious tracheobronchitis',
    text: 'Kennel cough is a contagious airway infection that causes a harsh, honking cough, often after boarding, daycare or classes. Most healthy adult dogs recover in one to three weeks; keep them away from other dogs, use a harness instead of a collar and avoid smoke. See a vet if your dog is lethargic, stops eating, has a fever or breathes fast, which can mean pneumonia, and sooner for puppies, seniors and flat-faced breeds. Vaccines reduce the risk for social dogs.',
  },
  {
    id: 'health-parvovirus',
    species: 'dog',
    title: 'Parvovirus in puppies',
    keywords: 'parvo, parvovirus, unvaccinated puppy, puppy vomiting',
    text: 'Canine parvovirus causes severe vomiting, bloody diarrhoea and lethargy, mainly in unvaccinated puppies, and can be fatal without intensive care, so an unvaccinated puppy with these signs needs a vet immediately. The virus survives for months in soil and on surfaces and is not killed by most household cleaners; diluted bleach or veterinary disinfectants are needed. Complete the vaccine series and keep puppies off public ground until your vet says they are protected. Controlled socialisation on clean surfaces and with vaccinated dogs is still important.',
  },
  {
    id: 'health-epilepsy',
    species: 'any',
    title: 'Seizures and epilepsy: causes and care',
    keywords:
      'epilepsy, seizures causes, what causes seizures, fits, epileptic dog, epileptic cat, seizure diary',
    text: 'Seizures can come from idiopathic epilepsy (common in dogs first affected between one and five years old), toxins, low blood sugar, liver or kidney disease, or brain disease, which is more likely when they start in an older pet. Any first seizure needs a vet examination and blood tests. Epilepsy is usually well controlled with daily medication given at regular times and never stopped suddenly. Keep a diary of dates, length and possible triggers, and film episodes for your vet.',
  },
  {
    id: 'health-cat-flu',
    species: 'cat',
    title: 'Sneezing and cat flu',
    keywords:
      'cat sneezing, cat flu, runny nose, eye discharge, herpesvirus, calicivirus, upper respiratory infection, cat cold',
    text: 'Sneezing, runny eyes and nose, mouth ulcers and a poor appetite in cats are usually cat flu, caused mainly by feline herpesvirus and calicivirus. Keep the eyes and nose clean with damp cotton pads, offer warmed, strong-smelling wet food (cats that cannot smell often stop eating), and sit with your cat in a steamy bathroom to ease congestion. See a vet if your cat stops eating for a day, breathes with difficulty, or is a kitten or elderly. Vaccination reduces severity, and cats that carry herpesvirus may flare up again when stressed.',
  },
  {
    id: 'health-cat-hairballs',
    species: 'cat',
    title: 'Hairballs in cats',
    keywords: 'hairball, furball, cat vomiting hair, cat coughing, grooming, long-haired cat',
    text: 'An occasional hairball is normal, but frequent ones (more than once or twice a month) point to over-grooming from itchy skin or stress, or a gut problem, and deserve a vet check. Brush your cat regularly, daily for long-haired breeds, and consider a hairball-control diet. Repeated retching without producing anything, constipation or loss of appetite can mean a blockage. Cats with asthma can look as if they are trying to bring up a hairball, so mention any coughing to your vet.',
  },
  {
    id: 'health-cat-kidney-disease',
    species: 'cat',
    title: 'Kidney disease in cats',
    keywords:
      'kidney disease, ckd, renal failure, cat drinking a lot, cat peeing a lot, weight loss, older cat',
    text: 'Chronic kidney disease is one of the most common illnesses of older cats. Drinking and urinating more, weight loss, a poor appetite, vomiting and a dull coat are typical signs, and regular blood and urine tests from middle age catch it before signs appear. A prescription kidney diet, plenty of water (wet food, fountains) and treatment of blood pressure and nausea can give many good years. Do not switch diets abruptly; ask your vet when to change.',
  },
  {
    id: 'health-cat-hyperthyroidism',
    species: 'cat',
    title: 'Hyperthyroidism in older cats',
    keywords:
      'hyperthyroidism, thyroid, weight loss, always hungry, old cat, restless, yowling at night, methimazole, losing weight but eating well, eating more but getting thinner, ravenous, bony, bonier, skinny despite a big appetite',
    text: 'An overactive thyroid is common in cats over ten: they lose weight despite a big appetite, become restless or vocal, drink more and may vomit or have diarrhoea. A blood test confirms it. It is very treatable with daily tablets or gel, radioactive iodine (often curative), surgery, or an iodine-restricted diet. Untreated, it damages the heart and raises blood pressure.',
  },
  {
    id: 'health-diabetes',
    species: 'any',
    title: 'Diabetes in dogs and cats',
    keywords:
      'diabetes, drinking a lot, peeing a lot, insulin, weight loss, blood sugar, diabetic cat, diabetic dog, how much insulin, half dose, skip insulin, eating less, not eating insulin',
    text: 'Drinking and urinating much more, weight loss despite a good appetite, and in cats a flat-footed stance are classic signs of diabetes; overweight cats and middle-aged dogs are most at risk. It is managed with insulin injections given with or just after a meal, a consistent diet and regular monitoring, and with good control many cats go into remission with early treatment and a low-carbohydrate diet. Insulin given to a pet that has not eaten can drop the blood sugar dangerously, so many vets advise half the usual dose when a pet eats only part of its meal and none when it eats nothing: ask your own vet for that plan in advance, and call them if meals are missed for more than a day or your pet vomits. Weakness, trembling or seizures in a diabetic pet may mean low blood sugar and need urgent care. Keeping pets lean lowers the risk.',
  },
  {
    id: 'health-cat-urinary-problems',
    species: 'cat',
    title: 'Cystitis and urinary problems in cats',
    keywords:
      'cystitis, flutd, cat peeing blood, peeing outside litter box, frequent urination, bladder, stress cystitis',
    text: 'Frequent trips to the litter box, small amounts of urine, blood in the urine, or urinating outside the box often mean cystitis, which in cats is frequently linked to stress rather than infection. A vet should examine any cat with these signs, and a male cat straining without producing urine is an emergency. Helping your cat drink more (wet food, water fountains), keeping litter boxes clean and reducing stress all lower the risk of flare-ups. Prescription urinary diets can dissolve some bladder crystals.',
  },
  {
    id: 'health-eye-problems',
    species: 'any',
    title: 'Eye discharge and red eyes',
    keywords:
      'eye discharge, red eye, squinting, watery eyes, conjunctivitis, cloudy eye, tear stains, sleep in the eye, sleep in her eye, sleep in his eye, eye crust, crusty eye, eye gunk, gunk in the eye, eye boogers, morning eye discharge, corner of the eye',
    text: 'A little clear discharge can be normal, especially in flat-faced breeds, but yellow or green discharge, redness, squinting, a cloudy surface or a change in pupil size needs a vet within a day, because ulcers and glaucoma can cost the eye quickly. In cats, eye discharge with sneezing is often cat flu. Wipe discharge with cotton pads moistened with cooled boiled water, one pad per eye. Do not use human eye drops.',
  },
  {
    id: 'health-constipation',
    species: 'any',
    title: 'Constipation and straining',
    keywords:
      'constipation, constipated, straining to poop, hard stool, not pooping, strains to poo, dry stools',
    text: 'Occasional mild straining with small, dry stools is usually constipation, often from too little water or fibre, hair swallowed while grooming, or lack of exercise; more wet food, a water fountain and a vet-approved fibre source such as plain pumpkin often help. A cat that strains in the litter box must be checked for urine: a male cat straining with little or no urine coming out is blocked, which is an emergency, not constipation. See a vet if your pet has not passed stool for two days, strains repeatedly, vomits or seems in pain. Never give human laxatives or enemas, some of which are toxic to cats.',
  },
  {
    id: 'health-anal-glands',
    species: 'dog',
    title: 'Scooting and anal glands',
    keywords: 'scooting, dragging bottom, anal glands, licking bottom, fishy smell, anal sacs',
    text: 'Dogs that scoot or keep licking their rear often have full or inflamed anal glands, though worms, allergies and skin problems can cause the same. A vet or groomer can empty the glands; frequent problems may improve with weight loss and a higher-fibre diet. A painful swelling beside the anus can be an abscess and needs a vet promptly. Do not express glands at home without being shown how.',
  },
  {
    id: 'health-signs-of-pain',
    species: 'any',
    title: 'Recognising pain in pets',
    keywords:
      'pain, is my pet in pain, signs of pain, in pain, hurting, sore, tell if in pain, hiding, panting, hunched, limping, not jumping, grimace',
    text: 'Dogs in pain may pant at rest, be restless, limp, lick one area, avoid stairs, or snap when touched. Cats hide pain well: look for hiding, a hunched posture, squinting, reduced grooming, not jumping up, and changes in appetite or litter habits. Any change in behaviour in an older pet can be pain. Never give human painkillers: ibuprofen and paracetamol can be fatal to pets, so ask your vet for safe pain relief.',
  },
  {
    id: 'health-limping',
    species: 'any',
    title: 'Limping and lameness',
    keywords: 'limping, lame, sore leg, paw injury, cruciate ligament, not putting weight on leg',
    text: 'For a mild limp, check the paw for thorns, cuts, a broken nail or grass seeds, then rest your pet with short, on-leash toilet trips for a day or two. See a vet if it will not bear weight, there is swelling, heat or obvious pain, or the limp lasts more than a couple of days. Sudden hind-leg lameness in an active dog is often a cruciate ligament injury. Do not give human painkillers.',
  },
  {
    id: 'health-increased-thirst',
    species: 'any',
    title: 'Drinking much more than usual',
    keywords: 'drinking a lot, increased thirst, peeing more, always thirsty, water intake, polydipsia',
    text: 'A noticeable, lasting increase in thirst and urination is worth a vet visit: common causes include kidney disease, diabetes, an overactive thyroid in cats and Cushing’s disease in dogs. In an unspayed female dog, increased thirst a few weeks after a season, with lethargy or vaginal discharge, can mean pyometra, which is urgent. Measure how much your pet drinks in 24 hours and bring a urine sample if you can. Never restrict water to stop accidents.',
  },
  {
    id: 'health-lumps',
    species: 'any',
    title: 'Lumps and bumps',
    keywords:
      'lump, bump, growth, tumour, cancer, mass, fatty lump, swelling under skin, wart, warts, skin tag',
    text: 'Many lumps are harmless fatty growths, but some cancers look just the same, so any new lump should be checked; the vet can often sample it with a fine needle in the consult room. Measure and photograph lumps to track changes. Get a lump seen promptly if it grows quickly, is larger than a pea and present for a month, feels firm and fixed, or is red, ulcerated or painful.',
  },
]);
