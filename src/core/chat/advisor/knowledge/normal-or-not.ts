import { defineEntries } from './define.js';

// Questions owners ask when something looks alarming but is usually harmless (a dreaming dog,
// a snorting fit), and everyday precautions against the emergencies (storing antifreeze, laying
// rat bait, how much chocolate is too much). Each says what is normal, what is not, and when to
// see a vet, so that a worried owner gets the reassurance and the warning signs together.

export const NORMAL_OR_NOT_HEALTH_ENTRIES = defineEntries('health', [
  {
    id: 'health-third-eyelid',
    species: 'any',
    title: 'The third eyelid showing',
    keywords:
      'third eyelid, nictitating membrane, haw, haws, white film over the eye, film across the eye, skin over the eye, membrane over the eye, eye half covered, film in the corner of the eye',
    text: 'Cats and dogs have a third eyelid, a pale membrane in the inner corner of each eye that sweeps across to clean and protect it, and it often shows for a moment as a pet wakes, then slides back. Seen in both eyes for days in a cat that is otherwise well, it is often a passing gut upset (Haws syndrome), but it still deserves a vet check. See a vet the same day if it covers one eye with squinting, redness, discharge or pain, because that eye may be injured or ulcerated.',
  },
  {
    id: 'health-reverse-sneezing',
    species: 'dog',
    title: 'Reverse sneezing: loud snorting fits that pass',
    keywords:
      'reverse sneezing, reverse sneeze, backwards sneeze, sneezing backwards, backwards sniffing, sniffing backwards, snorting backwards, snorting, snorts, snorting fit, honking, honks, honking noise, snorting noise, sucking air in, noisy inhaling, inhales loudly, gasping in, goose honk, what causes it, causes of reverse sneezing, passes by itself',
    text: 'Reverse sneezing is a common and harmless reflex in dogs: the dog stands still, stretches its neck and draws air in through its nose in fast, loud snorts or honks for a few seconds, at most a minute or two, then carries on as if nothing happened. Irritation at the back of the nose or throat sets it off, for example excitement, a tight collar, dust, pollen, sprays, or eating and drinking quickly, and small and flat-faced breeds have it most. Gently stroking the throat, or briefly covering the nostrils so that the dog swallows, usually ends an episode. See a vet if episodes become frequent or longer, or come with a nosebleed, discharge from the nose, a dry honking cough (which can be a collapsing windpipe), pale or blue gums, or fainting.',
  },
  {
    id: 'health-seizure-plan',
    species: 'any',
    title: 'After a first seizure: a plan for the next one',
    keywords:
      'seizure again, another seizure, next seizure, another fit, first fit, had a fit, if it happens again, seizure plan, seizure at home, what to do during a seizure, after a seizure, single seizure, one seizure, rescue medication, seizure diary, prone to seizures, prone to fits, if he has a seizure, if she has a seizure, ever has a seizure, seizures in the family, runs in the line, what to do if seizure',
    text: 'Many pets have a single seizure for which tests find no cause, and some never have another; vets usually start daily medication only when seizures recur, come in clusters or last long. If another happens, stay calm, keep your hands away from the mouth (pets do not swallow their tongue), move furniture away, block stairs, keep the room dim and quiet, and time it. Film it if you can and write down the date, how long it lasted and what happened before, then ring your vet. Go straight to an emergency vet if a seizure lasts more than five minutes, a second starts before your pet has come round, or there are more than two in a day. Ask your vet whether rescue medication to keep at home suits your pet.',
  },
  {
    id: 'health-hiccups',
    species: 'any',
    title: 'Hiccups in puppies, dogs and kittens',
    keywords: 'hiccups, hiccup, hiccuping, hiccupping, hiccoughs, puppy hiccups, dog hiccups, kitten hiccups',
    text: 'Hiccups are common and harmless in puppies, less so in kittens and adult dogs: a spasm of the diaphragm, often after eating or drinking fast, excitement or play, that stops by itself within minutes. A slow-feeder bowl, smaller meals and a calm spell after eating make them rarer. See a vet if hiccups go on for more than an hour or two, keep coming back in an adult pet, or come with coughing, difficult breathing, vomiting, drooling or a poor appetite.',
  },
  {
    id: 'health-sleeping-more-with-age',
    species: 'any',
    lifeStage: 'senior',
    title: 'An older pet sleeping more',
    keywords:
      'sleeps more, sleeping more, sleeps most of the day, naps all day, just old age, old dog sleeping, old cat sleeping, senior sleep, sleep with age, older pet sleep, slowing down with age',
    text: 'Sleeping more is normal as pets age: many older dogs sleep 16 to 18 hours a day, and cats even longer, which is no cause for worry while your pet still eats well, enjoys its walks or play and is bright when awake. Make rest comfortable with a thick, supportive bed in a quiet, warm, draught-free spot, and swap long walks for shorter, more frequent ones. Mention it at the next senior check-up, and see your vet sooner if the change came on suddenly or comes with stiffness, reluctance to move, weight change, more thirst, breathlessness, confusion or restless nights, because pain, arthritis, thyroid, heart or kidney disease can pass for old age.',
  },
  {
    id: 'health-warm-dry-nose',
    species: 'any',
    title: 'A warm or dry nose',
    keywords:
      'dry nose, warm nose, hot nose, nose dry, nose warm, wet nose, cold nose, nose temperature, nose feels, crusty nose, cracked nose',
    text: 'A warm or dry nose does not mean a pet is ill, whatever the old saying: noses get drier and warmer after sleep, by a radiator, in the sun or in dry air, and a cold wet nose is no guarantee of health either. Judge your pet by how it is instead: appetite, thirst, energy, and any vomiting, diarrhoea, coughing or breathing trouble. Only a thermometer tells you about a fever (normal for dogs and cats is about 38 to 39.2 °C, 100.5 to 102.5 °F). See a vet if the nose is cracked, crusted, bleeding or losing its colour, has thick or coloured discharge, or if your pet seems unwell in other ways.',
  },
  {
    id: 'health-beach-day',
    species: 'dog',
    title: 'A day at the beach with a dog',
    keywords:
      'beach, beach day, day at the beach, seaside, sand, hot sand, sea water, keep cool at the beach, dog at the beach, day out, trip to the beach, beach safety',
    text: 'Bring shade (a parasol or beach tent), plenty of fresh drinking water with a bowl, and plan the day around the cooler morning and evening, resting in the shade through the midday heat. Flat-faced breeds such as Pugs and Bulldogs, and overweight, older or thick-coated dogs, overheat fast: keep their play short and gentle, wet their coat and paws with cool (not icy) water, and head home at the first sign of heavy panting. Stop your dog drinking sea water, which causes vomiting and salt poisoning, or eating seaweed and washed-up fish, and rinse off salt and sand afterwards. Test the sand with your hand, because it can burn paws, and use pet-safe sun cream on pale noses and ear tips. Heavy panting with drooling, wobbliness or vomiting is heatstroke and needs a vet at once.',
  },
  {
    id: 'health-gum-pigment',
    species: 'any',
    title: 'Black or spotted gums',
    keywords:
      'black gums, black spots on gums, dark spots on gums, black patches on gums, spotted gums, pigmented gums, gum pigment',
    text: 'Black, grey-brown or spotted patches on the gums, lips or palate are normal pigment in many dogs and some cats, common in breeds such as Chow Chows and Shar Peis (whose tongues are blue-black from birth too) and in dogs with dark coats, and in puppies the patches can spread as they grow. Check gum colour on a pink, unpigmented part, or on the inside of the lower eyelid: moist, bubblegum pink is healthy. Show your vet any dark area that is raised, grows or changes quickly, bleeds, ulcerates or comes with bad breath or drooling, because mouth tumours such as melanoma can look like pigment at first.',
  },
  {
    id: 'health-home-emetics',
    species: 'any',
    title: 'Hydrogen peroxide and other home remedies after a poison',
    keywords:
      'hydrogen peroxide, peroxide, induce vomiting at home, salt water, washing soda, emetic, first aid kit, pet first aid kit, home remedy for poisoning',
    text: 'Do not try to empty a pet’s stomach at home unless a vet or poison helpline tells you to for that case: it does more harm than good with corrosives, petrol and oils, sharp objects, batteries or a drowsy pet, and salt, mustard or fingers down the throat are dangerous. Hydrogen peroxide can burn the stomach and gullet and must never be given to cats; vets use an injection that works quickly and safely instead. If your pet has eaten something harmful, phone your vet or an emergency clinic at once and take the packaging with you. A useful first-aid kit holds the numbers of your vet, the nearest emergency clinic and a poison helpline, with gauze, bandages, saline, a muzzle and a digital thermometer.',
  },
  {
    id: 'health-urinary-blockage-prevention',
    species: 'cat',
    title: 'Preventing another urinary blockage in a male cat',
    keywords:
      'prevent blockage, prevent recurrence, recurring, recur, blocked again, reblock, tom, tomcat, after a blockage, after being unblocked, unblocked, urinary diet, prescription urinary diet, struvite, bladder crystals, urinary crystals, after a catheter, stop it coming back, coming back, happening again, diet after a blockage, had a blocked bladder, blocked bladder before, after bladder surgery',
    text: 'A cat that has been unblocked is at high risk of blocking again, most of all in the first weeks, so follow the vet’s plan closely: many need a prescription urinary diet that dissolves crystals and keeps the urine dilute, given on its own, without treats or other diets. Get as much water into your cat as you can, with wet meals, water added to each meal, several bowls and a fountain. Reduce stress, which inflames the bladder: one litter box per cat plus one, cleaned daily, a steady routine, and places to hide and climb. Watch every visit to the litter box and treat straining, crying, passing only drops or licking the genitals as an emergency; cats that block again and again can have surgery to widen the urethra.',
  },
  {
    id: 'health-vital-signs',
    species: 'any',
    title: 'Heart rate and temperature: what is normal and how to check',
    keywords:
      'heart rate, resting heart rate, heart rate at rest, heartbeat, pulse, normal heart rate, beats per minute, take temperature, taking temperature, thermometer, normal temperature, fever, high temperature, vital signs, rectal temperature, rectal temp, normal range, normal temperature for a rabbit',
    text: 'At rest, a dog’s heart beats about 60 to 140 times a minute (small dogs and puppies at the fast end) and a cat’s about 140 to 220; feel it on the left side of the chest just behind the elbow, or at the pulse inside the thigh, and count for 15 seconds, then multiply by four. Normal body temperature is about 38 to 39.2 °C (100.5 to 102.5 °F) in dogs and cats and 38.5 to 40 °C in rabbits. Take it with a digital thermometer, lubricated and slid gently about 2 cm into the rectum, with a helper steadying your pet; ear thermometers for pets are less reliable, and a warm or dry nose tells you nothing. Ring your vet if the temperature is over 39.5 °C or under 37.5 °C, or the heart is racing, very slow or irregular at rest.',
  },
  {
    id: 'health-signs-of-labour',
    species: 'any',
    title: 'Signs that birth is near',
    keywords:
      'signs of labour, signs of labor, going into labour, going into labor, about to give birth, when will she give birth, due date, nesting, whelping signs, queening signs, temperature drop before whelping, pregnant dog, pregnant cat, time between puppies, gap between puppies, time between kittens, gap between kittens, how long between puppies, how long between kittens, puppies so far, kittens so far, how long is a dog pregnant, how long is a cat pregnant, pregnancy length, length of pregnancy, gestation, how long does pregnancy last, breeding her dog, breeding her cat',
    text: 'Dogs give birth about 63 days after mating and cats about 65; in the last day or two the mother usually nests, becomes restless, pants or shivers, may refuse food, and a dog’s temperature drops below about 37.8 °C (100 °F) some 12 to 24 hours before labour. The first stage of labour, with restlessness and bed-making, can last 6 to 12 hours; then strong contractions bring the young, usually every 30 to 60 minutes, each followed by its afterbirth. Prepare a warm, quiet whelping or kittening box in advance, keep your vet’s out-of-hours number to hand, and watch without interfering. Ring the vet at once if strong straining lasts 20 to 30 minutes with nothing born, more than two hours pass between births with young still inside, there is green or bloody discharge before the first birth, or she is past her due date.',
  },
  {
    id: 'health-toilet-habits',
    species: 'any',
    title: 'How often pets pee and poo',
    keywords:
      'how often should a dog pee, how often should a cat pee, how often pee, how often poop, how many times a day, how often should a puppy pee, bowel movements, how often should a cat wee, wees a day, pees a day, how often does a cat urinate, size of urine clumps',
    text: 'Most adult dogs pee three to five times a day and need a chance at least every six to eight hours, and they poo once to three times a day, usually after meals; puppies need to go out every hour or two, and after every meal, nap and play session. Cats usually pass urine two to four times a day and stools once or twice. Changes matter more than exact numbers: many more or fewer trips, straining, tiny amounts, blood, accidents in a house-trained pet, or going much more than usual with more thirst all deserve a vet visit. A male cat straining with little or nothing coming out needs a vet at once.',
  },
  {
    id: 'health-rabbit-moult',
    species: 'rabbit',
    title: 'A rabbit’s moult and brushing',
    keywords:
      'rabbit moulting, rabbit molting, rabbit shedding fur, rabbit losing fur, fur coming out in clumps, brushing a rabbit, grooming a rabbit, rabbit brush, moult',
    text: 'Rabbits moult two to four times a year, often heavily in spring and autumn, and fur can come out in tufts or patches with a visible line of new coat. Brush a moulting rabbit every day with a soft brush or grooming glove (a fine comb for long-haired breeds), because rabbits groom themselves and cannot vomit, so swallowed fur can slow the gut. Give extra hay during a moult to keep the fur moving through, and check the droppings: pellets strung together with fur are a sign to brush more. Bald patches with flaky skin, scabs or scratching are not a moult but usually mites, which need a vet.',
  },
  {
    id: 'health-teething',
    species: 'any',
    title: 'Teething puppies and kittens',
    keywords:
      'teething, baby teeth, milk teeth, losing teeth, teeth falling out, puppy teeth, kitten teeth, blood on toys, retained baby teeth, adult teeth coming in',
    text: 'Puppies and kittens lose their baby teeth between about three and six or seven months as the adult teeth come in, and a few spots of blood on toys, a missing tooth in the food bowl or extra chewing and drooling are all normal. Offer plenty of safe chews suited to the size, such as rubber teething toys that can be chilled, and swap hands or furniture for a toy whenever they chew the wrong thing. Have the mouth checked at the six-month vaccination or neutering visit, because a baby tooth still in place beside its adult tooth (common in small dog breeds) may need removing. See a vet sooner for heavy bleeding, a swollen face, a broken adult tooth or a pet that stops eating.',
  },
  {
    id: 'health-dog-in-season',
    species: 'dog',
    title: 'A female dog in season (in heat)',
    keywords:
      'in season, in heat, on heat, heat cycle, season, female dog bleeding, bloody discharge in season, spotting, spotting blood, swollen vulva, how long does a season last, how often do dogs come into season',
    text: 'An unspayed female dog comes into season about every six to twelve months, usually first between six months and two years old, and each season lasts about two to three weeks. The vulva swells and there is a bloody discharge for the first seven to ten days, which then turns paler as she becomes fertile, so keep her on the lead and away from entire males for the whole three weeks; she may be clingy, restless or pee more often. Talk to your vet about spaying between seasons, which prevents pregnancy, womb infections and most mammary tumours. A discharge with tiredness, thirst, vomiting or a swollen belly, especially in the weeks after a season, can be a womb infection (pyometra) and needs a vet that day.',
  },
  {
    id: 'health-paw-pad-care',
    species: 'any',
    title: 'Cracked, dry or sore paw pads',
    keywords:
      'cracked paw pads, dry paw pads, paw pads cracked, rough pads, sore paws, paw balm, paw care, salt on paws, grit on paws, hot pavement paws',
    text: 'Paw pads dry and crack from rough or hot ground, winter road salt and grit, and dry air; rinse paws with lukewarm water after winter walks, dry them well, and rub in a pet-safe paw balm (not a human cream the pet may lick off). Keep the fur between the pads trimmed so ice and mud do not ball up, and keep nails short. Deep cracks that bleed, limping, licking at one paw, swelling, a smell or a pad that peels need a vet, as do pads that crack all over without cause, which can come from allergies, liver or immune disease. Walk on grass in hot weather, since hot pavement burns pads within seconds.',
  },
  {
    id: 'health-guinea-pig-droppings',
    species: 'any',
    otherAnimal: 'guinea pig',
    title: 'Guinea pigs eating their droppings',
    keywords:
      'guinea pig eating poop, guinea pig eats droppings, guinea pig eating poo, guinea pig caecotrophs, guinea pig soft droppings, guinea pig poop',
    text: 'Guinea pigs, like rabbits, eat some of their own soft droppings straight from the bottom, usually unseen; these caecotrophs carry vitamins and protein made in the gut, so this is normal and necessary. Normal droppings are plentiful, firm and oval, and a diet of unlimited hay with fresh greens and a daily source of vitamin C keeps them that way. Droppings that become small, few, wet or missing, or a guinea pig that stops eating or sits hunched, needs a vet quickly, because their gut stops as dangerously as a rabbit’s.',
  },
  {
    id: 'health-cloudy-eyes-with-age',
    species: 'any',
    title: 'Cloudy eyes in an older pet',
    keywords:
      'cloudy eyes, cloudy eye, bluish haze, milky eyes, hazy eyes, old dog eyes, old cat eyes, senior eyes, going blind, losing sight, nuclear sclerosis, lenticular sclerosis, cataract, cataracts, lens',
    text: 'A soft blue-grey haze in both eyes of a pet over about seven is usually nuclear (lenticular) sclerosis: the lens hardens with age, and most pets still see well enough to get about. A cataract looks whiter and denser, often in one eye first or quickly in a diabetic dog, and does take sight; a vet can tell the two apart in a minute and refer for surgery where it helps. Keep furniture where it is and use your voice before touching a pet whose sight is failing. See a vet the same day for cloudiness that appears within a day or two, or comes with redness, squinting, a weeping eye, pawing at the eye or a larger-looking eye, since ulcers and glaucoma are painful and can cost the eye.',
  },
  {
    id: 'health-newborn-litter',
    species: 'any',
    title: 'A newborn litter: handling, warmth and when to worry',
    keywords:
      'newborn kittens, newborn puppies, new litter, had her kittens, had her puppies, hold the kittens, hold the puppies, pick up the kittens, handle kittens, handling kittens, handle puppies, handling puppies, touch the kittens, touch the puppies, kitten a week old, puppy a week old, mother cat, mother dog, nursing mother, weigh kittens, weigh puppies',
    text: 'A mother with a new litter needs a warm, quiet, draught-free nest and her own food, water and litter tray close by. Brief, gentle handling from the first days is fine if the mother is relaxed: weigh each kitten or puppy daily at the same time, since steady gain is the best sign all is well, and from about two to three weeks handle them a little more every day so they grow up at ease with people. Leave the litter alone if the mother is anxious, and keep visitors and other pets away for the first weeks. See a vet promptly for a newborn that cries constantly, does not feed, feels cold or loses weight, and urgently for a mother who trembles, pants, walks stiffly or seems restless and unaware of her young (low calcium, eclampsia), or has a foul discharge or a hot, hard, painful teat.',
  },
  {
    id: 'health-tummy-noises',
    species: 'any',
    title: 'Tummy noises: gurgling and rumbling',
    keywords:
      'tummy gurgling, stomach gurgling, belly gurgling, gurgling tummy, rumbling tummy, stomach rumbling, noisy stomach, gut noises, tummy noises, stomach noises, borborygmi, loud gurgles from the belly',
    text: 'Gurgling and rumbling from the belly are the normal sounds of gas and food moving through the gut, louder when a pet is hungry, after a meal or after eating grass. On their own, in a pet that is eating, passing normal droppings and behaving as usual, they need nothing. See a vet if the noises come with vomiting, diarrhoea, a tight or painful belly, refusal of food or lethargy. A rabbit or guinea pig with a loud gurgling belly that stops eating or passing droppings needs a vet the same day, because its gut may be slowing down.',
  },
]);

export const NORMAL_OR_NOT_BEHAVIOUR_ENTRIES = defineEntries('behaviour', [
  {
    id: 'behaviour-dreaming',
    species: 'any',
    title: 'Dreaming or a seizure: twitching and noises in sleep',
    keywords:
      'dreaming, dreams, dream, twitching in sleep, twitches in his sleep, twitches in her sleep, running in sleep, paddling in sleep, yipping in sleep, whimpering in sleep, barking in sleep, sleep twitching, REM sleep',
    text: 'Dogs and cats dream in REM sleep, and twitching paws, running movements, flickering eyelids, soft yips, whimpers or muffled barks while asleep are normal, especially in puppies and older dogs. A dreaming pet wakes when you say its name and is alert at once; speak rather than touch, since a pet startled awake may snap. A seizure looks different: the body goes stiff or jerks rhythmically, the pet cannot be roused by your voice, may drool, chomp or wet itself, and is often confused or wobbly afterwards. If you are unsure which it is, film an episode and show your vet.',
  },
  {
    id: 'behaviour-bird-sleep',
    species: 'bird',
    title: 'How pet birds sleep',
    keywords:
      'bird sleeping, budgie sleep, sleeps on one leg, one leg, fluffed up at night, fluffs up at night, head tucked, bedtime, cage cover, covering the cage, how much sleep, night fright',
    text: 'A healthy bird settles at dusk by fluffing out its feathers, standing on one leg with the other foot tucked up, and often turning its head to tuck its beak into its back feathers: this is normal sleep, and pet birds need about 10 to 12 hours of quiet darkness a night. A cage cover or a quiet, dark room helps, and a dim night light can stop night frights in budgies and cockatiels. It is a warning sign when a bird stays fluffed up and sleepy in the daytime, sits on the cage floor, bobs its tail as it breathes or eats less, because birds hide illness until they are quite sick, so see an avian vet promptly.',
  },
  {
    id: 'behaviour-scavenging',
    species: 'dog',
    title: 'A dog that eats things on walks',
    keywords:
      'scavenging, scavenges, eats everything on walks, eats rubbish on walks, picks things up on walks, eating things off the ground, hoovers up food, leave it, drop it, basket muzzle, eats things outside',
    text: 'Teach “leave it” and “drop it” at home first, rewarding with something better than what the dog gives up, and never chase a dog that has grabbed something, which turns it into a game and teaches it to swallow fast. On walks, keep a dog that scavenges on the lead where litter, bones, bait or fallen fruit are likely, watch the path ahead, and walk it after a meal rather than hungry. Sniffing games, scattered food and chews at home give its nose and mouth another outlet. A well-fitted basket muzzle, introduced gradually with treats, lets it pant and drink while stopping it swallowing anything, and a dog that eats stones, fabric or other non-food needs a vet check.',
  },
  {
    id: 'behaviour-cat-chattering',
    species: 'cat',
    title: 'A cat that chatters at birds',
    keywords:
      'chattering, chatters, chattering at birds, chirping at birds, teeth chattering at window, cat makes clicking noise at birds, watching birds through the window, watching birds, staring at birds',
    text: 'Chattering or chirping with quick jaw movements while watching birds or squirrels through a window is normal hunting excitement, mixed with the frustration of prey out of reach. Give that instinct an outlet with daily play sessions using a wand toy that flies and lands like a bird, ending with a catch and a small meal. A window perch and a bird feeder placed where the cat can watch but not reach make good entertainment for an indoor cat. Only chattering that comes with drooling, pawing at the mouth or not eating suggests a dental problem worth a vet check.',
  },
  {
    id: 'behaviour-rabbit-chewing',
    species: 'rabbit',
    title: 'A rabbit chewing furniture, skirting and cables',
    keywords:
      'rabbit chewing, rabbit chews furniture, rabbit chewing skirting boards, rabbit chewing cables, rabbit chewing wires, rabbit proofing, bunny proofing, rabbit destroying carpet, rabbit digging carpet',
    text: 'Chewing and digging are natural for rabbits, whose teeth never stop growing, so the aim is to redirect rather than stop it. Rabbit-proof the room: cover cables with hard plastic tubing or lift them out of reach, fit guards or boards over skirting and furniture legs, and block gaps behind furniture. Offer plenty of better things to chew and dig: unlimited hay, untreated willow, apple or hazel twigs, cardboard boxes and tubes, and a digging box of shredded paper or soil. Neutering reduces destructive chewing and digging in many rabbits, and a bored rabbit living alone does better with a neutered companion.',
  },
  {
    id: 'behaviour-zoomies',
    species: 'any',
    title: 'Zoomies: sudden bursts of running',
    keywords:
      'zoomies, frapping, frenetic random activity, mad half hour, sudden burst of energy, running around after a bath, mad after a bath, crazy after pooping',
    text: 'Sudden bursts of frantic running, spinning and play bows, known as zoomies, are a normal way for dogs and cats to release pent-up energy or excitement, often after a bath, a poo, being let out of a crate, or in the evening. They last a few minutes and are no cause for worry in a healthy pet. Make sure the space is safe, away from stairs, roads and slippery floors, and do not chase your pet, which turns it into a game. If they happen many times a day, give more exercise and play earlier, and see a vet if the running comes with panic, pain, scratching at the rear or confusion.',
  },
  {
    id: 'behaviour-guinea-pig-sounds',
    species: 'any',
    otherAnimal: 'guinea pig',
    title: 'Guinea pig noises and what they mean',
    keywords:
      'guinea pig noises, guinea pig sounds, wheeking, wheek, squeaking, squealing, whistling, guinea pig squeaks, purring, rumbling, chutting, teeth chattering, popcorning, guinea pig popcorning',
    text: 'Loud whistling squeaks (wheeking) are excitement, most often in anticipation of food, which is why guinea pigs greet the rustle of a bag or the fridge door. Deep, relaxed purring while being stroked is contentment, a vibrating rumble is a male courting or asserting himself, and teeth chattering means annoyed or threatened: give them space. Jumping and twisting in the air (popcorning) is pure happiness, mostly in young guinea pigs. A high, sharp shriek signals pain or fear, and noisy breathing or wheezing is illness that needs a vet.',
  },
  {
    id: 'behaviour-cat-knocking-things-over',
    species: 'cat',
    title: 'A cat that knocks things off tables',
    keywords:
      'knocks things off the table, knocking things over, pushes things off shelves, swats things off counters, cat knocking things down, cat breaking things',
    text: 'Cats knock things off surfaces out of curiosity and the hunter’s instinct to test whether something moves, and many learn that it brings their owner running, so it becomes a way to ask for attention or breakfast. Do not react to it, and put breakables away while the habit fades. Give the same urges an outlet: two or three short play sessions a day with a wand toy, puzzle feeders, and shelves or cat trees of their own to explore. A cat that does it at the same time each day is often asking for food or play, so feed and play before that time.',
  },
  {
    id: 'behaviour-rolling-in-smelly-things',
    species: 'dog',
    title: 'A dog that rolls in fox poo and smelly things',
    keywords:
      'rolls in fox poo, rolling in fox poo, fox poo, fox poop, rolls in poo, rolls in smelly things, rolling in dead things, rolls in muck, fox poo shampoo, smells of fox',
    text: 'Rolling in fox droppings, dead animals and other strong smells is normal dog behaviour, probably a way of carrying an interesting scent or masking their own, and it is hard to train away entirely. Watch for the tell-tale sniffing and shoulder dip, call your dog away before it rolls and reward a quick return, and keep it on a long line where foxes are common. Wash it off with a dog shampoo (shampoos made for fox poo work best; never use human products with strong perfumes), paying attention to the collar. Foxes carry worms, lungworm and sarcoptic mange, so keep parasite treatment up to date and see a vet if your dog starts to itch intensely.',
  },
  {
    id: 'behaviour-humping',
    species: 'dog',
    title: 'A dog that humps people, toys or bedding',
    keywords:
      'humping, humps, mounting, mounts, humps his bed, humps toys, humps my leg, humps other dogs, dog humping cushions',
    text: 'Humping is common in both male and female dogs, neutered or not, and is more often excitement, play, stress or attention-seeking than anything sexual. Calmly interrupt it, ask for something else such as a sit, and reward that, without scolding or laughing, which both give attention. Give more exercise and things to do, note what sets it off (visitors, play, a particular toy) and remove that toy or bedding if needed. See a vet if it starts suddenly or comes with licking at the rear, frequent peeing or signs of itching, since a urinary infection or skin problem can be the cause.',
  },
  {
    id: 'behaviour-excitement-urination',
    species: 'dog',
    title: 'A puppy or dog that pees when greeting or excited',
    keywords:
      'pees when excited, pees when greeting, pees when visitors arrive, pees when i come home, excitement urination, submissive urination, wees when greeting, piddles when excited, pees when meeting people',
    text: 'Leaking a little urine when excited or greeting someone is common in puppies and usually ends as the bladder matures, by about a year old; peeing while crouching, rolling over or looking away is submissive urination, an appeasement signal in shy dogs. Keep greetings low-key: ignore the dog for a few minutes when you come in, greet it calmly outside or somewhere easy to clean, crouch side-on rather than leaning over, and never scold, which makes it worse. Take it out for a pee before visitors arrive. See a vet if an adult dog leaks at rest or in its sleep, or if peeing is frequent or painful, as that points to a medical cause.',
  },
  {
    id: 'behaviour-cat-chewing-plastic',
    species: 'cat',
    title: 'A cat that chews plastic, wool or fabric (pica)',
    keywords:
      'eats plastic, chews plastic bags, cat chewing plastic, cat eats wool, cat sucks blankets, chews cables, chewing fabric, pica, cat eats strange things',
    text: 'Licking and chewing plastic bags, wool, fabric or cables (pica) is common in cats, especially young cats and oriental breeds, and can come from boredom, stress, early weaning or simply liking the texture or smell. Put bags, hair ties, string, thread and wool away, cover cables, and offer safe alternatives such as cat grass, dental chews and plenty of play with wand toys. Have a vet check any cat that starts suddenly, to rule out dental pain, anaemia or a poor diet. A cat that has swallowed string, thread or plastic and is vomiting, off food or straining needs a vet at once, because these can block or cut the gut; never pull string from the mouth or bottom.',
  },
]);

export const NORMAL_OR_NOT_NUTRITION_ENTRIES = defineEntries('nutrition', [
  {
    id: 'nutrition-fruit-for-dogs',
    species: 'dog',
    title: 'Fruit dogs can and cannot have',
    keywords:
      'fruit, fruits, which fruit, fruit for dogs, fruits dogs can eat, safe fruit, fruit treats, fruit snacks, sharing fruit, apple, banana, blueberries, strawberries, watermelon, pear, melon, mango',
    text: 'Most dogs can have small pieces of apple (without the core and pips), banana, blueberries, strawberries, raspberries, seedless watermelon without the rind, melon, pear without pips, and peeled mango without its stone. Never give grapes, raisins, sultanas or currants, which can cause kidney failure even in small amounts, and avoid cherries, plums, peaches and avocado because of their stones and pits. Keep fruit to a few bite-sized pieces as a treat, within 10% of the day’s calories, and wash it first. Teach children to ask an adult before sharing, because fruit salads, cereal bars, yoghurts and baked snacks can hide raisins or the sweetener xylitol.',
  },
  {
    id: 'nutrition-carob-treats',
    species: 'dog',
    title: 'Carob treats and "chocolate" for dogs',
    keywords: 'carob, carob drops, carob buttons, carob chips',
    text: 'The brown drops, buttons and bars sold as chocolate for dogs are made from carob, which tastes a little like chocolate but contains no theobromine or caffeine, so it is safe for dogs in small amounts. Carob is not chocolate: a dog that eats one carob drop needs nothing more than its usual care, while real chocolate, above all dark and baking chocolate, is poisonous. Check the label, because human carob products can contain real chocolate, cocoa or xylitol, and count carob in the daily calories.',
  },
  {
    id: 'nutrition-chocolate-amounts',
    species: 'any',
    title: 'How much chocolate is dangerous',
    keywords:
      'how much chocolate, chocolate dose, chocolate amount, toxic dose of chocolate, amount of chocolate, theobromine dose, chocolate calculator, easter eggs, advent calendar, chocolate safe amount',
    text: 'How much chocolate harms a dog depends on its weight and on the chocolate, because the poison, theobromine, is far more concentrated in darker kinds: roughly 2 mg per gram in milk chocolate, 5 to 15 mg in dark chocolate and 15 mg or more in baking chocolate and cocoa powder, with almost none in white chocolate. Vomiting and restlessness can start at about 20 mg per kg of body weight, a racing heart at about 40 mg per kg and dangerous tremors from about 60 mg per kg. For a 20 kg dog, that means trouble from about 200 g of milk chocolate but from as little as 30 to 80 g of dark chocolate, and less still of baking chocolate. No amount is worth giving on purpose: keep Easter eggs, advent calendars and gifts out of reach, and if some is eaten ring your vet with your dog’s weight, the wrapper and the amount missing.',
  },
  {
    id: 'nutrition-safe-human-foods-cats',
    species: 'cat',
    title: 'Human foods cats can safely eat',
    keywords:
      'safe human food for cats, human food for cats, what can cats eat, people food for cats, cat treats from the table, cooked chicken for cats, tuna for cats, egg for cats, share food with my cat',
    text: 'Small amounts of plain cooked chicken, turkey, lean beef or white fish without bones, skin or seasoning, plain scrambled or boiled egg, and a little plain cooked pumpkin are safe treats for cats. Tuna is fine now and then in spring water, but not as a regular meal, because it lacks nutrients cats need. Never give onion, garlic, chives or leeks (even in gravy or baby food), grapes and raisins, chocolate, alcohol, caffeine, raw dough, or anything with the sweetener xylitol, and skip milk, which upsets most adult cats’ stomachs. Keep extras within 10% of the daily calories, since cats need a complete cat food for taurine and other essentials.',
  },
]);

export const NORMAL_OR_NOT_ADOPTION_ENTRIES = defineEntries('adoption', [
  {
    id: 'adoption-car-chemicals',
    species: 'any',
    title: 'Storing antifreeze and other car products safely',
    keywords:
      'store antifreeze, storing antifreeze, where to keep antifreeze, antifreeze storage, coolant, topping up coolant, screenwash, de-icer, garage safety, car products, chemicals in the garage',
    text: 'Keep antifreeze, coolant, screenwash and de-icer in their original, tightly closed containers on a high shelf or in a locked cupboard, never in drinks bottles or open trays. Top up the car with your pets shut indoors, wipe up drips and spills at once and rinse the spot with water, and check under the car for leaks, because antifreeze tastes sweet and a teaspoon can kill a cat. Products based on propylene glycol are less dangerous than ethylene glycol ones. Dispose of old coolant at a recycling point rather than pouring it away, and go to a vet at once if you think a pet has licked any.',
  },
  {
    id: 'adoption-pest-control-safety',
    species: 'any',
    title: 'Rat and mouse bait with pets in the house',
    keywords:
      'rat bait safety, laying rat bait, putting down rat poison, pest control with pets, bait station, rodent control, mice in the house, rats in the shed, pet safe pest control, slug pellets alternatives, rats in the garden, mice in the garden, instead of poison, safer than poison, alternative to rat poison, rat traps, rodents',
    text: 'Use rat and mouse bait only inside lockable, tamper-resistant bait stations fixed down where pets cannot reach or move them, or choose traps in covered boxes, or a pest controller who knows you have pets. Keep pets out of the area while baits are down, collect dead rodents promptly (a pet can be poisoned by eating one), and keep the packaging, since a vet needs the active ingredient if a pet eats some. Slug pellets are as dangerous: use pet-safe alternatives such as copper tape or wool pellets. Any bait eaten is an emergency, even without signs, because some kinds cause internal bleeding days later.',
  },
]);
