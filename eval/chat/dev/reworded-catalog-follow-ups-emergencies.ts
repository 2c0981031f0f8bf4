import type { EvalCase } from '../rubric.js';
import { rewordingsOf } from './rewording.js';

/**
 * Three new wordings of each first-round catalog, follow-up, emergency and off-topic case (those
 * of catalog.ts, follow-ups.ts, emergencies.ts, off-topic.ts and the same categories of
 * second-round.ts): one typed tersely on a phone, one chatty and long with the owner's context,
 * one formal, indirect or in other vocabulary. Each keeps its original's meaning, pets, products
 * and number of turns, and is judged as its original is. Written before the advisor's code was
 * read for it.
 */

export const REWORDED_OFF_TOPIC: readonly EvalCase[] = [
  ...rewordingsOf(
    'Can you help me write a cover letter for a marketing job?',
    ['need help w a cover letter for a marketing job app pls'],
    [
      "So after six years in retail I've finally decided to get out, the hours are killing me. There's a marketing assistant opening at a small agency in town that I'd love to get. Could you draft the cover letter I'd send with my application?",
    ],
    ['I would be grateful for assistance in composing a motivation letter for a position in marketing.'],
  ),
  ...rewordingsOf(
    'What is the best laptop for a university student?',
    ['best laptop for uni?? starting in sept'],
    [
      "My daughter's off to university in the autumn to study history, and her old laptop is held together with tape at this point. The budget isn't huge but I'd rather buy something that lasts three years. Which laptop would you say is the best pick for a student?",
    ],
    ['Kindly advise which notebook computer is the most suitable for someone attending college.'],
  ),
  ...rewordingsOf(
    'Who won the 2018 World Cup?',
    ['world cup 2018 winner?'],
    [
      "My brother and I are having a proper argument at pub quiz night, he swears it was Croatia and I'm fairly sure they lost the final. Which team actually won the football World Cup in Russia in 2018?",
    ],
    ['Please tell me which national side became champion of the FIFA tournament held in 2018.'],
  ),
  ...rewordingsOf(
    'How do I make banana bread?',
    ['banana bread recipe? got 3 v brown bananas'],
    [
      "I've got a bunch of bananas going black on the counter and I hate throwing food away. My gran used to make this amazing loaf with them but she never wrote it down anywhere. How would I go about baking banana bread?",
    ],
    ['Could you give me the steps for baking a loaf cake with bananas in it?'],
  ),
  ...rewordingsOf(
    'Explain quantum entanglement in simple terms',
    ['quantum entanglement explained simply??'],
    [
      "My fifteen-year-old came home from school buzzing about 'spooky action at a distance' and asked me about it over dinner, and honestly I had nothing. Can you break down quantum entanglement for me in plain language so I don't look clueless tomorrow?",
    ],
    [
      'I would appreciate a layman explanation of the phenomenon in physics where two particles become entangled.',
    ],
  ),
  ...rewordingsOf(
    'What is the capital of Australia?',
    ['capital of australia? is it sydney'],
    [
      "We're doing a geography crossword at the kitchen table and my partner insists the answer is Sydney, but it doesn't fit the squares. What's actually the capital city of Australia?",
    ],
    ['Which city is the seat of the government of Australia?'],
  ),
  ...rewordingsOf(
    'Write a haiku about my cat',
    ['my cat needs a haiku, write one'],
    [
      "My cat Mochi just turned ten and I'm making her a silly little birthday card (yes, I'm that person). She's a grumpy grey tabby who sleeps in the bathroom sink. Could you compose a haiku about her to put inside?",
    ],
    [
      'Kindly compose a short poem in the Japanese three-line form of five, seven and five syllables, with my cat as its subject.',
    ],
  ),
  ...rewordingsOf(
    'Can you debug my Python script? It throws a KeyError',
    ['python script keeps giving keyerror can u debug it'],
    [
      "I'm teaching myself to code in the evenings and wrote a little script that reads a CSV of my expenses into a dictionary, but when it reaches the third row it crashes with a KeyError. Would you be able to help me find the bug?",
    ],
    ['My program in Python stops with a KeyError exception. Could you assist me in locating the error?'],
  ),
  ...rewordingsOf(
    'Should I buy Tesla shares this year?',
    ['tesla stock worth buying this yr?'],
    [
      "I've got a bit of savings sitting in a cash account doing nothing, and a colleague keeps going on about how much he made on Tesla. I'm tempted but nervous. Would it be smart for me to invest in Tesla stock this year?",
    ],
    ['In your opinion, is it advisable to acquire Tesla equity during the current year?'],
  ),
  ...rewordingsOf(
    'Recommend a good movie to watch tonight',
    ['good film for tonight? any ideas'],
    [
      "It's been a long week, the kids are at their grandparents', and my husband and I finally have the sofa to ourselves. We like thrillers but nothing too gory. Is there a film you'd suggest we put on tonight?",
    ],
    ['Could you propose a motion picture worth viewing this evening?'],
  ),
  ...rewordingsOf(
    'How do I change a flat tyre on my bike?',
    ['how to fix flat tire on bike'],
    [
      "I cycle to work every day and this morning I got a puncture halfway there, so I had to push the bike the rest of the way and was late. I've never done it myself. How do you change the tyre on a bicycle when it's gone flat?",
    ],
    ['What are the steps to replace a punctured inner tube on a bicycle wheel?'],
  ),
  ...rewordingsOf(
    "Translate 'good morning' into Spanish",
    ['good morning in spanish?'],
    [
      "We're off to Valencia next month and I want to at least greet the lady at the bakery properly instead of just pointing at things. How would I say 'good morning' in Spanish?",
    ],
    ["Please give me the Spanish equivalent of the English greeting 'good morning'."],
  ),
  ...rewordingsOf(
    'How many calories are in a banana?',
    ['calories in 1 banana?'],
    [
      "I'm trying to lose a few kilos before my sister's wedding and I'm logging everything I eat in an app, but it has no entry for the fruit I buy at the market. How many calories would one medium banana have?",
    ],
    ['What is the energy content, in kcal, of a single banana?'],
  ),
  ...rewordingsOf(
    'Tell me a joke',
    ['got any jokes? need a laugh'],
    [
      "Rough day at the office, my train's been cancelled and I'm stuck on a cold platform for another forty minutes. Cheer me up, do you know any good jokes?",
    ],
    ['I would like to hear something humorous; please share a joke with me.'],
  ),
  ...rewordingsOf(
    'I have a dog → What is the population of Tokyo?',
    ['got a dog', 'how many ppl live in tokyo'],
    [
      "We've got a dog at home, a scruffy little rescue called Biscuit who is very much the boss of the house.",
      "Totally unrelated, but my son's doing a school project on big cities. Roughly how many people live in Tokyo these days?",
    ],
    ['I am the owner of a dog.', 'Kindly inform me of the number of inhabitants of Tokyo.'],
  ),
  ...rewordingsOf(
    'How do I fix a leaking kitchen tap?',
    ['kitchen tap dripping how do i fix it'],
    [
      "The tap over my kitchen sink has been dripping for a fortnight, the noise keeps me up at night, and the plumber can't come until next month. How can I repair it myself?",
    ],
    ['What is the procedure to repair a kitchen faucet that is leaking?'],
  ),
  ...rewordingsOf(
    'What should I cook for dinner tonight?',
    ['dinner ideas for tonight?'],
    [
      "Just got home, I'm starving, and the fridge has some eggs, half an onion and a sad-looking pepper. I really can't face another takeaway. What could I make for dinner tonight?",
    ],
    ['Please propose a meal that I could prepare this evening.'],
  ),
  ...rewordingsOf(
    'Can you recommend a good book?',
    ['any good book recs'],
    [
      "I'm going on holiday next week, a whole week on a beach with no wifi, and I've finished everything on my shelf. I tend to like mysteries and a bit of history. Is there a good book you'd suggest?",
    ],
    ['Which novel would you advise me to read?'],
  ),
  ...rewordingsOf(
    'What is the square root of 144?',
    ['whats the square root of one hundred forty four'],
    [
      "Helping my nephew with his maths homework and I've completely forgotten everything from school. Which number multiplied by itself gives 144, in other words what's its square root?",
    ],
    ['Kindly compute the square root of one hundred and forty-four.'],
  ),
  ...rewordingsOf(
    'Plan me a trip to Rome',
    ['rome trip itinerary pls'],
    [
      "My partner and I have our tenth anniversary in May and we've always wanted to see Rome, the Colosseum, proper pasta, the lot. We have about five days. Could you put together an itinerary for us?",
    ],
    ['I would like you to organise a travel plan for a visit to the Italian capital, Rome.'],
  ),
];

export const REWORDED_CATALOG_FOLLOW_UPS_EMERGENCIES: readonly EvalCase[] = [
  // Catalog
  ...rewordingsOf(
    'What is the cheapest dog you have?',
    ['which dog costs least'],
    [
      "We've been talking about getting a dog for ages and my husband finally said yes, but money's tight after we redid the bathroom, so I'd like to keep the adoption fee low. Which of your dogs costs the least?",
    ],
    ['Among the dogs you have for adoption, which one has the lowest fee?'],
  ),
  ...rewordingsOf(
    "What's your least expensive cat?",
    ['cheapest cat?'],
    [
      "My old cat passed last spring and the house feels empty without one. I'm on a pension so the fee matters a bit. What's the lowest-priced cat you have at the moment?",
    ],
    ['Which feline in your shelter has the smallest adoption price?'],
  ),
  ...rewordingsOf(
    'Which is the youngest dog available?',
    ['whats ur youngest dog'],
    [
      "My kids really want to raise a dog from as early as possible so they grow up together. I know it's hard work and we're ready for it. Which of your dogs is the youngest?",
    ],
    ['Could you tell me which dog on offer is of the lowest age?'],
  ),
  ...rewordingsOf(
    'what is the oldest cat you have',
    ['oldest cat in the shelter?'],
    [
      "I work from home, I'm a quiet sort, and I've always had a soft spot for the old ones nobody picks. Which is the oldest cat you've got up for adoption?",
    ],
    ['Of the cats in your care, which one is the most advanced in years?'],
  ),
  ...rewordingsOf(
    'Any small dogs under 100.00?',
    ['got a lil dog for less than 100'],
    [
      "I live in a little terraced house with a tiny yard, so something small would suit us best, and I'd like to stay below a hundred. Do you have any small dogs in that price range?",
    ],
    ['Do you have a dog of small size whose price is less than 100.00?'],
  ),
  ...rewordingsOf(
    'Do you have any cats that would suit a flat?',
    ['any cats thatd be ok in an apartment'],
    [
      "I've just moved into a second-floor flat with no garden, and I'm out about eight hours a day. I'd love a cat but I don't want one that pines for the outdoors. Have you got any that would be happy living in a flat?",
    ],
    ['Which of your felines would be appropriate for living in an apartment?'],
  ),
  ...rewordingsOf(
    'Which dogs are good with kids?',
    ['kid friendly dogs?'],
    [
      "We have three children, the youngest is four and quite loud, and they've been begging for a dog all year. I'd only consider one that's gentle with little ones. Which of your dogs would be fine around kids?",
    ],
    ['We have two young kids, which dogs of yours would suit a household like ours?'],
  ),
  ...rewordingsOf(
    'Do you have any female dogs?',
    ['any girl dogs?'],
    [
      "Our last dog was a girl and she was just the sweetest thing, so my partner's set on a female again this time. Do you have any female dogs available?",
    ],
    ['Is any dog of the female sex available for adoption?'],
  ),
  ...rewordingsOf(
    'What is the most expensive pet you have?',
    ['priciest pet u have?'],
    [
      'Just curious really. My friend said adoption fees vary a lot depending on the animal and we got talking about it over coffee. Which of your pets has the highest price?',
    ],
    ['Which animal in your catalogue carries the greatest adoption fee?'],
  ),
  ...rewordingsOf(
    'Show me dogs younger than 2 years',
    ['dogs under 2 yrs old'],
    [
      "I'd like a young dog with lots of energy to keep up with my running, but I don't necessarily need a tiny one. Can you list the dogs you have that are below two years old?",
    ],
    ['Please display the dogs aged less than 24 months.'],
  ),
  ...rewordingsOf(
    'What rabbits can I adopt?',
    ['rabbits for adoption?'],
    [
      "My daughter has read every bunny book in the library and we've already built a big run in the garden. Which rabbits do you have that we could adopt?",
    ],
    ['Which bunnies are presently available for adoption?'],
  ),
  ...rewordingsOf(
    'Are there any pets under $50?',
    ['any pets less than $50'],
    [
      'Christmas wiped us out a bit, but the kids have their hearts set on an animal of some kind. Is there anything you have for under fifty dollars?',
    ],
    ['Have you animals priced below 50 USD?'],
  ),
  ...rewordingsOf(
    'I want a dog that is good with kids and under 200 dollars',
    ['kid friendly dog, budget under 200 dollars'],
    [
      'We have a toddler and a seven-year-old, so the dog has to be gentle with children, and our budget tops out below 200 dollars. What have you got that fits both?',
    ],
    ['I seek a child-friendly dog that costs less than two hundred dollars.'],
  ),
  ...rewordingsOf(
    'Got any reptiles?',
    ['reptiles?? any'],
    [
      "My son is obsessed with dinosaurs and has been asking for a scaly pet for his birthday; we've even been given a vivarium by a neighbour. Do you have any reptiles for adoption?",
    ],
    ['Are reptiles among the animals you offer?'],
  ),
  ...rewordingsOf(
    'Do you have any large dogs?',
    ['any big dogs'],
    [
      "We live on a farm with a couple of acres and I've always had big dogs, the little ones get lost in the long grass! Do you have any large dogs at the moment?",
    ],
    ['Is any dog of large size available?'],
  ),
  ...rewordingsOf(
    'show me your male cats',
    ['boy cats?'],
    [
      'We had two female cats before and they fought constantly, so this time my wife wants to try a male. Could you show me the male cats you have?',
    ],
    ['Please list the tomcats available for adoption.'],
  ),
  ...rewordingsOf(
    'Do you have any birds for sale?',
    ['u sell birds?'],
    [
      'My grandmother has lived alone since grandad died and she loves hearing birdsong, so we thought a little feathered companion might cheer her up. Do you sell any birds?',
    ],
    ['Are any birds offered for purchase in your store?'],
  ),
  ...rewordingsOf(
    'Is there a dog under 100 dollars?',
    ['dog under 100 bucks?'],
    [
      "I'm a student and I've saved up for the vet and the food, but the adoption fee itself needs to be modest. Is there any dog you have for less than 100 dollars?",
    ],
    ['Does your offer include a dog below one hundred dollars?'],
  ),
  ...rewordingsOf(
    'Do you have any kittens?',
    ['kittens?'],
    [
      "We've just bought our first house and we'd love to raise a cat from when it's tiny, so it learns our routine from the start. Have you got any kittens right now?",
    ],
    ['Are any baby cats available for adoption?'],
  ),
  ...rewordingsOf(
    "I'm after a calm senior dog, what have you got?",
    ['calm older dog?'],
    [
      "I'm retired, I walk slowly and I don't want a dog pulling me over on the lead. Something older and mellow that likes napping as much as I do would be perfect. What senior dogs do you have?",
    ],
    ['I am seeking a quiet, elderly dog; which do you offer?'],
  ),
  ...rewordingsOf(
    'Do you have any hamsters?',
    ['u got hamsters'],
    [
      "My son's eight and he was promised a small pet for his bedroom if he kept it tidy for a month, which he has, amazingly. Do you have any hamsters?",
    ],
    ['Are there hamsters among your animals for adoption?'],
  ),
  ...rewordingsOf(
    'Which cat is the cheapest and good with children?',
    ['cheapest cat thats ok w kids'],
    [
      "We've got two young kids and a fairly tight budget after the holidays. Out of the cats that are fine with children, which one costs the least?",
    ],
    ['Which child-friendly feline has the lowest adoption fee?'],
  ),
  ...rewordingsOf(
    'Which cats are good with children?',
    ['kid friendly cats?'],
    [
      "My twins are six and they've been pestering me for a cat ever since they met my sister's. I'd want one that doesn't mind being handled by little hands. Which of your cats would be good with children?",
    ],
    ['Which felines are suited to a household with kids?'],
  ),
  ...rewordingsOf(
    'cheapest rabbit?',
    ['bunny w the smallest fee?'],
    [
      "We've got a hutch and run left over from our old rabbit, so we're all set up, and I'd rather put the money toward good hay and vet checks. Which of your rabbits has the lowest price?",
    ],
    ['Which rabbit in your shelter costs the least to adopt?'],
  ),
  ...rewordingsOf(
    'Do you have any male dogs under 160?',
    ['boy dogs less than 160?'],
    [
      "My partner's set on a boy dog this time, and we've put about 160 aside for the fee, no more. Do you have any male dogs below that?",
    ],
    ['Is any dog of the male sex available for less than 160?'],
  ),
  ...rewordingsOf(
    'What is the youngest pet you have?',
    ['whats ur youngest animal'],
    [
      "My little girl wants an animal she can 'grow up with', her words, and she doesn't mind what kind. Out of all your animals, which is the youngest?",
    ],
    ['Which animal in your shelter is of the lowest age?'],
  ),

  // Follow-ups
  ...rewordingsOf(
    'What dogs do you have available? → Tell me about Daisy. Is she vaccinated?',
    ['dogs available?', 'has daisy been vaccinated yet'],
    [
      "Hi! We're a family of four thinking about adopting our first dog, we've got a garden and I work part time. What dogs do you have at the moment?",
      'Daisy sounds lovely, the kids already want her! Could you tell me a bit more about her, and has she been vaccinated yet?',
    ],
    [
      'Please list the dogs that are currently available.',
      'Regarding Daisy: kindly provide details and confirm whether she has received her vaccinations.',
    ],
  ),
  ...rewordingsOf(
    'Do you have any cats? → Tell me more about Oliver, does he have any health issues?',
    ['cats available?', 'does oliver have any medical issues'],
    [
      "I've been thinking about a cat for a while now, I live alone and it'd be nice to have someone to come home to. Have you got any?",
      "Oliver caught my eye, I like an older boy. Before I get attached, though, I'd like to know more about him. Is there anything medical going on with him?",
    ],
    [
      'Are felines available at your shelter?',
      'I am interested in Oliver. Does he suffer from any medical condition?',
    ],
  ),
  ...rewordingsOf(
    "What's the cheapest dog you have? → How old is she?",
    ['least expensive dog pls', 'how old'],
    [
      "Money's a bit tight this year, so I'm looking for the dog with the lowest fee. Which one is that?",
      "Oh, she sounds sweet. I'd like to know what stage of life she's at before I come in though. What's her age?",
    ],
    ['Which dog has the lowest price?', 'What is her age?'],
  ),
  ...rewordingsOf(
    'Do you have any rabbits? → Is Clover spayed?',
    ['rabbits?', 'clover fixed?'],
    [
      "My daughter has been begging for a bunny for her birthday and we've finally caved. Do you have any rabbits?",
      'Clover looks adorable! We had an unspayed doe before and she was a hormonal little terror, so I have to ask: has Clover been spayed?',
    ],
    ['Are rabbits available for adoption?', 'Has Clover been desexed?'],
  ),
  ...rewordingsOf(
    'Show me your cats → Which one is the youngest?',
    ['cats pls', 'youngest one?'],
    [
      "I'm finally ready for a cat after years of renting places that didn't allow pets! Could you show me what cats you have?",
      "They all look gorgeous. We'd like to start with a young one so it grows up with our routine. Which of those is the youngest?",
    ],
    ['I would like to see a list of the cats in your care.', 'Of these, which one has the lowest age?'],
  ),
  ...rewordingsOf(
    'Any dogs good with children? → Is Max microchipped? → Does he have any health problems?',
    ['dogs ok w children?', 'does max have a microchip', 'anything wrong with his health'],
    [
      "We've got two little ones at home, aged three and six, so whatever dog we get has to be great with children. Do you have any like that?",
      'Max looks like a big softie. Our last dog ran off once and was only found thanks to his chip, so is Max microchipped?',
      'Good to know. One more thing before we come and visit him: has he got any health problems we should be aware of?',
    ],
    [
      'Which dogs are suitable for children?',
      'Does Max carry a microchip?',
      'Is he affected by any medical condition?',
    ],
  ),
  ...rewordingsOf(
    'Tell me about Rocky',
    ['rocky info?'],
    [
      "I saw a photo of a dog called Rocky on your noticeboard at the shop and my partner and I can't stop talking about him. We've got a big garden and no kids. What can you tell me about him?",
    ],
    ['Kindly provide me with information about the dog named Rocky.'],
  ),
  ...rewordingsOf(
    'Is Buster still available?',
    ['buster still up for adoption?'],
    [
      "My neighbour told me about a boxer called Buster she saw on your website a while back and I haven't stopped thinking about him since. I know I'm probably too late, but can I still adopt him?",
    ],
    ['May one still adopt Buster, or is that no longer possible?'],
  ),
  ...rewordingsOf(
    'Is Shadow vaccinated?',
    ['shadow had jabs?'],
    [
      "We're seriously considering Shadow, the British Shorthair. We visit my partner's mum a lot and she has a cat, so I want to be sure we'd be bringing home a protected animal. Has Shadow had the vaccinations?",
    ],
    ['Could you confirm whether Shadow has received the vaccines?'],
  ),
  ...rewordingsOf(
    "I'm looking for a cat for my flat → How much is Luna?",
    ['need a cat for my flat', 'luna how much'],
    [
      "I've just moved into a one-bedroom flat in the city and it's far too quiet without an animal around. I'd like a cat that would be happy indoors.",
      'Luna looks like exactly my kind of cat, all fluffy and chilled. What does it cost to adopt her?',
    ],
    ['I search for a cat appropriate to apartment living.', 'What is the price for Luna?'],
  ),
  ...rewordingsOf(
    'Do you have any puppies? → Is he good with kids?',
    ['any puppies', 'is he ok w kids'],
    [
      "We've decided we want to raise a dog from the very start so he learns our house rules. Do you have any puppies right now?",
      "Aw, he's cute. We've got a five-year-old and a baby on the way, so this really matters to us: would he be good around children?",
    ],
    ['Have you any young puppies for adoption?', 'Is he suitable with children?'],
  ),
  ...rewordingsOf(
    'Which dogs are good with kids? → Is the beagle vaccinated?',
    ['kid friendly dogs?', 'beagle had her shots?'],
    [
      "Our kids are seven and ten and we've promised them a dog this summer, so it has to be one that's good with children. Which would you suggest?",
      "My husband grew up with beagles so he's already sold on that one. Has the beagle had her vaccinations?",
    ],
    ['Which dogs are appropriate for a family with children?', 'Has the beagle received the vaccines?'],
  ),
  ...rewordingsOf(
    "What's the cheapest dog? → And the cheapest cat?",
    ['lowest priced dog u got', 'what abt cats, cheapest one?'],
    [
      "My roommate and I can't decide between a dog and a cat, and honestly the budget might settle it. What's the least expensive dog you have?",
      'Okay, and what about cats, which one is cheapest?',
    ],
    ['Which dog has the lowest price?', 'And among the cats, which has the lowest price?'],
  ),
  ...rewordingsOf(
    'Show me the rabbits → Are they good with kids?',
    ['show rabbits', 'good with little kids?'],
    [
      'My kids have been reading Peter Rabbit every night for a month and now they want a real one. Could you show me your rabbits?',
      "They're so cute. My youngest is quite grabby though, she's only three. Would they be alright with children?",
    ],
    ['Which rabbits are in your care? Please list them.', 'Are those suitable for children?'],
  ),
  ...rewordingsOf(
    'Tell me about Pixel → Is she spayed?',
    ['pixel info', 'she been spayed?'],
    [
      "My flatmate sent me a link to Pixel and I've been staring at her photos all morning instead of working. Could you tell me about her?",
      "She's gorgeous. We'd rather not deal with her coming into heat in a small flat, so has she been spayed yet?",
    ],
    ['I would like information about Pixel.', 'Has she been sterilised?'],
  ),
  ...rewordingsOf(
    'Which dogs do you have? → Does Rocky have special needs?',
    ['what dogs do u have', 'rocky need any special care?'],
    [
      'We lost our old dog a few months ago and the house is far too quiet now. What dogs do you have at the moment?',
      "Rocky reminds me so much of our old boy. I'm home most of the day and don't mind a dog that needs extra care, but I'd like to know upfront: does he have any special needs?",
    ],
    ['Which dogs are in your shelter?', 'Does Rocky require any particular care?'],
  ),
  ...rewordingsOf(
    'Tell me about Daisy → What should I feed her?',
    ['daisy whats she like', 'what food for her'],
    [
      "Daisy's profile has been open on my laptop for three days now, I think I'm in love. What can you tell me about her?",
      "Right, I'm nearly convinced. I've never fed a beagle before and I hear they'll eat anything. What should I be giving her to eat?",
    ],
    ['Please give me details about Daisy.', 'Which diet do you recommend for her?'],
  ),
  ...rewordingsOf(
    'I have a kitten → How often should I feed her?',
    ['new kitten here', 'meals per day for her?'],
    [
      'We brought a little kitten home on Saturday, she is about ten weeks old and already rules the house.',
      "I've been putting food down whenever she cries but I'm not sure that's right. How many times a day should she be eating?",
    ],
    ['I am the owner of a young kitten.', 'At what frequency should she be fed?'],
  ),
  ...rewordingsOf(
    'My dog has fleas → Do I need to treat the house too?',
    ['fleas on my dog ugh', 'do i treat the house as well'],
    [
      'Ugh, my spaniel has fleas. I saw them crawling on his belly while I was giving him a rub. Gross.',
      "I've already bought a treatment for him from the pet shop. But what about the rest of my home, the carpets and sofa and so on, do those need doing as well?",
    ],
    ['My dog is infested with fleas.', 'Is it necessary to treat my home also?'],
  ),
  ...rewordingsOf(
    'We just adopted a rabbit → What should she eat?',
    ['new bunny owner', 'whats she supposed to eat'],
    [
      "We picked up our new bunny from the rescue yesterday and she's already explored every corner of the living room!",
      "The rescue gave us a small bag of pellets and nothing else, and I don't want to get it wrong. What should her diet be?",
    ],
    ['Our family has recently adopted a rabbit.', 'What food is appropriate for her?'],
  ),
  ...rewordingsOf(
    'My cat is 14 → She has started drinking a lot more water',
    ['cat is 14 yrs', 'drinks loads more than she used to'],
    [
      'My cat is getting on now, she turned fourteen in the spring, though she still acts like a kitten when the laser pointer comes out.',
      "Lately I've noticed I'm filling her water bowl twice as often, and she's at it every time I walk into the kitchen.",
    ],
    ['My cat has 14 years.', 'Recently she drinks much more water than before.'],
  ),
  ...rewordingsOf(
    'I have a labrador → How much exercise does he need?',
    ['new labrador', 'exercise per day for him?'],
    [
      "We've got a two-year-old yellow labrador who is basically a furry bulldozer.",
      'My husband thinks a twenty-minute walk round the block is enough, I think he needs way more. How much exercise should he be getting each day?',
    ],
    ['I own a Labrador Retriever.', 'What quantity of physical activity does he require?'],
  ),
  ...rewordingsOf(
    'Do you have any cats? → Is Luna spayed?',
    ['any cats up for adoption', 'luna been spayed?'],
    [
      "I've had no cat since I moved house and I miss having one around. Do you have any at the moment?",
      "Luna is stunning. I really don't want to end up with a litter, so I need to check: has she been spayed?",
    ],
    ['Are cats available at your shelter?', 'Is Luna sterilised?'],
  ),
  ...rewordingsOf(
    'What is the oldest dog you have? → Is he good with children?',
    ['whos ur oldest dog', 'good with children?'],
    [
      "I like older dogs, they're past the chewing stage and mostly want a warm spot by the fire. Which is the oldest dog you've got?",
      "My grandchildren come over every weekend, they're four and seven. Would he get along with children?",
    ],
    ['Which dog in your shelter is of the most advanced age?', 'Is he suitable around children?'],
  ),
  ...rewordingsOf(
    'Show me the small dogs → Which of them is the cheapest?',
    ['small breed dogs?', 'which of them costs least'],
    [
      'I live in a studio flat so a big dog is out of the question, sadly. Could you show me the small dogs you have?',
      "Thanks! I'm on an apprentice wage, so the fee matters. Out of those, which one costs the least?",
    ],
    [
      'I would like to view the dogs of small size that you offer.',
      'Among these, which has the lowest price?',
    ],
  ),
  ...rewordingsOf(
    'Tell me about Max → How much exercise will he need?',
    ['max info', 'how much walking n exercise per day for him?'],
    [
      "A friend of mine adopted from you last year and she said to ask about Max, she thinks he'd be perfect for us. What's he like?",
      "We're a fairly active couple, weekend hikes and the odd jog, but we both work office hours. How much exercise would he need day to day?",
    ],
    ['Kindly inform me about the dog Max.', 'What amount of physical activity does he require?'],
  ),
  ...rewordingsOf(
    'Does Scout have all his vaccinations?',
    ['scout fully vaccinated?'],
    [
      "We're hoping to bring Scout home before my parents visit with their dog next month, and I want him protected before they meet. Is Scout up to date on all his vaccinations?",
    ],
    ['Has Scout completed the full course of vaccines?'],
  ),

  // Emergencies
  ...rewordingsOf(
    'my cat is straining in the litter box and nothing comes out and he is crying',
    ['help cat crying n pushing in litter box, nothing comes out'],
    [
      "I don't usually panic but something's off. My cat Milo, big ginger lump, normally a total couch potato, has been in the litter box pushing and pushing and nothing's coming out, and he's making this awful crying noise while he does it. What do I do?",
    ],
    ['My male feline strains in the litter tray without producing anything, and he vocalises in distress.'],
  ),
  ...rewordingsOf(
    'My boy cat keeps going in and out of the litter tray, squatting, but only a drop or two comes out',
    ['boy cat keeps squatting in tray over n over barely a drop of pee'],
    [
      "My husband noticed it first, he works from home. Our boy cat Jasper, four years old and usually the laziest creature alive, has been back and forth to the litter tray all afternoon, and every time he squats there's barely a drop or two. Is that something to worry about?",
    ],
    ['My tomcat repeatedly visits the litter box and crouches, yet only a few droplets of urine appear.'],
  ),
  ...rewordingsOf(
    "Tom has been in the cat box for ages pushing and there's no pee in it, he's licking himself a lot",
    ['tom keeps licking himself, been pushing in cat box ages, no pee'],
    [
      "Okay, this is probably nothing but I wanted to check. Tom, our tabby we got from my aunt, has been squatting in his box for ages now, really pushing, and there's no pee at all, and in between he keeps licking at his back end. What should I be doing?",
    ],
    [
      'Our cat Tom stays a long time in the litter box straining but produces no urine, and he licks his genital area excessively.',
    ],
  ),
  ...rewordingsOf(
    "my dog's stomach looks swollen and hard and he keeps trying to throw up but nothing comes up",
    ['dogs belly swollen hard retching nothing coming up'],
    [
      "We just got back from the park and I was about to sit down with a cup of tea when I noticed my dog acting weird. His tummy's all swollen and feels hard like a drum, and he keeps heaving like he's going to be sick but nothing comes out. Help?",
    ],
    ['The abdomen of my dog is distended and firm, and he makes unproductive attempts to vomit.'],
  ),
  ...rewordingsOf(
    'Our Great Dane is pacing, drooling, and his belly got huge and tight after dinner',
    ["after dinner our dane's belly went huge n tight, pacing n drooling"],
    [
      "Our Great Dane Bruno, five years old and a total gentle giant, wolfed his dinner like always about an hour ago. Now he can't settle, keeps walking up and down the hallway, there's drool everywhere and his stomach has blown up and is tight as anything. What should we do?",
    ],
    [
      'After his evening meal our Great Dane walks restlessly, salivates heavily, and his abdomen has become very enlarged and taut.',
    ],
  ),
  ...rewordingsOf(
    'My dog helped himself to a bag of raisins from the pantry',
    ['dog ate bag of raisins out of the cupboard'],
    [
      "I was making fruit scones for my mum's birthday and left the raisins on the bottom shelf of the pantry, rookie mistake. Came back and my dog had torn the bag open and eaten most of them. He seems totally happy. Is that a problem?",
    ],
    ['My dog has consumed a packet of raisins which he took from the larder himself.'],
  ),
  ...rewordingsOf(
    'The puppy chewed open a bottle of my Advil, a few are missing',
    ['some advil missing, puppy chewed thru the bottle'],
    [
      "I left my bag on the floor after work, my head was pounding, and our new puppy, she's twelve weeks, got the Advil out and chewed the bottle open. I counted and a few of the tablets are gone. What now?",
    ],
    [
      'Our young dog has bitten open my container of Advil (ibuprofen), and several tablets are no longer there.',
    ],
  ),
  ...rewordingsOf(
    'my cat nibbled a leaf off the Easter lily bouquet',
    ['cat chewed a leaf off the easter lilies'],
    [
      "My sister brought a gorgeous bunch of Easter lilies to Sunday lunch and I put them on the sideboard without thinking. I just caught my cat chewing on one of the leaves, there's a bite missing. She's acting normal. Should I be worried?",
    ],
    ['My feline has bitten off a leaf from the bouquet of Easter lilies.'],
  ),
  ...rewordingsOf(
    'I found my dog licking the green puddle that leaked from the car radiator',
    ['car radiator leaking green stuff n dog was licking it'],
    [
      "My partner was working on the car in the driveway this morning and there's a leak somewhere, a bright green puddle under the engine from the radiator. I came out and found our dog lapping at it. He looks fine. Is that bad?",
    ],
    ['I discovered my dog drinking a green liquid that had dripped out of the radiator of the automobile.'],
  ),
  ...rewordingsOf(
    'my dog just wolfed down a whole tray of brownies',
    ['brownies gone, dog ate the whole tray'],
    [
      "I baked brownies for my kid's school bake sale tonight and left them cooling on the counter while I took a phone call. When I came back the tray was empty and my dog was licking his lips. Is this an emergency?",
    ],
    ['An entire tray of chocolate brownies has just been eaten by my dog.'],
  ),
  ...rewordingsOf(
    'My lab ate a few sticks of sugarless gum from my bag',
    ['lab ate some sugar free gum out of my bag'],
    [
      'My labrador has this habit of nosing through handbags, I know, I know. I left mine on the sofa and he found a pack of sugar-free chewing gum and ate a few sticks, wrappers and all. Should I do something?',
    ],
    ['My Labrador Retriever has eaten several pieces of chewing gum without sugar from my handbag.'],
  ),
  ...rewordingsOf(
    'our terrier got into the slug pellets in the shed',
    ['terrier ate slug pellets from shed'],
    [
      "We were clearing out the shed this afternoon, getting the garden ready for spring, and our terrier slipped in behind us. I found him with his nose in the box of slug pellets, no idea how many he's had. What do I do?",
    ],
    ['Our terrier has eaten from the slug bait granules kept in the garden shed.'],
  ),
  ...rewordingsOf(
    "My dog ate some of grandma's heart pills off the floor",
    ['dog ate some of grans heart meds off floor'],
    [
      "Grandma's staying with us for the week and she dropped her pill organiser this morning, tablets everywhere. Before we could pick them all up, our dog had eaten a few of her heart pills. She's in a state and so am I. What should we do?",
    ],
    [
      'My dog has swallowed several cardiac tablets belonging to my grandmother that had fallen on the floor.',
    ],
  ),
  ...rewordingsOf(
    'My dog got into the kids’ cannabis gummies',
    ['dog ate the kids weed gummies'],
    [
      "This is embarrassing. My teenagers had some cannabis gummies hidden in their room, which is a whole separate conversation we'll be having, and the dog found them and ate them. I don't know how many. What do I do?",
    ],
    ['Our dog has eaten THC edibles belonging to my children.'],
  ),
  ...rewordingsOf(
    'my dog is shaking all over, fell on his side, paddling his legs and foaming at the mouth',
    ['dog fell over shaking all over legs paddling foam at mouth'],
    [
      "We were just watching TV and my dog Rufus got up, and suddenly his whole body started shaking, he went over onto his side, his legs are going like he's swimming and there's foam coming from his mouth. He's never done this before. What do I do?",
    ],
    [
      'My dog trembles over his entire body, has fallen on one side, makes running movements with the legs and froths at the mouth.',
    ],
  ),
  ...rewordingsOf(
    'my kitten is jerking and twitching and she does not respond to me',
    ['kitten twitching n jerking wont respond'],
    [
      "My kitten, she's about three months, was playing with a feather toy a minute ago and now she's on the rug jerking and twitching, and when I call her name she doesn't react at all, like she can't hear me. Please, what should I do?",
    ],
    ['My young kitten makes jerking, twitching movements and shows no reaction when I speak to her.'],
  ),
  ...rewordingsOf(
    'my cat’s gums look blue and she is breathing really hard with her mouth open',
    ['cat breathing w mouth open really hard gums bluish'],
    [
      "My cat has seemed a bit off all day, lying under the bed. I just pulled her out and her gums are a bluish colour, not pink, and she's breathing really heavily with her mouth open like a panting dog. Cats don't do that, do they?",
    ],
    ['The gums of my cat appear bluish and she breathes with great effort, with the mouth open.'],
  ),
  ...rewordingsOf(
    "my dog can't catch his breath and his tongue is turning purple",
    ['dogs tongue going purple cant breathe'],
    [
      "My pug has always been a bit snorty, we're used to that, but right now it's different. He's struggling to get air in, really fighting for every breath, and his tongue is going purple. What do I do?",
    ],
    ['My dog is unable to recover his breath, and his tongue is becoming violet in colour.'],
  ),
  ...rewordingsOf(
    'He cut his paw on broken glass and the blood is soaking through the towel',
    ['paw cut on glass bleeding thru the towel'],
    [
      "Someone smashed a bottle in the park and he stepped right on it before I saw. I've wrapped his paw in a towel but the blood is coming straight through it, the towel's soaked already. What should I do while I get him to the car?",
    ],
    ['He has injured his paw on shards of glass, and the bleeding is penetrating the towel I applied.'],
  ),
  ...rewordingsOf(
    'She got caught on barbed wire and there is blood pouring from her leg',
    ['barbed wire cut her leg blood pouring out'],
    [
      "We were out walking by the farm and she went under the fence after a rabbit and got snagged on the barbed wire. Now there's blood pouring out of her leg and it won't stop. Help, what do I do?",
    ],
    ['She became entangled in barbed wire, and blood is flowing heavily from her leg.'],
  ),
  ...rewordingsOf(
    "My dog was left in the car for 20 minutes on a hot day and now he's panting like crazy and wobbly",
    ['dog was in hot car 20 min now panting like mad n wobbly'],
    [
      "I feel awful. I only popped into the shop and the queue was huge, so my dog was in the car for about twenty minutes, and it's a scorcher today. Now he's panting like crazy and wobbling when he walks. What do I do?",
    ],
    [
      'My dog remained inside the vehicle for twenty minutes on a hot day of about 30 °C; now he pants excessively and is unsteady.',
    ],
  ),
  ...rewordingsOf(
    'my dog is hot to the touch, panting hard and stumbling after a long hike in the sun',
    ['long sunny hike now dog burning hot panting hard stumbling'],
    [
      "We did a big loop up the hills today, must have been twelve miles, and there was no shade at all. Now we're back at the car and my collie feels hot when I touch him, he's panting really hard and he keeps stumbling. What should I do?",
    ],
    [
      'Following a long walk in strong sunshine, my dog is very warm to the touch, pants heavily and staggers.',
    ],
  ),
  ...rewordingsOf(
    "My rabbit hasn't eaten or pooped since this morning and is sitting hunched in the corner",
    ['bunny hunched in corner no food no poop since this am'],
    [
      "My rabbit Biscuit usually goes mad for his breakfast greens but this morning he didn't touch them, and I haven't seen a single poo since. He's just sitting in the corner of his hutch all hunched up. Is that serious?",
    ],
    [
      'Since the morning my bunny has neither eaten nor passed droppings, and he remains crouched in a corner.',
    ],
  ),
  ...rewordingsOf(
    'A car clipped my dog on the road, he seems fine but is limping',
    ['dog got clipped by a car seems ok but limping'],
    [
      "We were walking along the lane and a car came round the corner too fast and clipped my dog. He yelped but got straight back up and he's wagging his tail, just limping a bit on one back leg. Does he need to be seen?",
    ],
    ['My dog was struck lightly by an automobile in the street; he appears well but he is lame.'],
  ),
  ...rewordingsOf(
    'My kitten fell off our fourth floor balcony',
    ['kitten fell from balcony 4 floors up'],
    [
      "We live on the fourth floor and I had the balcony door open because it's been so warm. My kitten must have climbed onto the railing, and she fell all the way down. She's hiding under a bush now. What do I do?",
    ],
    ['Our kitten has had a fall from the balcony of our apartment, which is on the fourth storey.'],
  ),
  ...rewordingsOf(
    'I put some of the dog’s flea spot-on on my cat and now she is drooling and twitching',
    ['used the dogs flea spot on on my cat now shes drooling n twitching'],
    [
      "I ran out of the cat flea treatment and thought the dog one would do, it's the same brand after all. I put a bit on the back of my cat's neck and now, a couple of hours later, she's drooling and her muscles are twitching. Did I do something wrong?",
    ],
    [
      'I applied a spot-on flea product intended for dogs to my cat; now she salivates and has muscle tremors.',
    ],
  ),
  ...rewordingsOf(
    'My dog was stung by a bee and his whole face is puffing up',
    ['bee stung my dog face swelling up'],
    [
      "My dog loves snapping at bugs in the garden, it's usually hilarious, but this time he caught a bee and got stung. Within minutes his whole face has started puffing up, his eyes are almost closed. What do I do?",
    ],
    ['A bee has stung my dog, and his entire face is swelling.'],
  ),
  ...rewordingsOf(
    "My old dog just collapsed in the garden and can't get up",
    ['old dog went down in garden wont get up'],
    [
      "My old boy is fourteen, a grey-muzzled lab cross, slow but happy. He was pottering about the garden sniffing the roses and just went down out of nowhere, and he can't stand up again. What should I do?",
    ],
    ['My senior dog has suddenly fallen down in the yard and is unable to rise.'],
  ),
  ...rewordingsOf(
    'My puppy swallowed a corn cob whole',
    ['pup swallowed whole corn cob'],
    [
      'We had a barbecue with the neighbours and someone dropped a corn on the cob on the grass. Before anyone could grab it, my puppy gulped the whole thing down in one go. Is that dangerous?',
    ],
    ['My young dog has ingested an entire maize cob without chewing it.'],
  ),
  ...rewordingsOf(
    'my budgie is sitting fluffed up on the floor of the cage and not eating',
    ['budgie puffed up on bottom of cage wont eat'],
    [
      "My budgie Pippin usually chatters at me all morning and bounces between his perches, but today he's just sitting on the bottom of the cage all puffed up and he hasn't touched his seed. What's going on?",
    ],
    ['My parakeet remains on the bottom of his cage with his feathers puffed out and refuses food.'],
  ),
  ...rewordingsOf(
    'I burned a non-stick pan and now my cockatiel is wobbling on his perch',
    ['burnt a nonstick pan now cockatiel wobbly on perch'],
    [
      "I got distracted on the phone and let a non-stick frying pan burn dry on the hob, and the kitchen filled with smoke. Our cockatiel's cage is in the next room, and now he's wobbling on his perch like he can't keep his balance. What should I do?",
    ],
    ['I overheated a Teflon-coated pan, and since then my cockatiel is unsteady on his perch.'],
  ),
  ...rewordingsOf(
    'He keeps vomiting and there is bright red blood in it',
    ['vomiting again n again bright red blood'],
    [
      "He was fine at breakfast but since lunch he's been sick four or five times, and the last two times there was bright red blood mixed in. I'm really scared. What should I do?",
    ],
    ['He vomits repeatedly and the vomit contains fresh red blood.'],
  ),
  ...rewordingsOf(
    'My dog ate chocolate → He is a 10 kg terrier and it was a dark chocolate bar. What now?',
    ['my dogs eaten choc', '10kg terrier, dark choc bar. what do i do'],
    [
      'I turned my back for two minutes while unpacking the shopping and my dog has eaten chocolate.',
      "He's a terrier, about ten kilos, and it was a whole bar of the dark stuff, the 70% kind my husband hides in the drawer. What do I do now?",
    ],
    [
      'Chocolate has been eaten by my dog.',
      'He is a terrier of 22 lb, and it was a bar of dark chocolate. What must I do?',
    ],
  ),
  ...rewordingsOf(
    'my dog ate a bunch of grapes off the table an hour ago',
    ['dog ate grapes off table about 1hr ago'],
    [
      "We had a cheese board out for my friend's visit and when we went into the garden, my dog jumped up and ate the bunch of grapes off the table. That was about an hour ago and he seems fine, bouncing around. Should I worry?",
    ],
    ['About sixty minutes ago my dog consumed a cluster of grapes from the dining table.'],
  ),
  ...rewordingsOf(
    'my male cat keeps squatting in the tray and crying but no pee comes out',
    ['boy cat crying in tray squatting no wee'],
    [
      "My boy cat Ziggy, he's six, has been in and out of his tray all evening, squatting and crying really loudly, and there's no wee at all when I check. He's never done this before. What's happening?",
    ],
    ['My tomcat repeatedly crouches in the litter box and meows in pain, but he passes no urine.'],
  ),
  ...rewordingsOf(
    'My boxer keeps gagging and nothing comes up, and his stomach is getting bigger',
    ['boxer gagging nothing coming up belly getting bigger'],
    [
      "My boxer Duke ate his tea, had a big drink and went to lie down like always. Now he keeps gagging like he's going to be sick but nothing comes up, and his belly seems to be swelling bigger by the minute. Is this serious?",
    ],
    ['My boxer dog retches continually without producing anything, and his abdomen is increasing in size.'],
  ),
  ...rewordingsOf(
    'My dog is lying on his side shaking and jerking and won’t respond to his name',
    ['dog lying on side jerking n shaking doesnt answer to name'],
    [
      "I came downstairs to let him out and found my dog lying flat on his side, shaking and jerking all over. I keep calling his name and he doesn't react at all. I'm terrified. What do I do?",
    ],
    ['My dog lies on one side, trembling and jerking, and does not react when I call his name.'],
  ),
  ...rewordingsOf(
    'She ate a bit of the lily in the vase, she is a cat',
    ['she ate some of the lily in the vase. shes a cat btw'],
    [
      "My boyfriend bought me lilies for our anniversary and I put them in a vase on the windowsill. She's a cat, by the way, my little tortie, and I've just found bits of the flower chewed off and her nibbling at it. Should I be worried?",
    ],
    ['My cat has eaten a small part of the lily placed in the vase.'],
  ),
  ...rewordingsOf(
    'My rabbit stopped eating and has no droppings today',
    ['rabbit stopped eating no poops today'],
    [
      "I've had rabbits for years so I know their habits, and my lop Mabel has stopped eating today. She won't even take a bit of banana, which she never refuses, and there hasn't been a single dropping in her litter tray. What should I do?",
    ],
    ['My bunny has ceased to eat and has produced no faecal pellets today.'],
  ),
];
