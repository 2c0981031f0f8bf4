/** The facts of a pet's record a question can ask for. */
export type RecordFact =
  | 'status'
  | 'age'
  | 'breed'
  | 'price'
  | 'kids'
  | 'vaccinated'
  | 'neutered'
  | 'microchipped'
  | 'specialNeeds'
  | 'health'
  | 'size'
  | 'gender'
  | 'otherPets'
  | 'houseTrained';

const FEEDING = /\b(feed|food|eat|meals?|calories)\b/;

const FACT_PATTERNS: Array<[RecordFact, RegExp]> = [
  [
    'otherPets',
    /\b((good|ok|okay|fine) with (other )?(cats|dogs|pets|animals)|gets? (along|on) with (other )?(cats|dogs|pets|animals))\b/,
  ],
  ['houseTrained', /\b(house ?trained|house ?broken|potty trained|toilet trained|litter trained)\b/],
  [
    'status',
    /\b(still available|available|(up )?for adoption|adoptable|still here|still there|adopted|reserved|on hold|taken|sold(?! on\b)|can (i|we) (adopt|meet|see|visit|reserve|buy)|(like|love|want|going) to (adopt|reserve|buy|meet)|reserve|put (a )?hold on|take (him|her|it) home)\b/,
  ],
  ['age', /\b(how old|old enough|young enough|age|born|birthday|years old|months old)\b/],
  ['breed', /\b(breed|what kind|what type|mix(ed)?|cross)\b/],
  [
    'price',
    // "Daisy how much?": "how much" that ends the question asks the price too.
    /\b(how much (is|are|does|do|for|would|will)|price|prices|cost|costs|fees?|expensive|cheap)\b|\bhow much\W*$/,
  ],
  ['kids', /\b(kids?|child(ren)?|toddlers?|famil(y|ies)|grandchildren|bab(y|ies))\b/],
  ['vaccinated', /\b(vaccin\w*|shots|jabs|boosters?|immuni[sz]\w*)\b/],
  ['neutered', /\b(spay\w*|neuter\w*|desex\w*|fixed|castrat\w*|sterili[sz]\w*|snipped)\b/],
  ['microchipped', /\b(micro ?chip\w*|chipped)\b/],
  [
    'specialNeeds',
    /\b(special needs?|special care|extra care|special attention|(particular|specific|additional|specialist|special) (care|needs|requirements|attention)|disabilit\w*|disabled)\b/,
  ],
  [
    'health',
    /\b(health\w*|medical|sick|ill|illness|conditions?|problems?|issues?|diseases?|medications?|meds|tablets?|vet records?)\b/,
  ],
  ['size', /\b(size|how big|big|large|small|weigh\w*)\b/],
  [
    'gender',
    /\b(boy or (a )?girl|male or female|gender|sex|an? (boy|girl|male|female)|(he|she|it) (male|female))\b/,
  ],
];

const OVERVIEW =
  /\b(which (one|of them) is|friendly|temperament|personality|nature|character|tame|cuddly|affectionate|gentle|calm|shy|nervous|playful|energetic|easy going|laid back|(is|are) (he|she|it|they) (nice|sweet|good)|tell me (more )?about|what about|more (info|information|details)|(details|information|info|particulars) (about|on|of|for)|describe|what is \w+ like|whats \w+ like|who is|know about)\b/;

/** The record facts asked for, in the order asked; empty when the question asks none. */
export function recordFactsAsked(question: string): RecordFact[] {
  const text = question.toLowerCase().replace(/[’']/g, '');
  const asked = FACT_PATTERNS.filter(([, pattern]) => pattern.test(text)).map(([fact]) => fact);
  // "how much should I feed her?" is a feeding question, not a price one.
  return FEEDING.test(text) ? asked.filter((fact) => fact !== 'price' && fact !== 'size') : asked;
}

/** "Tell me about Daisy", "what is Daisy like?". */
export function asksOverview(question: string): boolean {
  return OVERVIEW.test(question.toLowerCase().replace(/[’']/g, ''));
}

const FILLER = new Set(['', 'and', 'what', 'about', 'how']);

/** "Daisy?" or "and what about Max": little more than the name, which asks for the whole record. */
export function isBareName(question: string, petName: string): boolean {
  const rest = question
    .toLowerCase()
    .replace(/[’']/g, '')
    .replace(petName.toLowerCase(), '')
    .split(/[^a-z]+/);
  return rest.every((word) => FILLER.has(word));
}
