import { defineEntries } from './define.js';

/** Preventive care and common conditions of dogs and cats. */
export const HEALTH_ENTRIES = defineEntries('health', [
  {
    id: 'health-dog-vaccines',
    species: 'dog',
    title: 'Vaccines for dogs',
    keywords:
      'dog vaccines, puppy shots, vaccination schedule, booster, parvo, distemper, rabies, leptospirosis, kennel cough',
    text: 'Core vaccines protect every dog against distemper, canine adenovirus (hepatitis) and parvovirus, plus rabies where required by law; leptospirosis is now recommended for most dogs too. Puppies get a series every two to four weeks from about 6 to 8 weeks of age until at least 16 weeks, a booster around one year, then boosters on the schedule your vet recommends (every one to three years depending on the vaccine). Kennel cough, Lyme disease and canine influenza vaccines are chosen by lifestyle and region. Keep puppies away from places where unknown dogs toilet until the series is complete.',
  },
  {
    id: 'health-cat-vaccines',
    species: 'cat',
    title: 'Vaccines for cats',
    keywords:
      'cat vaccines, kitten shots, vaccination schedule, booster, fvrcp, panleukopenia, cat flu, rabies, felv, leukaemia',
    text: 'Core vaccines protect all cats, indoor ones included, against panleukopenia (feline parvovirus), feline herpesvirus and calicivirus (cat flu), and rabies where the law or risk requires it. Kittens start at 6 to 8 weeks with doses every three to four weeks until 16 weeks or older, then a booster six to twelve months later. Feline leukaemia (FeLV) vaccination is recommended for kittens and for adult cats that go outdoors or live with infected cats. After that, most core vaccines are repeated every one to three years as your vet advises.',
  },
  {
    id: 'health-fleas',
    species: 'any',
    title: 'Fleas: prevention and treatment',
    keywords: 'fleas, flea treatment, flea prevention, itching, flea dirt, spot-on, flea collar, tapeworm',
    text: 'Adult fleas on your pet are only about 5% of the problem: eggs, larvae and pupae live in carpets and bedding, so treat every dog and cat in the home and wash bedding and vacuum often. A quick check is to comb your pet over damp white paper: black specks that turn red are flea dirt. Use vet-recommended products year-round and match them to species and weight; never use dog products on cats, since some contain permethrin, which is toxic to cats. Fleas also spread tapeworms, so deworm after an infestation.',
  },
  {
    id: 'health-ticks',
    species: 'any',
    title: 'Ticks and how to remove them',
    keywords: 'ticks, tick removal, tick bite, lyme disease, tick tool, tick prevention, anaplasmosis',
    text: 'Check your pet after walks in long grass or woodland, especially around the head, ears, armpits and between the toes. Remove a tick with a tick hook or fine tweezers by gripping it close to the skin and twisting or pulling steadily, without squeezing its body; do not burn it or smother it with oil. Ticks transmit Lyme disease, anaplasmosis, ehrlichiosis and babesiosis, so use a vet-recommended tick preventive in tick season. See a vet if your pet becomes lame, feverish or lethargic in the weeks after a bite.',
  },
  {
    id: 'health-heartworm',
    species: 'any',
    title: 'Heartworm',
    keywords: 'heartworm, mosquitoes, heartworm prevention, heartworm test, monthly preventive',
    text: 'Heartworm is spread by mosquitoes and lives in the heart and lungs; it is common in warm, humid regions such as much of the Americas and southern Europe. Prevention is simple (a monthly chewable, topical product or a long-acting injection), while treatment in dogs is long, costly and risky, and cats have no approved cure. Where heartworm occurs, keep dogs and cats on year-round prevention and test dogs yearly. Coughing, tiring easily and weight loss are late signs.',
  },
  {
    id: 'health-intestinal-worms',
    species: 'any',
    title: 'Intestinal worms and deworming',
    keywords:
      'worms, deworming, roundworms, tapeworms, hookworms, whipworms, worms in poop, puppy worms, kitten worms',
    text: 'Most puppies and kittens are born with or quickly pick up roundworms, so they are dewormed every two weeks from two to three weeks of age until about eight weeks, then monthly until six months. Adult deworming depends on lifestyle, such as hunting, raw feeding or contact with children; your vet may suggest a routine or regular stool tests. Some worms can infect people, so pick up faeces promptly and wash hands. Rice-like segments around the tail mean tapeworm, which usually comes from fleas or eating prey.',
  },
  {
    id: 'health-dental-care',
    species: 'any',
    title: 'Dental care and bad breath',
    keywords:
      'teeth, dental care, bad breath, tooth brushing, gum disease, tartar, dental chews, tooth extraction',
    text: 'By age three most dogs and cats have some gum disease, and bad breath, red gums, drooling, pawing at the mouth or dropping food are common signs. Daily brushing with a pet toothpaste is the best prevention; never use human toothpaste, which may contain xylitol or fluoride. Dental chews and diets carrying the VOHC seal help between brushings. Tartar below the gumline can only be cleaned properly under anaesthesia, so follow your vet’s advice on dental cleanings.',
  },
  {
    id: 'health-spay-neuter',
    species: 'any',
    title: 'Spaying and neutering',
    keywords: 'spay, neuter, castration, desexing, when to neuter, pyometra, heat cycle, unwanted litters',
    text: 'Spaying and neutering prevent unwanted litters, remove the risk of pyometra (a life-threatening womb infection) and testicular cancer, and reduce roaming, spraying and mammary tumours. Cats are usually neutered by five months, before their first season. For dogs the best age depends on size and breed: large-breed dogs may benefit from waiting until they have finished growing, so discuss timing with your vet. Recovery usually takes 10 to 14 days of restricted activity and a cone to stop licking the wound.',
  },
  {
    id: 'health-vomiting',
    species: 'any',
    title: 'Vomiting: when to worry',
    keywords: 'vomiting, throwing up, being sick, upset stomach, bland diet, vomit yellow bile',
    text: 'A single vomit in a pet that is otherwise bright and eating normally can usually be watched: offer small amounts of water, then a small bland meal a few hours later. See a vet the same day if vomiting is repeated, contains blood, comes with diarrhoea, lethargy or a painful or swollen belly, or if your pet may have eaten a toxin or an object. Puppies, kittens, old pets and those with medical conditions dehydrate faster, so call sooner. Retching that brings nothing up in a large dog is an emergency.',
  },
  {
    id: 'health-diarrhoea',
    species: 'any',
    title: 'Diarrhoea',
    keywords: 'diarrhoea, diarrhea, loose stool, runny poop, upset stomach, bland diet, dehydration',
    text: 'Mild diarrhoea from a diet change or scavenging often settles in a day or two with fresh water always available and small, bland meals (for dogs, plain boiled chicken or white fish with rice; for cats, a vet gastrointestinal diet). Do not give human anti-diarrhoea medicines. See a vet if there is blood or black stool, vomiting, lethargy, loss of appetite, or if it lasts over 48 hours, and sooner for puppies, kittens and seniors. Bring a fresh stool sample.',
  },
  {
    id: 'health-cat-not-eating',
    species: 'cat',
    title: 'A cat that stops eating',
    keywords:
      'cat not eating, cat wont eat, cat hiding and not eating, loss of appetite, hepatic lipidosis, fatty liver, anorexia',
    text: 'A cat that has not eaten for more than a day should see a vet, because cats, especially overweight ones, can develop hepatic lipidosis (fatty liver disease) after only a few days without food. Appetite loss is often the first sign of dental pain, nausea, kidney disease or stress. Offer fresh, strong-smelling wet food warmed to body temperature in a shallow dish, but do not starve a cat to make it accept a new diet. Never put a cat on a crash diet to lose weight.',
  },
  {
    id: 'health-weight-management',
    species: 'any',
    title: 'Healthy weight and obesity',
    keywords: 'overweight, obesity, weight loss, body condition, fat dog, fat cat, diet, ideal weight',
    text: 'At a healthy weight you can feel the ribs easily under a thin layer of fat, see a waist from above and a tuck of the belly from the side. Extra weight shortens lives and worsens arthritis, diabetes and breathing problems. Weigh food with kitchen scales rather than a scoop, count treats in the daily total, and increase play or walks. Ask your vet for a target weight and calorie plan: aim for about 1 to 2% of body weight lost per week in dogs and slower in cats.',
  },
  {
    id: 'health-senior-pets',
    species: 'any',
    title: 'Caring for senior pets',
    keywords:
      'senior, old dog, old cat, elderly pet, aging, senior checkups, cognitive dysfunction, dementia',
    text: 'Dogs are usually considered senior from about seven years (earlier for giant breeds) and cats from about eleven. Check-ups every six months with blood and urine tests catch kidney disease, thyroid problems, diabetes and dental disease early. Watch for changes in thirst, appetite, weight, mobility, toileting and sleep, or confusion at night, and mention them to your vet rather than putting them down to age. Soft bedding, ramps, non-slip rugs and shorter, more frequent walks keep older pets comfortable.',
  },
  {
    id: 'health-arthritis',
    species: 'any',
    title: 'Arthritis and joint pain',
    keywords:
      'arthritis, stiff, joint pain, limping, cant jump, hip dysplasia, mobility, old dog stiff, joint supplement',
    text: 'Arthritis shows as stiffness after rest, reluctance to climb stairs or jump, lagging on walks, and in cats as no longer using high places, missing the litter box or grooming less. Keeping your pet lean is the single most helpful step, along with regular, gentle exercise. Vets can prescribe pet-safe anti-inflammatories, other pain relief and monthly injections, and omega-3 fatty acids may help. Never give human painkillers, which can be fatal to pets.',
  },
  {
    id: 'health-skin-allergies',
    species: 'any',
    title: 'Itching and skin allergies',
    keywords:
      'itching, scratching, licking paws, allergies, skin allergy, hot spots, red skin, hair loss, atopic dermatitis',
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
    keywords: 'hyperthyroidism, thyroid, weight loss, always hungry, old cat, restless, yowling at night',
    text: 'An overactive thyroid is common in cats over ten: they lose weight despite a big appetite, become restless or vocal, drink more and may vomit or have diarrhoea. A blood test confirms it. It is very treatable with daily tablets or gel, radioactive iodine (often curative), surgery, or an iodine-restricted diet. Untreated, it damages the heart and raises blood pressure.',
  },
  {
    id: 'health-diabetes',
    species: 'any',
    title: 'Diabetes in dogs and cats',
    keywords:
      'diabetes, drinking a lot, peeing a lot, insulin, weight loss, blood sugar, diabetic cat, diabetic dog',
    text: 'Drinking and urinating much more, weight loss despite a good appetite, and in cats a flat-footed stance are classic signs of diabetes; overweight cats and middle-aged dogs are most at risk. It is managed with insulin injections, a consistent diet and regular monitoring, and many cats go into remission with early treatment and a low-carbohydrate diet. Weakness, trembling or seizures in a diabetic pet may mean low blood sugar and need urgent care. Keeping pets lean lowers the risk.',
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
    keywords: 'eye discharge, red eye, squinting, watery eyes, conjunctivitis, cloudy eye, tear stains',
    text: 'A little clear discharge can be normal, especially in flat-faced breeds, but yellow or green discharge, redness, squinting, a cloudy surface or a change in pupil size needs a vet within a day, because ulcers and glaucoma can cost the eye quickly. In cats, eye discharge with sneezing is often cat flu. Wipe discharge with cotton pads moistened with cooled boiled water, one pad per eye. Do not use human eye drops.',
  },
  {
    id: 'health-grooming-and-bathing',
    species: 'any',
    title: 'Grooming and bathing',
    keywords:
      'bath, bathing, how often bathe dog, shampoo, brushing, grooming, matted fur, shaving double coat',
    text: 'Most dogs need a bath only every one to three months, or when they are dirty or smelly; bathing too often strips the natural oils. Use a shampoo made for dogs, lukewarm water, rinse thoroughly and dry well, especially skin folds and ears. Regular brushing matters more: weekly for short coats, several times a week or daily for long or curly coats, and do not shave double-coated breeds, which protects them from heat and sun. Healthy cats rarely need baths, but long-haired cats need daily combing to prevent painful mats.',
  },
  {
    id: 'health-nail-trimming',
    species: 'any',
    title: 'Nail trimming',
    keywords: 'nails, claws, nail trimming, clipping nails, quick, bleeding nail, overgrown nails',
    text: 'Nails that click on the floor or curl are too long and can affect posture or grow into the pad; dewclaws need particular attention. Trim a little at a time every few weeks with sharp pet clippers, staying clear of the pink quick (on dark nails, take thin slices and stop when you see a dark dot in the centre). Styptic powder or cornflour stops bleeding if you nick the quick. Pair trims with treats, or ask a groomer or vet nurse to show you.',
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
      'pain, is my pet in pain, signs of pain, hiding, panting, hunched, limping, not jumping, grimace',
    text: 'Dogs in pain may pant at rest, be restless, limp, lick one area, avoid stairs, or snap when touched. Cats hide pain well: look for hiding, a hunched posture, squinting, reduced grooming, not jumping up, and changes in appetite or litter habits. Any change in behaviour in an older pet can be pain. Never give human painkillers: ibuprofen and paracetamol can be fatal to pets, so ask your vet for safe pain relief.',
  },
  {
    id: 'health-checkups',
    species: 'any',
    title: 'Routine check-ups',
    keywords: 'checkup, annual exam, wellness visit, how often vet, health check, vet visit',
    text: 'Adult dogs and cats should see a vet at least once a year for a full examination, weight and body condition check, vaccines as needed and parasite prevention; seniors benefit from visits every six months. Many problems, such as dental disease, heart murmurs and early kidney disease, are found only at these visits. Bring a list of questions, any changes you have noticed, and a fresh stool sample if asked.',
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
    keywords: 'lump, bump, growth, tumour, cancer, mass, fatty lump, swelling under skin',
    text: 'Many lumps are harmless fatty growths, but some cancers look just the same, so any new lump should be checked; the vet can often sample it with a fine needle in the consult room. Measure and photograph lumps to track changes. Get a lump seen promptly if it grows quickly, is larger than a pea and present for a month, feels firm and fixed, or is red, ulcerated or painful.',
  },
  {
    id: 'health-giving-medicine',
    species: 'any',
    title: 'Giving tablets and medicine',
    keywords:
      'give pill, give tablet, swallow a pill, take a pill, medicine, pill pocket, hide pill, liquid medicine, cat wont take pill',
    text: 'Check with your vet that a tablet can be given with food, then hide it in a small amount of something tasty, such as a pill pocket, giving a plain treat first and another straight after. For cats, tilt the head back gently, drop the pill at the back of the tongue, close the mouth and follow with a little water or wet food so it does not stick in the throat. Pill givers help, and many medicines can be made into flavoured liquids. Always finish a prescribed course.',
  },
  {
    id: 'health-rabies',
    species: 'any',
    title: 'Rabies',
    keywords: 'rabies, rabies vaccine, bitten by wild animal, bat, fox, raccoon, rabies law',
    text: 'Rabies is a fatal viral disease that spreads through bites and can infect people; vaccination is required by law in many places and for travel. If your pet is bitten or scratched by a wild animal, a stray, or a bat, wear gloves to handle it, wash the wound with soap and water, and call your vet the same day. Report bites to people according to local public-health rules. Keep your pet’s rabies certificate with its records.',
  },
]);
