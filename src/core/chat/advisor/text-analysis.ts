/**
 * Turns free text into comparable terms for retrieval: lowercase words, stop words dropped,
 * everyday phrasings mapped to one canonical term, and a light suffix-stripping stemmer. The
 * same function processes the knowledge base and the questions, so a consistent (not perfect)
 * stem is all that matters.
 */

const STOP_WORDS = new Set(
  (
    'a about above after again all also am an and any are as at be because been before being below between ' +
    'both but by can could did do does doing down during each few for from further get got had has have ' +
    'having he her here hers him his how i if in into is it its itself just me more most my myself no nor ' +
    'not now of off on once only or other our ours out over own same she should so some such than that the ' +
    'their theirs them then there these they this those through to too under until up very was we were what ' +
    'when where which while who whom why will with would you your yours im ive id dont doesnt cant isnt ' +
    'please thanks thank hi hello hey really much many lot lots thing things something anything way ok okay ' +
    'know tell want need require requires required recommend recommends recommended suggest suggested help advice tips tip best good bad better make sure one two keep us let may might ' +
    'once otherwise fine getting look looks looking seem seems go goes going went every time times someone anyone always lately recently still ' +
    // Chat filler: says nothing about the topic, but would weigh as a rare word.
    'since idea ideas thought thoughts wonder wondering guys folks kinda sorta literally basically actually like likes silly question questions ' +
    'honestly tho though anyway anyways pretty super totally quite stuff whatever yeah yes hmm um uh lol omg ' +
    'keeps kept doing done today tonight yesterday week weeks day days hour hours morning night last ago ' +
    // Linking words of a longer sentence ("hungry yet thin", "continues to lose weight").
    'yet continue continues continued continuing loads heaps tons correct proper knows maybe perhaps require requires required requirement requirements ' +
    // How often or how many: says nothing about what.
    'twice thrice several couple few three four five six seven eight nine ten eleven twelve twenty thirty hundred ' +
    // Contractions once their apostrophe is gone: grammar, not topic.
    'wont hasnt havent didnt isnt arent wasnt werent shouldnt couldnt wouldnt hes shes whats thats theres youre theyre weve ive'
  ).split(' '),
);

// Phrases first, so their words are not split apart before they are recognised.
const PHRASES: Array<[RegExp, string]> = [
  // "a year old" states an age; only "old" on its own means senior.
  [
    /\b(\d+|an?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)[- ](years?|months?|weeks?)[- ]old\b/g,
    ' ',
  ],
  // When something happened says nothing about what it is.
  [/\b(this|yesterday|last|tomorrow) (morning|afternoon|evening|night)\b|\btonight\b/g, ' '],
  // Night as a time of day a behaviour happens ("up all night", "cries at night") is its topic.
  [/\b(at|all|during the|in the|through the|every) night\b/g, ' nighttime '],
  // "in the spring" says when, not what: it is not the spring greens a rabbit eats.
  [/\b(in|during|over|every|each) (the )?spring(time)?\b/g, ' '],
  // "my parents' rabbit", "a friend's cat": whose pet it is says nothing about the question.
  [
    /\b(parents?|mums?|moms?|dads?|sisters?|brothers?|friends?|neighbou?rs?|grandparents?|nans?|grans?|grandmas?|grandads?|aunts?|uncles?|cousins?|flatmates?|housemates?)(?= (dog|dogs|puppy|puppies|cat|cats|kitten|kittens|rabbit|rabbits|bunny|bunnies|bird|birds|budgie|parrot|tortoise|hamster|guinea|lizard|snake)\b)/g,
    ' ',
  ],
  // "a bit", "a little bit": how much, not biting.
  [/\b(a (little |tiny )?bit|a tad)\b/g, ' '],
  [/\b(bad|smelly|stinky) breath\b|\bbreath (smells|stinks)\b/g, ' halitosis tooth '],
  [/\blitter ?train(ing|ed)?\b/g, ' litterbox housetrain '],
  [
    /\b(drag\w*|scoot\w*|rub\w*) (his |her |its |their )?(bum|butt|bottom|rear|backside|hindquarters|rump|rear end|back end|hind end)\b/g,
    ' scooting anal gland ',
  ],
  [/\bthrow(ing|s)? up\b|\bthrew up\b|\bbeing sick\b|\bpuk(e|ed|ing)\b/g, ' vomit '],
  // "was sick once", "has been sick twice": sick counted in times is vomiting, not illness.
  [
    /\b(was|were|been|got|is) sick (once|twice|again|a few times|(\d+|three|four|five) times|everywhere|on the (floor|carpet|rug|bed|sofa))\b/g,
    ' vomit ',
  ],
  // A snake "in blue" is in the days before it sheds, not a blue colour.
  [/\b(in (the )?blue( phase)?|blue phase)\b/g, ' shed '],
  // "laboured breathing" is breathlessness; "labour" is giving birth.
  [/\blabou?red\b/g, ' dyspnoea '],
  // "won't touch her food" refuses food; it is not about touch ("cold to the touch").
  [
    /\b(wont|will not|doesnt|does not|didnt|did not|not|never|barely|hardly|refuses to|refused to) (touch|touched|touching) (his |her |its |their |the |any )?(food|dinner|breakfast|tea|meals?|kibble|biscuits|bowl)\b/g,
    ' appetite food ',
  ],
  [/\blitter ?(box|tray|pan)s?\b/g, ' litterbox '],
  [/\bbearded dragons?\b/g, ' beardeddragon reptile '],
  [/\bguinea pigs?\b/g, ' guineapig '],
  [/\bhouse ?train(ing|ed)?\b|\bpotty ?train(ing|ed)?\b|\btoilet ?train(ing|ed)?\b/g, ' housetrain '],
  [/\bseparation anxiety\b/g, ' separationanxiety '],
  [/\bsugar[- ]free\b/g, ' xylitol '],
  [/\bgood with (kids|children)\b/g, ' kids family '],
  [/\bflea(s)? (and|&) tick(s)?\b/g, ' flea tick parasite '],
  // "needs to lose weight" is a fat pet; "continues to lose weight" is a thin one (weight loss).
  [
    /\b((need|needs|needed|how|want|wants|wanted|try|trying|tried|has|have|got|ought) to|help \w+( \w+)?) lose weight\b|\bslim (down|her|him|them)\b|\bon a diet\b/g,
    ' obesity ',
  ],
  // "lead a happy life", "can lead to collapse": the verb, not the dog's lead.
  [/\b(lead|leads|leading|led) (a|an) ((\w+ )?(life|lives|existence))\b/g, ' $3 '],
  [/\b(lead|leads|leading|led) to\b/g, ' '],
  // A pet kept in, living in: an indoor pet ("kept inside all the time").
  [
    /\b(kept|keep|keeping|stay|stays|staying|live|lives|living) (\w+ ){0,3}?(inside|indoors|in)(?= *($|[,.;!?]|all the time|full time|only|for good|forever))/g,
    ' indoor ',
  ],
  [/\bw\/o\b/g, ' without '],
  // Left alone, said otherwise: "every time im out", "whenever we are gone".
  [
    /\b(whenever|every time|each time|as soon as|when) (im|i am|i m|were|we are|we re) (out|gone|away|at work)\b/g,
    ' alone separationanxiety ',
  ],
  // "a fully grown cat", "a grown-up dog": an adult.
  [/\b(fully |full )?grown(-| )?(up )?(?=(cat|cats|dog|dogs|rabbit|rabbits|one|ones)\b)/g, ' adult '],
  // A cat pressing or pushing with her paws is kneading.
  [
    /\b(press|presses|pressing|pressed|push|pushes|pushing|pummel|pummels|pummell?ed|pummell?ing|paddles|paddling|treads|treading|massages|massaging) (\w+ ){0,2}(paws|feet)\b/g,
    ' knead ',
  ],
  // A ball of fur brought up is a hairball, however it is put.
  [/\b(fur|hair) ?balls?\b|\bballs? of (fur|hair)\b/g, ' hairball '],
  // A pet's name says nothing about the topic ("my rabbit is called Biscuit"); a condition's
  // name does ("a disease called parvo").
  [
    /\b(pet|dog|puppy|pup|cat|kitten|rabbit|bunny|bird|budgie|parrot|cockatiel|lizard|gecko|snake|tortoise|hamster|pig|he|she|him|her|one)( is| was|s)? (called|named) [a-z]+\b/g,
    ' ',
  ],
  // Foods that must not be given, however it is put.
  [
    /\b(cant|cannot|shouldnt|should not|must not|mustnt|not allowed to|never) ((he|she|it|they|i|we|you|my \w+|our \w+|the \w+|a \w+) )?(have|eat|be given|be fed|give)\b|\bfoods? (to avoid|to stay away from)\b|\b(bad|dangerous|forbidden|banned|off limits) foods?\b/g,
    ' poison food ',
  ],
  // How long a pet lives: "how long do budgies live" keeps the animal it asks about.
  [/\bhow long (do|does|will|can|would) ((?:\w+ ){1,3})live\b/g, ' lifespan $2 '],
  [/\blife ?span\b|\blife expectancy\b/g, ' lifespan '],
  [/\bhow old (do|does|can) ((?:\w+ ){1,3})get\b/g, ' lifespan $2 '],
  // Travel by air.
  [
    /\b(on|in|by) (a |the )?(plane|aeroplane|airplane|flight)\b|\bfly(ing)? with\b|\b(take|taking|bring|bringing) (\w+ ){0,2}(on holiday|on vacation|abroad|overseas)\b/g,
    ' travel flight ',
  ],
  // "slowing down a fast eater" slows something else down: only the intransitive use is ageing.
  [
    /\bgetting on( a bit| in years)?\b|\bgetting older\b|\bslowing down\b(?! (a|an|the|his|her|my|our|their|him|them|it|its|your|this|that)\b)|\bolder now\b/g,
    ' senior ',
  ],
  [/\bas well\b/g, ' '],
  // "received one as a gift": how the pet came, not what is asked.
  [/\b(as|for) (a|my|our|his|her) (gift|present)\b/g, ' '],
  // "I would like to ask", "may I ask": the asking, not the subject ("ask your vet" stays).
  [/\b(like|want|wanted|wish|wished|wanting) to ask\b|\b(may|can|could) i ask\b/g, ' '],
  // "is that right?" asks whether it is normal; "right" is no side or place here.
  [/\b(is|does) (that|this|it) (sound |seem )?right\b/g, ' normal '],
  [/\bbath ?mats?\b/g, ' bathmat '],
  [/\bfrench(ie|y|ies)\b/g, ' french bulldog '],
  // Left alone: "when I go out", "when I'm at work", "home alone".
  [
    /\bwhen (i|we) (go out|leave|am out|m out|are out|re out|go to work|am at work|m at work|are at work|re at work|leave the house|leave him|leave her)\b|\b(left|home|on (his|her|its) own) alone\b|\bleft on (his|her|its) own\b/g,
    ' alone separationanxiety ',
  ],
  // "at what frequency", "how frequently": how often.
  [/\b(at what|with what|what) frequency\b|\bhow frequently\b/g, ' how often '],
  // "physical activity", "physically active", "a workout": exercise.
  [/\b(physical(ly)? activ\w*|work ?outs?)\b/g, ' exercise '],
  // "sleeps all day", "sleeping a lot": how much a pet sleeps.
  [/\bsleep(s|ing)? (all day|a lot|loads|so much|more|most of the day)\b/g, ' sleep senior '],
];

// Everyday words -> the canonical term the knowledge base is indexed under.
const SYNONYM_GROUPS: Record<string, string> = {
  puppy: 'puppies pup pups',
  kitten: 'kitty kitties kittens',
  dog: 'canine canines doggy doggie doggo pooch pupper',
  cat: 'feline felines moggy moggie',
  rabbit: 'bunny bunnies rabbits',
  budgie: 'budgerigar parakeet parakeets budgies',
  vomit: 'vomiting vomited vomits regurgitating barf barfing hurl hurling spew spewing',
  diarrhoea: 'diarrhea squits',
  stool: 'poop poo poops pooping feces faeces droppings stools',
  constipation: 'constipated',
  urine:
    'pee peeing pees peed wee weeing weed urinate urinates urinated urinating urination piddle piddling tinkle',
  food: 'feed feeding fed diet diets meal meals eat eating kibble nutrition foods',
  vaccine:
    'vaccines vaccination vaccinations vaccinate vaccinated jab jabs shots booster boosters injection injections inoculation inoculations immunisation immunization immunisations immunizations immunise immunize immunised immunized',
  neuter:
    'spay spayed spaying neutered neutering castrate castrated castration desex desexed desexing fixed snip sterilise sterilised sterilize sterilized sterilisation sterilization',
  bite: 'biting bites bit bitten nip nipping nips mouthing',
  tooth: 'teeth dental dentist',
  worm: 'worms deworm deworming dewormer wormer worming',
  obesity: 'overweight obese fat chubby',
  adopt: 'adopting adoption adopted rehome rehoming',
  kids: 'children child toddler toddlers baby babies son sons daughter daughters kid grandchildren',
  apartment: 'flat condo',
  scratch: 'scratching scratches scratched',
  itch: 'itchy itching itches',
  poison: 'toxic poisonous poisoning toxin toxins toxicity',
  leash: 'lead',
  pull: 'pulling pulls',
  crate: 'kennel crates',
  senior: 'old older oldie elderly aging ageing geriatric',
  hairball: 'hairballs furball furballs',
  fear: 'afraid scared frightened fearful terrified fears',
  // Everyday, British and American words for the same thing.
  travel:
    'travelling traveling trip trips holiday holidays vacation vacations journey flight flights plane airline abroad',
  trim: 'trimming trimmed clip clipping clipped clippers',
  bath: 'baths bathe bathing bathed shampoo shampooing',
  bark: 'barking barks yap yapping yappy woof',
  chew: 'chewing chews chewed gnaw gnawing destroying destroys wrecking shredding',
  anxiety: 'anxious stressed stress nervous nerves panicky',
  coat: 'fur hair',
  shed: 'shedding sheds moult moulting molt molting',
  sleep: 'sleeping sleeps sleepy napping naps snoozing asleep',
  lifespan: 'lifetime',
  enclosure: 'vivarium terrarium viv',
  aquarium: 'fishtank aquariums',
  home: 'house houses homes',
  sofa: 'couch couches settee settees sofas',
  large: 'big giant huge',
  clean: 'cleaning cleaned vacuum vacuuming vacuumed hoover hoovering hoovered',
  mite: 'mites',
  rate: 'rates',
  labour: 'labor',
  // A cat's or rabbit's "tray" is its litter tray.
  litterbox: 'tray trays',
  happy: 'contented happier happiest',
  amount: 'amounts quantity quantities',
  vegetable: 'veg veggies veggie vegetables',
  flea: 'flees',
  stiff: 'stiffly stiffness stiffer stiffening',
  feather: 'feathers plumage',
  often: 'frequently frequent frequency',
};

const SYNONYMS = new Map<string, string>(
  Object.entries(SYNONYM_GROUPS).flatMap(([canonical, words]) =>
    words.split(' ').map((word): [string, string] => [word, canonical]),
  ),
);

function stripOneSuffix(word: string): string {
  if (word.length <= 3) return word;
  if (word.length > 4 && word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (/(ss|us|is)$/.test(word)) return word;
  for (const suffix of ['ational', 'ation', 'ness', 'ment', 'ing', 'ed', 'es', 's', 'e']) {
    if (!word.endsWith(suffix)) continue;
    // "bleed", "breed", "need" are roots, not past tenses.
    if (suffix === 'ed' && word.endsWith('eed')) continue;
    let root = word.slice(0, -suffix.length);
    if (root.length < 3) continue;
    // running -> runn -> run, but "grooming" and "spelling" keep their letters
    if (/([b-df-hj-np-tv-z])\1$/.test(root) && !/(ll|ss|zz)$/.test(root)) root = root.slice(0, -1);
    return root;
  }
  return word;
}

// Words whose stripped stem is another word: a heart "rate" is not a "rat".
// A "pulse" is no "pull" (nor a misspelt "puling").
const ROOTS = new Set(['rate', 'pulse']);

/** Strips suffixes until none is left, so "strings", "string" and "stringed" meet. */
function stem(word: string): string {
  let current = word;
  for (let round = 0; round < 3; round += 1) {
    const next = stripOneSuffix(current);
    if (next === current) break;
    current = next;
  }
  return current;
}

export function analyzeText(text: string): string[] {
  let prepared = text
    .toLowerCase()
    .replace(/[’']s\b/g, '')
    .replace(/[’']/g, '');
  for (const [pattern, replacement] of PHRASES) prepared = prepared.replace(pattern, replacement);
  const terms: string[] = [];
  for (const word of prepared.split(/[^a-z0-9]+/)) {
    // Numbers ("8", "2024") say how many or when, not what about.
    if (word === '' || STOP_WORDS.has(word) || /^\d+$/.test(word)) continue;
    const canonical = SYNONYMS.get(word) ?? word;
    terms.push(ROOTS.has(canonical) ? canonical : stem(canonical));
  }
  return terms;
}
