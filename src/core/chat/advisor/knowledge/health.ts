import { defineEntries } from './define.js';

/** Preventive care for dogs and cats: vaccines, parasites, teeth, weight, routine care. */
export const HEALTH_ENTRIES = defineEntries('health', [
  {
    id: 'health-dog-vaccines',
    species: 'dog',
    title: 'Vaccines for dogs',
    keywords:
      'dog vaccines, puppy shots, vaccination schedule, booster, parvo, distemper, rabies, leptospirosis, kennel cough, when can my puppy go out, when can he go out, when can she go out, first walk, walks after vaccinations, going out for walks, puppy walks outside, go out on the lead, puppy vaccination age, age for puppy vaccines, when to vaccinate a puppy',
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
    keywords:
      'fleas, flea treatment, flea prevention, itching, flea dirt, black specks in fur, flea poo, spot-on, flea collar, tapeworm, fleas in the house, treating the home, carpets, sofa, vacuuming, washing bedding',
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
      'worms, deworming, worming, wormer, dewormer, worm tablets, worm treatment, worming indoor cat, indoor cat worming, roundworms, tapeworms, hookworms, whipworms, lungworm, worms in poop, worms in stool, puppy worms, kitten worms, pot belly, potbellied, worming schedule, deworming schedule, how often to worm a puppy',
    text: 'Most puppies and kittens are born with or quickly pick up roundworms, so they are dewormed every two weeks from two to three weeks of age until about eight weeks, then monthly until six months. Adult deworming depends on lifestyle, such as hunting, raw feeding or contact with children; indoor cats are at lower risk but can still pick up worms from fleas, raw food or insects, so your vet may suggest a routine (often once or twice a year) or regular stool tests. Dogs that eat slugs, snails or grass need a product that also covers lungworm. Some worms can infect people, so pick up faeces promptly and wash hands. Rice-like segments around the tail mean tapeworm, which usually comes from fleas or eating prey.',
  },
  {
    id: 'health-dental-care',
    species: 'any',
    title: 'Dental care and bad breath',
    keywords:
      'teeth, dental care, bad breath, halitosis, tooth brushing, gum disease, tartar, dental chews, tooth extraction, brushing teeth, brush his teeth, brush her teeth, teeth checked, teeth seen to, dental check, scale and polish, teeth cleaning, older pet teeth',
    text: 'By age three most dogs and cats have some gum disease, and bad breath, red gums, drooling, pawing at the mouth or dropping food are common signs. Daily brushing with a pet toothpaste is the best prevention; never use human toothpaste, which may contain xylitol or fluoride. Dental chews and diets carrying the VOHC seal help between brushings. Tartar below the gumline can only be cleaned properly under anaesthesia, so follow your vet’s advice on dental cleanings.',
  },
  {
    id: 'health-spay-neuter',
    species: 'any',
    title: 'Spaying and neutering',
    keywords:
      'spay, neuter, castration, desexing, when to neuter, pyometra, heat cycle, unwanted litters, after spay, spay recheck, spay incision, walks after spay, exercise after spay, neuter a male dog, best age to neuter, neutering age, large breed neutering, neutering a large breed puppy early',
    text: 'Spaying and neutering prevent unwanted litters, remove the risk of pyometra (a life-threatening womb infection) and testicular cancer, and reduce roaming, spraying and mammary tumours. Cats are usually neutered by five months, before their first season. For dogs the best age depends on size and breed: large-breed dogs may benefit from waiting until they have finished growing, so discuss timing with your vet. Recovery usually takes 10 to 14 days of restricted activity and a cone to stop licking the wound.',
  },
  {
    id: 'health-cat-spay-neuter',
    species: 'cat',
    title: 'When to spay or neuter a cat',
    keywords:
      'spay cat, neuter cat, when to spay a cat, female cat spay age, kitten neutering, cat in heat, calling, early neutering',
    text: 'Most vets spay or neuter cats at about four months of age (and certainly before five to six months), because female cats can come into heat and become pregnant from about four months. Spaying before the first heat also greatly lowers the risk of mammary cancer, and neutered males roam, fight and spray far less. An adult cat can be spayed at any age, ideally not while she is in heat or nursing. The operation is routine, and most cats are back to normal within a few days, though stitches need 10 to 14 days to heal.',
  },
  {
    id: 'health-panting',
    species: 'any',
    title: 'Panting: normal or a warning sign',
    keywords:
      'panting, pants a lot, heavy panting, panting at night, panting after exercise, dog panting, cat panting',
    text: 'Panting is how dogs cool down, so panting after exercise, in warm weather or when excited is normal and should settle within minutes of rest in a cool place. Panting at rest, in the cool, at night, or with restlessness, pacing or shaking can mean pain, anxiety, fever, heart or lung disease or a hormonal illness such as Cushing’s disease, and deserves a vet check. Heavy panting with drooling, wobbliness, bright red or pale gums on a hot day is heatstroke and an emergency. Cats rarely pant: apart from a few seconds after hard play, a panting cat needs a vet at once.',
  },
  {
    id: 'health-weight-management',
    species: 'any',
    title: 'Healthy weight and obesity',
    keywords:
      'overweight, obesity, weight loss, body condition, fat dog, fat cat, diet, ideal weight, underweight, too thin, skinny, gaining weight, slim down, slim him down, slim her down, got fat, getting fat, tubby, chubby, podgy',
    text: 'At a healthy weight you can feel the ribs easily under a thin layer of fat, see a waist from above and a tuck of the belly from the side. Extra weight shortens lives and worsens arthritis, diabetes and breathing problems. Weigh food with kitchen scales rather than a scoop, count treats in the daily total, and increase play or walks. Ask your vet for a target weight and calorie plan: aim for about 1 to 2% of body weight lost per week in dogs and slower in cats.',
  },
  {
    id: 'health-senior-pets',
    lifeStage: 'senior',
    species: 'any',
    title: 'Caring for senior pets',
    keywords:
      'senior, old dog, old cat, elderly pet, aging, senior checkups, cognitive dysfunction, dementia, confused, confusion, wandering at night, disoriented, sleeps more, sleeping all day, slowing down, getting on, old age',
    text: 'Dogs are usually considered senior from about seven years (earlier for giant breeds) and cats from about eleven. Check-ups every six months with blood and urine tests catch kidney disease, thyroid problems, diabetes and dental disease early. Watch for changes in thirst, appetite, weight, mobility, toileting and sleep, or confusion at night, and mention them to your vet rather than putting them down to age. Soft bedding, ramps, non-slip rugs and shorter, more frequent walks keep older pets comfortable.',
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
    keywords:
      'nails, claws, nail trimming, clipping nails, cut nails, cutting nails, clip claws, trim claws, nail clippers, quick, bleeding nail, overgrown nails',
    text: 'Nails that click on the floor or curl are too long and can affect posture or grow into the pad; dewclaws need particular attention. Trim a little at a time every few weeks with sharp pet clippers, staying clear of the pink quick (on dark nails, take thin slices and stop when you see a dark dot in the centre). Styptic powder or cornflour stops bleeding if you nick the quick. Pair trims with treats, or ask a groomer or vet nurse to show you. Rabbits, guinea pigs and other small pets need trims too, about every four to eight weeks when soft indoor floors do not wear their nails down: hold them securely, with a second person if needed.',
  },
  {
    id: 'health-breathing-rate',
    species: 'any',
    title: 'Breathing rate at rest',
    keywords:
      'breathing fast, breathing fast while sleeping, resting respiratory rate, fast breathing, heart failure, breaths per minute, resp rate, RR, respiratory rate normal, normal breathing rate',
    text: 'Count breaths while your pet is asleep or fully relaxed: each rise and fall of the chest is one breath. Most healthy dogs and cats take fewer than 30 breaths a minute at rest, and a rate that is consistently higher, or rising over days, can be an early sign of heart failure or lung disease and deserves a vet visit within a day or two. Pets with known heart disease should have this counted regularly at home. Laboured breathing, open-mouth breathing in a cat, or blue or grey gums are emergencies.',
  },
  {
    id: 'health-hot-weather',
    species: 'any',
    title: 'Keeping pets safe in hot weather',
    keywords:
      'hot weather, heat, keep dog cool, summer, hot pavement, car in summer, cooling mat, heat safety, too hot to walk, how hot is too hot, temperature for a walk',
    text: 'Never leave a pet in a parked car, even with the windows open: the inside heats up dangerously within minutes. Walk dogs in the cool early morning or late evening, test the pavement with the back of your hand for five seconds, and always carry water. Provide shade, fresh water and cool resting places, and take extra care with flat-faced breeds, overweight, elderly and thick-coated pets, as well as rabbits and guinea pigs in outdoor hutches. Heavy panting, drooling, weakness or collapse can be heatstroke, an emergency.',
  },
  {
    id: 'health-rabbits-guinea-pigs-heatwave',
    species: 'rabbit',
    title: 'Keeping rabbits and guinea pigs cool in a heatwave',
    keywords:
      'keep rabbits cool, keep bunnies cool, rabbit heatwave, guinea pig heatwave, hutch in hot weather, outdoor hutch heat, rabbit too hot, frozen water bottle, cool tiles, hutch shade',
    text: 'Rabbits and guinea pigs cannot pant or sweat well and suffer above about 25 °C, so move the hutch and run into full shade (remembering the sun moves through the day), or bring them into the coolest room of the house. Give frozen water bottles wrapped in a towel and ceramic or marble tiles to lie on, a damp towel over part of the mesh for airflow, and plenty of fresh water in both a bottle and a bowl. Mist their ears lightly with cool water, and check their bottoms twice a day, because flies lay eggs on dirty fur in hot weather (flystrike). Lying flat and limp, fast breathing through the mouth, drooling or wet fur round the chin, or being hot to the touch is heatstroke and needs a vet at once.',
  },
  {
    id: 'health-snakes-on-walks',
    species: 'dog',
    title: 'Adders, rattlesnakes and other snakes on walks',
    keywords:
      'adder, adders, snakes on walks, snake country, avoid snakes, safe from snakes, heathland, moorland, rattlesnake, rattlesnakes, copperhead, brown snake, snake season, venomous snakes, dangerous snakes',
    text: 'Snakes bite dogs most in spring and summer, when they bask on sunny paths, heath, moorland, dunes and rough grass; the adder is the UK’s only venomous snake, while rattlesnakes, copperheads and brown snakes are the danger in parts of the US and Australia. In snake country keep your dog on the path and on a lead on warm days, keep it out of bracken, log piles and stony banks, and call it away from any snake rather than let it investigate. If a snake bites, keep the dog calm and still, carry it if you can, and drive straight to a vet, ringing ahead so antivenom can be ready; never cut, suck or tie off the bite. Fast-spreading swelling, two small puncture marks, pain, drooling, weakness or pale gums after a walk there all point to a bite.',
  },
  {
    id: 'health-soft-shelled-eggs',
    species: 'bird',
    title: 'Soft-shelled and shell-less eggs in hens',
    keywords:
      'soft shelled egg, soft-shelled egg, soft shell, shell-less egg, shellless egg, rubbery egg, thin shells, shell grit, oyster shell, layers pellets, eggshell quality',
    text: 'An occasional soft-shelled or shell-less egg is common in young hens coming into lay, older hens, and after stress, heat, a moult or a scare such as a fox at night. Feed a complete layers’ ration as most of the diet rather than lots of scraps or corn, and offer crushed oyster shell or shell grit in a separate pot so each hen takes the calcium she needs, with clean water and shade. Soft shells every few days from one hen or across the flock, or a hen that strains, stands upright like a penguin, stops eating or sits fluffed up, need a vet, because an egg stuck inside is an emergency.',
  },
  {
    id: 'health-sunburn',
    species: 'any',
    title: 'Sunburn in pets',
    keywords:
      'sunburn, sunburnt, sun burn, sunscreen, sun cream, pink nose, pink skin, white ears, ear tips, burnt nose, hairless, clipped coat, skin cancer from the sun, pet safe sunscreen',
    text: 'Yes: dogs and cats with pink noses, white or thinly furred ears and bellies, and hairless or freshly clipped skin can burn in strong sun, and repeated burns raise the risk of skin cancer, especially on the ear tips and noses of white cats. Keep them in the shade through the middle of the day, and on exposed pink skin use a sunscreen made for pets; human sunscreens are not safe to lick, since zinc oxide is toxic and salicylates are harmful to cats. Red, flaky or crusted skin on the nose or ear tips, or a sore there that does not heal, needs a vet check.',
  },
  {
    id: 'health-cold-weather',
    species: 'any',
    title: 'Keeping pets safe in cold weather',
    keywords:
      'cold weather, winter, keep dog warm, keep cat warm, snow, ice, frost, dog coat, jumper, outdoor rabbit in winter, hutch in winter, grit, rock salt, antifreeze in winter',
    text: 'Short-coated, small, young, old and thin dogs feel the cold: a well-fitted coat helps on winter walks, and shorter, more frequent walks are kinder in freezing weather. Wipe paws after walks on gritted paths, check between the toes for ice balls, and keep dogs off frozen ponds and lakes. Give indoor pets a warm bed away from draughts; outdoor rabbits and guinea pigs need a hutch raised off the ground, sheltered from wind and rain, with extra hay for bedding, and water bottles checked for ice. Antifreeze spills are more common in winter and are deadly, so wipe them up at once.',
  },
  {
    id: 'health-checkups',
    species: 'any',
    title: 'Routine check-ups',
    keywords: 'checkup, annual exam, wellness visit, how often vet, health check, vet visit',
    text: 'Adult dogs and cats should see a vet at least once a year for a full examination, weight and body condition check, vaccines as needed and parasite prevention; seniors benefit from visits every six months. Many problems, such as dental disease, heart murmurs and early kidney disease, are found only at these visits. Bring a list of questions, any changes you have noticed, and a fresh stool sample if asked.',
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
