import { defineEntries } from './define.js';

/** Choosing, preparing for and settling in an adopted pet. */
export const ADOPTION_ENTRIES = defineEntries('adoption', [
  {
    id: 'adoption-before-you-adopt',
    species: 'any',
    title: 'Questions to ask before adopting',
    keywords:
      'before adopting, ready for a pet, should I get a pet, first pet, commitment, adopt a pet, lifestyle',
    text: 'Think about how many years you are signing up for (dogs 10 to 15, cats 12 to 20, rabbits 8 to 12, some parrots 50 or more), how much time you have each day, and who cares for the pet when you travel or work late. Check your lease or building rules, allergies in the household, and your budget for food, vet care and emergencies. Match the animal’s energy and needs to your life rather than to its looks. Adoption staff can help you find a good match.',
  },
  {
    id: 'adoption-choosing-a-species',
    species: 'any',
    title: 'Dog, cat, rabbit, bird or reptile?',
    keywords:
      'which pet, choosing a pet, best pet for me, dog or cat, easy pet, low maintenance pet, first pet for family',
    text: 'Dogs need daily walks, training and company, and do not suit long days alone. Cats are more independent but still need play, enrichment and attention, and they adapt well to apartments. Rabbits are social, need space to run and usually dislike being held, so they are not ideal for young children; birds can be loud and very long-lived; reptiles need precise heat and lighting and carry Salmonella. No pet is truly low-maintenance, so choose the care you can enjoy giving every day.',
  },
  {
    id: 'adoption-puppy-or-adult-dog',
    species: 'dog',
    title: 'Puppy or adult dog?',
    keywords: 'puppy or adult dog, adopt adult dog, adopt puppy, older dog, rescue dog age',
    text: 'Puppies need many hours a day for house training, socialisation and supervision for their first months, and their adult temperament is not yet known. Adult dogs usually come with a known personality, size and energy level, and often some training and house manners. Adult and senior rescue dogs bond deeply with new families. If you work long hours or want a predictable match, an adult is often the better choice.',
  },
  {
    id: 'adoption-kitten-or-adult-cat',
    species: 'cat',
    title: 'Kitten or adult cat?',
    keywords: 'kitten or adult cat, adopt kitten, adopt adult cat, older cat adoption, cat personality',
    text: 'Kittens are playful and adaptable, but they need supervision, kitten-proofing and lots of play, and their adult personality is still forming. Adult cats have a settled personality, so you can choose a lap cat, a confident cat for a busy home or a calm cat for a quiet one. Adult cats often wait longer in shelters. If you want a kitten, consider adopting two together.',
  },
  {
    id: 'adoption-first-days-dog',
    species: 'dog',
    title: 'The first days with an adopted dog',
    keywords: 'new dog, first day, bringing dog home, rescue dog settling in, decompression, 3-3-3 rule',
    text: 'A common guide is 3-3-3: about three days to decompress, three weeks to learn your routine and three months to feel at home. Keep the first days calm and predictable, with few visitors, short quiet walks and a resting place of its own. Newly adopted dogs are most likely to bolt, so use a well-fitted harness and leash, check garden fences, and make sure the ID tag and microchip details are updated. Start gentle reward-based training from day one.',
  },
  {
    id: 'adoption-first-days-cat',
    species: 'cat',
    title: 'The first days with an adopted cat',
    keywords: 'new cat, bringing cat home, cat hiding, settling in cat, safe room, first week with cat',
    text: 'Start your cat in one quiet room with food, water, a litter box, a scratching post and places to hide, and let it explore the rest of the home when it seems relaxed. Hiding for the first days is normal: sit quietly nearby and let the cat come to you. Keep it indoors for at least two to four weeks before any outdoor access, so it knows where home is. Feed the same food as the shelter at first and change gradually.',
  },
  {
    id: 'adoption-first-days-rabbit',
    species: 'rabbit',
    title: 'The first weeks with a new rabbit',
    keywords:
      'adopted a rabbit, new rabbit, new bunny, just got a rabbit, first rabbit, bringing a rabbit home, rabbit setup, rabbit checklist',
    text: 'Give a new rabbit a quiet base with a hide, a litter tray filled with hay, and room to hop and stand up, and let it come to you rather than picking it up. Feed unlimited good-quality hay (about 85% of the diet), a daily portion of leafy greens and only an egg-cup of pellets for an adult; sudden diet changes upset the gut, so change food slowly. Book a rabbit-savvy vet check within the first weeks to confirm neutering and vaccinations against myxomatosis and rabbit haemorrhagic disease (RHD1 and RHD2). Rabbits are social, so plan for a neutered companion once yours has settled.',
  },
  {
    id: 'adoption-pet-proofing',
    species: 'any',
    title: 'Pet-proofing your home',
    keywords:
      'pet proofing, puppy proofing, kitten proofing, dangers at home, toxic plants, cables, safe home',
    text: 'Before your pet arrives, lift cables, chargers and small objects off the floor, and secure bins, medicines, cleaning products and antifreeze. Remove toxic plants (lilies are deadly to cats), keep string, hair ties and sewing kits away, and keep toilet lids down. Fit screens on windows and balconies for cats, and check fences and gates for dogs. Crawl around at pet height to spot temptations.',
  },
  {
    id: 'adoption-dog-supplies',
    species: 'dog',
    title: 'What you need for a new dog',
    keywords:
      'dog supplies, shopping list, new dog checklist, what to buy for dog, leash, collar, crate, bed',
    text: 'You will need a collar with an ID tag, a well-fitted harness and leash, food and water bowls, the food your dog was eating at the shelter, a bed, and a crate or pen if you plan to use one. Add chew toys and puzzle feeders, poop bags, a brush suited to the coat, pet-safe toothpaste and an enzymatic cleaner for accidents. Book a vet appointment and find a reward-based trainer before you need one.',
  },
  {
    id: 'adoption-cat-supplies',
    species: 'cat',
    title: 'What you need for a new cat',
    keywords:
      'cat supplies, shopping list, new cat checklist, what to buy for cat, litter box, scratching post, carrier',
    text: 'Get a sturdy carrier, at least one large litter box per cat plus one extra, unscented clumping litter, food and water bowls (or a fountain), and the food the cat is used to. Add a tall scratching post, a cat tree or shelves, hiding places, interactive toys such as wands, and a brush. A cat-safe collar with a quick-release buckle and a microchip help if it ever gets out.',
  },
  {
    id: 'adoption-costs',
    species: 'any',
    title: 'What a pet costs',
    keywords: 'cost of pet, how much does a dog cost, budget, vet bills, expenses, yearly cost, pet cost',
    text: 'Beyond the adoption fee, plan for set-up costs (bed, crate, carrier, bowls, toys), then ongoing food, preventive care (vaccines, flea, tick and worm treatment), dental care, grooming, insurance and boarding or pet sitting. Over a lifetime a dog or cat typically costs many thousands, and larger dogs cost more. Keep an emergency fund or insurance, because an accident or surgery can cost far more than a year of routine care.',
  },
  {
    id: 'adoption-first-vet-visit',
    species: 'any',
    title: 'The first vet visit after adoption',
    keywords: 'first vet visit, new pet checkup, vet after adoption, medical records, new puppy vet',
    text: 'Book a check-up within the first week or two, and bring the adoption paperwork, vaccination and deworming records and any medication. The vet will examine your pet, check the microchip scans and is registered to you, plan remaining vaccines and parasite prevention, and discuss neutering if it has not been done. It is also a chance to ask about diet, weight and behaviour. Make the visit pleasant with treats so future visits are easier.',
  },
  {
    id: 'adoption-meeting-resident-pets',
    species: 'any',
    title: 'Adopting when you already have pets',
    keywords:
      'second dog, meet and greet, adopt with existing pets, resident dog, resident cat, compatibility',
    text: 'Ask the shelter how the pet behaves with dogs, cats or small animals, and arrange for your dog to meet a prospective new dog on neutral ground, walking side by side before any face-to-face greeting. Cats are introduced gradually at home over days or weeks. Pairing similar energy levels and opposite sexes often works best for dogs. Keep separate food bowls, beds and toys at first to prevent squabbles.',
  },
  {
    id: 'adoption-pets-and-children',
    species: 'any',
    title: 'Choosing a pet for a family with children',
    keywords:
      'pet for kids, family pet, best pet for children, pet for toddler, kids and pets, good with kids',
    text: 'Choose a calm, tolerant adult animal that has been seen around children, and let your children meet it before adopting. Rabbits and small animals are fragile and easily frightened, so they are not ideal for toddlers. An adult must remain responsible for the pet’s care, whatever the children promise. Teach children gentle handling and to leave pets alone when they eat, sleep or retreat.',
  },
  {
    id: 'adoption-allergies-in-household',
    species: 'any',
    title: 'Adopting when someone has allergies',
    keywords: 'allergies, allergic family member, adopt with allergies, allergy to cats, allergy to dogs',
    text: 'Spend time with the specific animal, ideally several visits, before committing, because individuals produce different amounts of allergen. An allergist can advise on testing and treatment. At home, keep the pet out of the allergic person’s bedroom, use HEPA filters, vacuum often and wash pet bedding weekly. Some shelters offer foster-to-adopt so you can test the match.',
  },
  {
    id: 'adoption-senior-pets',
    lifeStage: 'senior',
    species: 'any',
    title: 'Adopting a senior pet',
    keywords: 'adopt senior dog, adopt old cat, senior pet adoption, older pet, elderly dog adoption',
    text: 'Senior pets are often calm, house-trained and happy with a quieter life, which suits many homes, including older adults. Their personality is fully known, and they tend to bond quickly. Ask about known health conditions and budget for more frequent vet visits and possibly medication. Many shelters reduce adoption fees for seniors.',
  },
  {
    id: 'adoption-two-kittens',
    lifeStage: 'young',
    species: 'cat',
    title: 'Why adopt two kittens together',
    keywords: 'two kittens, pair of kittens, bonded pair, single kitten, kitten company, second kitten',
    text: 'Kittens learn to control their bites and claws by playing with each other, so two kittens are often calmer and less likely to attack hands and feet than a single kitten. A bonded pair keeps each other company while you are out. Adopting a young pair is usually easier than introducing a second cat later. The cost of food and vet care doubles, so budget for both.',
  },
  {
    id: 'adoption-rabbit-pairs',
    species: 'rabbit',
    title: 'Rabbits need a companion',
    keywords:
      'rabbit pair, bonded rabbits, rabbit company, lonely rabbit, bonding rabbits, two rabbits, one rabbit alone, single rabbit, rabbit on its own, two male rabbits, two boys, two bucks, two does, same sex rabbits, keep rabbits together, neutering for bonding, introducing rabbits, introduce a new rabbit, rabbit and guinea pig, guinea pig with a rabbit, live with a guinea pig',
    text: 'Rabbits are highly social and can become stressed and lonely living alone; a guinea pig is not a suitable substitute. A neutered male and neutered female usually pair most easily. Bonding two adults takes patience on neutral ground and is best guided by a rescue, so adopting an already bonded pair is the easiest route. Space matters too: a pair needs an enclosure with room to run and stand up fully, not just a hutch.',
  },
  {
    id: 'adoption-lifespans',
    species: 'any',
    title: 'How long pets live',
    keywords:
      'lifespan, life span, life expectancy, how long do they live, how long will it live, how old do they get, how many years, rabbit lifespan, cat lifespan, dog lifespan, budgie lifespan, parrot lifespan, tortoise lifespan, bearded dragon lifespan, gecko lifespan, snake lifespan, live for',
    text: 'Typical lifespans with good care: dogs 10 to 13 years (small breeds often 15 or more, giant breeds 7 to 10), cats 12 to 18, rabbits 8 to 12, guinea pigs 5 to 8, Syrian hamsters 2 to 3, budgies 5 to 10 (some 15), cockatiels 15 to 20, large parrots 40 to 60 or more, bearded dragons 10 to 15, leopard geckos and corn snakes 15 to 20, and tortoises 50 years or more. Diet, exercise, neutering and regular vet checks add years, so plan for the whole span before you adopt.',
  },
  {
    id: 'adoption-bird-commitment',
    species: 'bird',
    title: 'Before adopting a bird',
    keywords: 'adopt bird, adopt parrot, bird commitment, bird noise, bird cage, bird lifespan',
    text: 'Parrots are social flock animals that need several hours of interaction and out-of-cage time every day, can be loud at dawn and dusk, and may live for decades. Buy the largest cage you can fit, with bars spaced for the species, and plan for a varied pellet-based diet and regular toy replacement. Find an avian vet nearby before adoption. Many rescues have adult birds looking for experienced homes.',
  },
  {
    id: 'adoption-reptile-setup',
    species: 'reptile',
    title: 'Preparing for a reptile',
    keywords: 'adopt reptile, reptile setup, vivarium setup, enclosure, first reptile, reptile cost',
    text: 'Set up and run the enclosure for several days before the reptile arrives, so you can check temperatures at both ends, humidity and UVB with proper meters and thermostats. The equipment often costs more than the animal, and bulbs need replacing regularly. Research the adult size, lifespan and diet, including whether you are comfortable storing frozen rodents or keeping live insects. Find a reptile vet in advance.',
  },
  {
    id: 'adoption-microchipping',
    species: 'any',
    title: 'Microchips and ID',
    keywords: 'microchip, microchipping, id tag, lost pet, pet identification, registration, chip details',
    text: 'A microchip is a tiny implant, the size of a grain of rice, placed under the skin between the shoulder blades, and it gives your pet permanent identification that vets and shelters can scan. It only works if the registration database has your current address and phone number, so update it after adoption and whenever you move. A chip is not a GPS tracker. Dogs should also wear a collar tag with your contact details, as the law requires in many places.',
  },
  {
    id: 'adoption-pet-insurance',
    species: 'any',
    title: 'Pet insurance',
    keywords: 'pet insurance, vet bills, insurance cover, pre-existing conditions, lifetime cover, savings',
    text: 'Insurance helps with large unexpected bills from accidents and illness. Insure early, because conditions that appear before the policy starts are usually excluded. Compare lifetime cover versus per-condition or annual limits, excesses, age limits and exclusions such as dental disease or hereditary conditions. If you prefer not to insure, set aside a dedicated emergency fund each month instead.',
  },
  {
    id: 'adoption-renting-with-pets',
    species: 'any',
    title: 'Renting with a pet',
    keywords: 'renting with pets, landlord, lease, pet deposit, pet friendly apartment, tenancy',
    text: 'Check your lease and get your landlord’s permission in writing before adopting. A short pet CV with vaccination records, neutering status, training and references from previous landlords helps. Offer a pet deposit or insurance if that is usual where you live. Consider noise, stairs or lifts, balconies and nearby green space when choosing which pet suits your home.',
  },
  {
    id: 'adoption-when-it-is-not-working',
    species: 'any',
    title: 'When an adoption is not working out',
    keywords:
      'return pet, rehome, adoption not working, give up pet, second thoughts, problems after adoption',
    text: 'Give a new pet time, often several weeks, to settle, and ask the adoption organisation for help early: many offer behaviour advice and have a return policy. A vet check and a qualified behaviourist can solve many problems that seem serious in the first weeks. If you must rehome, go through the original rescue or a reputable shelter rather than free online ads. Never abandon a pet.',
  },
  {
    id: 'adoption-apartment-living',
    species: 'any',
    title: 'Pets in an apartment',
    keywords:
      'apartment, small apartment, flat, cat or dog for apartment, pet in small home, balcony, high-rise',
    text: 'Cats usually adapt well to apartments when they have vertical space, window perches, play every day and secured windows and balconies, since falls from height are a common injury. For dogs, energy level and barking matter more than size: many calm adult dogs and some larger breeds such as retired Greyhounds do well, while high-energy working breeds struggle. Consider stairs or lifts, nearby green space, neighbours and building rules. Rabbits can live indoors in a pet-proofed room, and birds can be noisy for close neighbours.',
  },
  {
    id: 'adoption-working-full-time',
    species: 'any',
    title: 'Adopting when you work full time',
    keywords: 'work full time, pet alone all day, working owner, dog walker, daycare, busy owner',
    text: 'Most adult dogs should not be left alone for more than about four hours regularly, and puppies far less, so plan for a dog walker, daycare or a family member at midday. An adult dog that is used to some time alone is a better match than a puppy. Cats cope better alone but still need daily play and company, and a pair can keep each other company. Enrichment such as puzzle feeders helps any pet through the day.',
  },
  {
    id: 'adoption-holiday-care',
    species: 'any',
    title: 'When you go away: sitters, boarding and leaving pets',
    keywords:
      'holiday, going away, vacation, weekend away, leave my cat alone, pet sitter, cattery, boarding kennels, house sitter, who looks after my pet',
    text: 'No pet should be left alone for a weekend: even a cat with an automatic feeder needs someone to visit at least once a day (better twice) to check water, food, litter and health, since a blocked bladder or an upset can become an emergency within a day. Dogs need a pet sitter, a trusted friend or boarding kennels, booked early for holidays, and most catteries and kennels require up-to-date vaccinations (and kennel cough for dogs). Rabbits, guinea pigs and birds need daily checks too. Leave the sitter your vet’s details, feeding instructions and an emergency contact.',
  },
  {
    id: 'adoption-rabbit-housing',
    species: 'rabbit',
    title: 'How much space rabbits need',
    keywords:
      'rabbit hutch size, how big should a hutch be, rabbit enclosure, rabbit run, rabbit cage, indoor rabbit, outdoor rabbit, space for rabbits',
    text: 'A hutch alone is too small: welfare groups recommend that a pair of rabbits has an enclosure of at least about 3 m x 2 m and 1 m high, available all the time, with a shelter inside big enough for them to stretch out and stand up. Rabbits are most active at dawn and dusk, so the run should be attached rather than used for an hour a day. Indoors, a rabbit-proofed room or a large pen works well. Give hiding places, platforms, digging boxes and plenty of hay, and protect outdoor enclosures from foxes, rain and heat.',
  },
  {
    id: 'adoption-bird-cage',
    species: 'bird',
    title: 'Choosing a bird cage',
    keywords:
      'bird cage size, budgie cage, parrot cage, cockatiel cage, how big a cage, bar spacing, perches, cage position, aviary, flight cage',
    text: 'Buy the largest cage you can fit: a pair of budgies needs at least about 80 cm long, 50 cm deep and 80 cm tall, and it should be wider than it is tall so they can fly; parrots need far larger cages and hours out every day. Bar spacing must be narrow enough that the bird cannot get its head through (about 1 to 1.2 cm for budgies). Use natural wood perches of different widths rather than only dowels, place the cage against a wall away from the kitchen, draughts and direct sun, and avoid round cages.',
  },
]);
