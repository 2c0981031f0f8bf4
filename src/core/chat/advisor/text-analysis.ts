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
    'know tell want need help advice tips tip best good bad better make sure one two keep us let may might ' +
    'once otherwise fine getting look looks looking seem seems go goes going went every time times someone anyone always lately recently still ' +
    // Chat filler: says nothing about the topic, but would weigh as a rare word.
    'since idea ideas thought thoughts wonder wondering guys folks kinda sorta literally basically actually ' +
    'honestly tho though anyway anyways pretty super totally quite stuff whatever yeah yes hmm um uh lol omg ' +
    'keeps kept doing done today tonight yesterday week weeks day days hour hours morning night last ago ' +
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
  // "a bit", "a little bit": how much, not biting.
  [/\b(a (little |tiny )?bit|a tad)\b/g, ' '],
  [/\b(bad|smelly|stinky) breath\b|\bbreath (smells|stinks)\b/g, ' halitosis tooth '],
  [/\blitter ?train(ing|ed)?\b/g, ' litterbox housetrain '],
  [
    /\b(drag\w*|scoot\w*|rub\w*) (his |her |its |their )?(bum|butt|bottom|rear|backside)\b/g,
    ' scooting anal gland ',
  ],
  [/\bthrow(ing|s)? up\b|\bthrew up\b|\bbeing sick\b|\bpuk(e|ed|ing)\b/g, ' vomit '],
  [/\blitter ?(box|tray|pan)s?\b/g, ' litterbox '],
  [/\bbearded dragons?\b/g, ' beardeddragon reptile '],
  [/\bguinea pigs?\b/g, ' guineapig '],
  [/\bhouse ?train(ing|ed)?\b|\bpotty ?train(ing|ed)?\b|\btoilet ?train(ing|ed)?\b/g, ' housetrain '],
  [/\bseparation anxiety\b/g, ' separationanxiety '],
  [/\bsugar[- ]free\b/g, ' xylitol '],
  [/\bgood with (kids|children)\b/g, ' kids family '],
  [/\bflea(s)? (and|&) tick(s)?\b/g, ' flea tick parasite '],
  [/\b(to|help \w+( \w+)?) lose weight\b|\bslim (down|her|him|them)\b|\bon a diet\b/g, ' obesity '],
];

// Everyday words -> the canonical term the knowledge base is indexed under.
const SYNONYM_GROUPS: Record<string, string> = {
  puppy: 'puppies pup pups',
  kitten: 'kitty kitties kittens',
  dog: 'canine canines doggy doggo pooch',
  cat: 'feline felines',
  rabbit: 'bunny bunnies rabbits',
  budgie: 'budgerigar parakeet parakeets budgies',
  vomit: 'vomiting vomited vomits regurgitating',
  diarrhoea: 'diarrhea',
  stool: 'poop poo poops pooping feces faeces droppings stools',
  constipation: 'constipated',
  urine: 'pee peeing pees wee weeing urinate urinating urination',
  food: 'feed feeding fed diet diets meal meals eat eating kibble nutrition foods',
  vaccine: 'vaccines vaccination vaccinations vaccinate vaccinated jab jabs shots booster boosters',
  neuter: 'spay spayed spaying neutered neutering castrate castration desex desexed desexing fixed snip',
  bite: 'biting bites bit bitten nip nipping nips mouthing',
  tooth: 'teeth dental dentist',
  worm: 'worms deworm deworming dewormer wormer worming',
  obesity: 'overweight obese fat chubby',
  adopt: 'adopting adoption adopted rehome rehoming',
  kids: 'children child toddler toddlers baby babies',
  apartment: 'flat condo',
  scratch: 'scratching scratches scratched',
  itch: 'itchy itching itches',
  poison: 'toxic poisonous poisoning toxin toxins toxicity',
  leash: 'lead',
  pull: 'pulling pulls',
  crate: 'kennel crates',
  senior: 'old elderly aging ageing geriatric',
  hairball: 'hairballs furball furballs',
  fear: 'afraid scared frightened fearful terrified fears',
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
    if (word === '' || STOP_WORDS.has(word)) continue;
    const canonical = SYNONYMS.get(word) ?? word;
    terms.push(stem(canonical));
  }
  return terms;
}
