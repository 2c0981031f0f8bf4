import type { ChatMessage } from '../types.js';
import { PET_SPECIES, type PetSpecies } from './knowledge/types.js';
import { DESCRIPTIVE_WORDS } from './descriptive-words.js';
import { lexicon } from './lexicon/index.js';

// Names people use for each species, breeds included: "my labrador" is a dog.
const SPECIES_WORDS: Record<PetSpecies, RegExp> = {
  dog: /\b(labs?(?! (tests?|results?|work|reports?))|dogs?(?! walk(?:ers?)?\b)|pupp(y|ies)|pups?|canines?|doggo|doggy|pooch|labradors?|retrievers?|poodles?|beagles?|bulldogs?|terriers?|spaniels?|collies?|shepherds?|husk(y|ies)|dachshunds?|chihuahuas?|pugs?|boxers?|rottweilers?|greyhounds?|whippets?|dobermanns?|dobermans?|corgis?|schnauzers?|shih tzus?|pomeranians?|great danes?|mastiffs?|staff(y|ie|ies)|pit ?bulls?|akitas?|shibas?|bichons?|vizslas?|weimaraners?|malamutes?|samoyeds?|newfoundlands?|dalmatians?|yorkies?|cavaliers?|cockapoos?|labradoodles?|goldendoodles?|frenchies?|frenchy|setters?|pointers?|springers?|cocker spaniels?|cockers?|westies?|lurchers?|hounds?|mutts?|doggies?|sheepdogs?|jack russells?|sausage dogs?|whippets?|ridgebacks?|shar ?peis?|cavapoos?|cavachons?|maltese|pekingese|sprockers?|puppers?|heelers?|danes?|kelpies?|cattle dogs?|shelties?|bassets?|bloodhounds?|berners?|\w+doodles?|maltipoos?|yorkipoos?|schnoodles?|jackapoos?|puggles?|chow ?chows?|(?<=\b(?:my|our|his|her) )chows?|(?<=\b(?:my|our|his|her|the) )goldens?)s?\b/,
  cat: /\b(cats?|kittens?|puss(?:y ?cats?|cats?)?|dsh|dlh|dmh|tabb(y|ies)|calicos?|torties?|tortoiseshells?|kitt(y|ies)|felines?|tomcats?|(?:neutered|entire|ginger|black|white|grey|gray|tabby|feral|stray|barn|farm) toms?|(?:entire|unspayed|intact|breeding|pregnant|nursing) queens?|siamese(?! fighting)|persians?|maine coons?|ragdolls?|bengals?|sphynx|british shorthairs?|scottish folds?|turkish angoras?|abyssinians?(?! (?:cav(?:y|ies)|guinea))|burmese|russian blues?|british blues?|norwegian forest cats?|mogg(y|ie|ies))s?\b/,
  rabbit:
    /\b(rabbits?|bunn(y|ies)|wabbits?|buns?(?! (with|and|for)\b)|lops?|mini rex(es)?|rex rabbits?|netherland dwarfs?|lionheads?|flemish giants?|beverens?|angora rabbits?|(?:english|french|satin|giant) angoras?|(?<=\b(?:my|our|his|her|an) )angoras?|dwarf rabbits?|(?<=\b(?:my|our|the|a|his|her|white|black|grey|gray|brown|old|young|pregnant|nursing|unspayed|unneutered|entire|intact|lop|rex|beveren|pew|\d+ ?yo|\d+ ?y\/o|\d+ ?years? old) )doe|kaninchen|conejos?|lapins?|conigli[oa]?|coelhos?|królik|krolik)s?\b/,
  bird: /\b(birds?|parrots?|budgies?|budgerigars?|parakeets?|cockatiels?|canar(y|ies)|finch(es)?|macaws?|cockatoos?|african greys?|lovebirds?|conures?|green ?cheeks?|quakers?|ekk(?:y|ies)|tiels?|birdies?|birbs?|parrotlets?|pigeons?|doves|hens?|bantams?|pullets?|cockerels?|roosters?|chooks?|(?<=\b(?:my|our|one of (?:my|our|the)) )chickens?(?! (?:breasts?|thighs?|wings?|nuggets?|bones?|skin|sandwich(?:es)?|dinner|curry|soup|stock|broth|pie|salad|fillets?|pieces?|legs?|carcass|kiev|rice|meals?|food|flavou?r|treats?|jerky|strips?|livers?|hearts?|necks?|feet|kibble|chews?|meat|mince|casserole|stew|gravy|leftovers?|scraps?|wrap|burger|korma|tikka|roast|and (?:rice|veg|pasta|potato)))|chickens?(?= (?:pooing|pooping|poos|poops|laying|lays|fluffed|puffed|straining|strains|gasping|sneezing|wheezing|limping|collapsed|keeps|wont|cant|hasnt|isnt|stopped))|ducklings?|drakes?|goslings?|(?<=\b(?:my|our|the|both|two|three|four|pet|backyard|runner|call|muscovy|pekin|khaki campbell) )(?:ducks|geese|quails|turkeys)|(?<=\b(?:my|our|the) )(?:duck|goose)(?= (?:is|was|has|keeps|wont|cant|hasnt|isnt|seems|looks|laid|stopped))|chooks?)s?\b/,
  reptile:
    /\b(reptiles?|lizards?|geckos?|bearded dragons?|beardies?|snakes?|pythons?|corn snakes?|boas?|tortoises?|turtles?|iguanas?|chameleons?|skinks?|terrapins?|(?:red[- ]eared )?sliders?|anoles?|hognoses?|uromastyx|hermanns?(?: tortoises?)?|sulcatas?|redfoots?|(?:leopard|russian|marginated) tortoises?|horsfields?(?: tortoises?)?|tegus?|(?<=\b(?:the|a|our|my|your|his|her) )leos?|leopard geckos?|crested geckos?|cresties|kingsnakes?|milk snakes?|monitor lizards?)s?\b/,
};

const OWNERSHIP =
  /\b(my|our|i have an?|ive got an?|we have an?|i own an?|adopted an?|adopting an?|got an?|the (?:kids|childrens|boys|girls|familys|family))\s+((\w+\s+){0,2})/g;

/**
 * The species a piece of text is about: the one the writer owns ("dog flea drops on my cat" is
 * about a cat), or else the earliest one mentioned, if any.
 */
export function speciesMentionedIn(text: string): PetSpecies | undefined {
  const lower = text.toLowerCase().replace(/[’']/g, '');
  const meantFor = speciesAProductIsMeantFor(text);
  if (meantFor !== undefined) return meantFor;
  const owned = ownedSpecies(lower);
  if (owned !== undefined) return owned;
  const named = earliestSpecies(lower)?.species;
  if (named !== undefined) return named;
  // A species word spelt right but naming a product ("cat litter") is no typo of a species.
  if (speciesNamedIn(text).length > 0) return undefined;
  return misspeltSpecies(text);
}

// "my dog", "we have a rabbit": the kind of animal the writer says is theirs.
function ownedSpecies(lower: string): PetSpecies | undefined {
  for (const ownership of lower.matchAll(OWNERSHIP)) {
    const owned = earliestSpecies(
      lower.slice(ownership.index + ownership[0].length - (ownership[2]?.length ?? 0)),
    );
    if (owned !== undefined && owned.index <= (ownership[2]?.length ?? 0)) return owned.species;
  }
  return undefined;
}

// "the lab's flea spot-on for the ragdoll", "my dog's wormer on the cat": the pet whose product it
// is is named first, the pet it would go on or to after it; the question is about the second.
const POSSESSOR = /\b(\w+(?: \w+)?) ?[’']s\b/g;
// "the dog's flea stuff on the back of the rabbit's neck": the place on the pet it went.
const MEANT_FOR =
  /\b(for|on|onto|to|with|in)( (the|my|our|a|an|his|her|their|your))?( \w+)?( of (the|my|our|a|an|his|her|their|your))? $/;
function speciesAProductIsMeantFor(text: string): PetSpecies | undefined {
  const lower = text.toLowerCase();
  for (const possessor of lower.matchAll(POSSESSOR)) {
    const owner = earliestSpecies(possessor[1] ?? '');
    if (owner === undefined) continue;
    const rest = lower.slice(possessor.index + possessor[0].length).replace(/[’']/g, '');
    const other = earliestSpecies(rest);
    if (other === undefined || other.species === owner.species) continue;
    if (MEANT_FOR.test(rest.slice(0, other.index))) return other.species;
  }
  return undefined;
}

/** Every species a piece of text names ("two cats and a rabbit": cat and rabbit). */
export function speciesNamedIn(text: string): PetSpecies[] {
  const lower = text.toLowerCase().replace(/[’']/g, '');
  return PET_SPECIES.filter((species) => SPECIES_WORDS[species].test(lower));
}

// "my rabit", "the kiten": the lexicon forgives a small typo in a species word the patterns miss.
function misspeltSpecies(text: string): PetSpecies | undefined {
  const found = lexicon().match(text);
  let earliest: { species: PetSpecies; at: number } | undefined;
  for (const species of PET_SPECIES) {
    for (const at of found.positions(`animal.${species}`)) {
      if (earliest === undefined || at < earliest.at) earliest = { species, at };
    }
  }
  return earliest?.species;
}

// "do you sell cat litter?", "the dog food": a species word naming a product, not the pet.
// "the heat lamp from the tortoise table": the tortoise's things, said of another animal's trouble.
const PRODUCT_AFTER =
  /^ (litter|food|kibble|beds?|bowls?|leads?|collars?|harness|flap|tree|carrier|shampoo|bedding|toys?|tables?|lamps?)\b/;

// "bitten by a brown snake", "a snake has bitten Biscuit": the animal that attacked, not the pet.
const ATTACKER_BEFORE =
  /\b(?:bitten|bit|attacked|stung|chased|mauled|struck) by (?:a |an |the |another )?(?:[\w-]+ )?$/;
const ATTACKER_AFTER =
  /^s?(?: (?:with|in) [\w-]+(?: [\w-]+)?)? (?:has |had |just )?(?:bit|bitten|struck|attacked|went for|had a go at|lunged at|struck at)\b(?! (?:me|my|us|our|mum|mom|dad|into|through|open|off|(?:a|an|some|the|one) (?:leaf|leaves|piece|pieces|chunk|bit|corner|hole|stem|petal|petals|flower|bulb|lump|end|tube|packet|bar|cable|wire))\b)/;
// "my cat just bit into a lily", "our dog bit a toad": the owner's own animal did the biting.
const OWNED_BEFORE = /\b(?:my|our)(?: \w+)? $/;
// "I saw a grey snake with a black line go off": a snake seen in passing is a wild one.
const SNAKE_SEEN_BEFORE = /\b(?:saw|seen|spotted|noticed|glimpsed) (?:a|an|the) (?:[\w-]+ ){0,2}$/;
const SNAKE = /^(?:snake|adder|viper)/;

interface SpeciesMention {
  species: PetSpecies;
  index: number;
  length: number;
}

const EVERY_SPECIES_WORD = Object.entries(SPECIES_WORDS).map(
  ([species, pattern]) => [species as PetSpecies, new RegExp(pattern.source, 'g')] as const,
);

// A turn is read for its animals many times over (by each reading of the turn, and on each
// slice of it): the mentions of a text are found once.
const MENTIONS_REMEMBERED = 5_000;
const mentionsOfText = new Map<string, readonly SpeciesMention[]>();
function speciesMentions(text: string): readonly SpeciesMention[] {
  const remembered = mentionsOfText.get(text);
  if (remembered !== undefined) return remembered;
  const mentions = findSpeciesMentions(text);
  if (mentionsOfText.size >= MENTIONS_REMEMBERED) mentionsOfText.clear();
  mentionsOfText.set(text, mentions);
  return mentions;
}

// Every animal named as the one the text is about: not a product for it, nor an attacker.
function findSpeciesMentions(text: string): SpeciesMention[] {
  const mentions: SpeciesMention[] = [];
  for (const [species, pattern] of EVERY_SPECIES_WORD) {
    for (const match of text.matchAll(pattern)) {
      const product =
        !match[0].endsWith('s') && PRODUCT_AFTER.test(text.slice(match.index + match[0].length));
      const before = text.slice(0, match.index);
      const attacker =
        ATTACKER_BEFORE.test(before) ||
        (SNAKE.test(match[0]) && SNAKE_SEEN_BEFORE.test(before)) ||
        (!OWNED_BEFORE.test(before) && ATTACKER_AFTER.test(text.slice(match.index + match[0].length)));
      if (!product && !attacker) mentions.push({ species, index: match.index, length: match[0].length });
    }
  }
  return mentions.sort((left, right) => left.index - right.index);
}

function earliestSpecies(text: string): SpeciesMention | undefined {
  return speciesMentions(text)[0];
}

const INTRODUCTION =
  /^(hi|hello|hey)?[\s,!.]*(i|we)\s*(have|ve got|just got|just adopted|adopted|got|own|am getting|are getting|m getting|re getting)\s+(a|an|two|three|some|\d+)?\s*(new|young|little|old|senior|rescue|rescued|\d+[- ](year|month)s?[- ]old)?\s*$/;

/** "I have a cat." on its own: the user introduces a pet without asking anything yet. */
export function introducedSpecies(text: string): PetSpecies | undefined {
  const lower = text.toLowerCase().replace(/[’']/g, '');
  const mention = earliestSpecies(lower);
  if (mention === undefined) return undefined;
  const before = lower.slice(0, mention.index);
  const after = lower.slice(mention.index + mention.length);
  return INTRODUCTION.test(before) && /^[\s.!]*$/.test(after) ? mention.species : undefined;
}

export interface ConversationSpecies {
  species: PetSpecies | undefined;
  /** True when the species comes from an earlier turn, not from the question itself. */
  fromEarlierTurn: boolean;
}

/**
 * The pet the user is talking about: named in the question, or else the one they mentioned
 * most recently ("I have a cat" two turns ago still holds). Only the user's words count: the
 * advisor's own answers mention many species.
 */
export function conversationSpecies(messages: readonly ChatMessage[]): ConversationSpecies {
  const userTurns = messages.filter((message) => message.role === 'user');
  let watched: ConversationSpecies | undefined;
  let owner: ConversationSpecies | undefined;
  for (let index = userTurns.length - 1; index >= 0; index -= 1) {
    const text = userTurns[index]?.content ?? '';
    const species = speciesMentionedIn(text);
    if (species === undefined) continue;
    const found = { species, fromEarlierTurn: index !== userTurns.length - 1 };
    // "can cats use the dog's spot-on?" then "I put the dog's tube on her last night": the dog
    // owns the product; the pet it went on is the one of the turn before.
    if (owner === undefined && index > 0 && onlyAnOwnersName(text, species)) {
      owner = found;
      continue;
    }
    // "my cat chatters at the window" then "she is staring at the birds outside": the birds are
    // what the pet watches, so the pet of an earlier turn is still the one asked about.
    if (watched === undefined && onlyWatchedOrChased(text, species)) {
      watched = found;
      continue;
    }
    // "which veg can my tortoise and my rabbit share?" then "Thumper hasn't touched his hay": of
    // the kinds named before, the one the last turn's clues point to.
    const clue = found.fromEarlierTurn ? speciesByClue(userTurns.at(-1)?.content ?? '') : undefined;
    if (clue !== undefined && clue !== species && speciesNamedIn(text).includes(clue)) {
      return { species: clue, fromEarlierTurn: true };
    }
    return found;
  }
  if (owner !== undefined) return owner;
  // "she yelped in the grass and I saw a snake slither off": the only animal named is the one
  // the pet met, which says nothing of what the pet is.
  if (watched !== undefined) return { species: undefined, fromEarlierTurn: false };
  // No species named in any turn: the pet's home or habits may still say what it is.
  for (let index = userTurns.length - 1; index >= 0; index -= 1) {
    const species = speciesByClue(userTurns[index]?.content ?? '');
    if (species !== undefined) return { species, fromEarlierTurn: index !== userTurns.length - 1 };
  }
  return { species: undefined, fromEarlierTurn: false };
}

// "the dog's tube", "the dogs' bowl": the animal named only as the owner of a thing.
function onlyAnOwnersName(text: string, species: PetSpecies): boolean {
  const lower = text.toLowerCase().replace(/’/g, "'");
  const mentions = [...lower.matchAll(new RegExp(SPECIES_WORDS[species].source, 'g'))];
  return (
    mentions.length > 0 &&
    mentions.every((mention) => {
      const after = lower.slice(mention.index + mention[0].length);
      return /^'s?\b|^s'/.test(after) && !OWN_BODY.test(after);
    })
  );
}
// "my cat's leg", "the dog's gums": a part of the animal is the animal itself, not its belonging.
const OWN_BODY =
  /^'?s?'? (?:\w+ )?(?:legs?|paws?|eyes?|ears?|face|nose|mouth|tail|belly|tummy|stomach|back|head|neck|skin|fur|coat|gums|tongue|teeth|tooth|foot|feet|claws?|nails?|bottom|bum|chest|breathing|heart|side|lips?|jaw|muzzle|hips?|joints?|wee|pee|urine|poo|poop|vomit|sick)\b/;

// An animal the pet looks at, chases or barks at, not the pet: "staring at the birds", "chasing a
// cat"; or one seen where it was hurt: "we saw a snake with a zigzag on its back", "in the grass
// was a grey snake", "are there any snakes on the moor?", "the farmer sees snakes on that bank".
const WATCHED_OR_CHASED =
  /\b(at|chasing|chases|chased|watching|watches|watched|stalking|stalks|hunting|hunts|catching|catches|caught|saw|seen|spotted|bitten by|bit by|stung by|attacked by|by something|by some sort of|by a sort of|by a kind of|(?:in|under|near|by|behind|beside) the [\w-]+ (?:was|were|lay)|there (?:was|were|are|is)|(?:are|is|were|was) there|sees|see|(?:do|does|did|would|will|can) (?:you|we|they|dogs|cats) get)( (the|a|an|some|any|those|these|all the|next doors?|neighbours?|neighbors?))?( [\w-]+)? $/;
function onlyWatchedOrChased(text: string, species: PetSpecies): boolean {
  const lower = text.toLowerCase().replace(/[’']/g, '');
  // "my snake" owns one; "my husband saw a snake" does not.
  if (new RegExp(OWNERSHIP.source + SPECIES_WORDS[species].source).test(lower)) return false;
  const pattern = new RegExp(SPECIES_WORDS[species].source, 'g');
  const mentions = [...lower.matchAll(pattern)];
  return (
    mentions.length > 0 &&
    mentions.every((mention) =>
      WATCHED_OR_CHASED.test(lower.slice(Math.max(0, mention.index - 40), mention.index)),
    )
  );
}

// "sitting in the corner of the hutch", "barks at the door", "in the vivarium": where a pet lives
// or what it does names its kind when the owner never does. Read only when no species is named
// anywhere in the conversation, and never over a kind of pet the lexicon knows (a guinea pig in
// a hutch, a hamster's cage, fish in a tank).
const SPECIES_CLUES: ReadonlyArray<readonly [PetSpecies, RegExp]> = [
  [
    'rabbit',
    /\b(hutch(es)?|hops? (over|about|around|up)|hopping (over|about|around|up)|bink(y|ies|ied|ying)|(his|her|their|its) (hay|pellets)|(touched|eaten|eating|eat|ate|nibbled) (the|any|his|her|its|their) hay|critical care)\b/,
  ],
  ['reptile', /\b(vivariums?|viv|terrariums?|basking (lamp|spot|bulb)|heat mat|uvb (tube|bulb|light))\b/],
  ['cat', /\b(litter (tray|box)|purr(s|ed|ing)?|meow(s|ed|ing)?|miaow(s|ed|ing)?|scratching post)\b/],
  [
    'dog',
    /\b(barks?|barked|barking|walkies|on (the|his|her|a) lead|(his|her|their|our|my|a|the|morning|evening|long|daily) walks?)\b/,
  ],
];
export function speciesByClue(text: string): PetSpecies | undefined {
  const lower = text.toLowerCase().replace(/[’']/g, '');
  const found = lexicon().match(text);
  if (found.inDomain('kind').length > 0 || found.has('context.fish')) return undefined;
  return SPECIES_CLUES.find(([, clue]) => clue.test(lower))?.[0];
}

/**
 * "my dog ignored the lilies but I found the old tabby chewing them": the animal told after the
 * turn of the sentence, when it is another kind than the one before, is the one in trouble.
 */
export function speciesAfterTheTurn(text: string): PetSpecies | undefined {
  const turn = /\bbut\b/i.exec(text);
  if (turn === null || speciesNamedIn(text).length < 2) return undefined;
  const before = speciesMentionedIn(text.slice(0, turn.index));
  const after = speciesMentionedIn(text.slice(turn.index + turn[0].length));
  return before !== undefined && after !== undefined && after !== before ? after : undefined;
}

/**
 * "the hens were out, the great dane was chasing them. Now he keeps retching": when the first
 * animals named are a flock or a pair, and the signs are told of one ("he", "her") in a sentence
 * that names no animal, they are those of the first animal named alone.
 */
export function speciesOfTheOneAmongMany(text: string): PetSpecies | undefined {
  const lower = text.toLowerCase().replace(/[’']/g, '');
  if (speciesNamedIn(lower).length < 2 || ownedSpecies(lower) !== undefined) return undefined;
  const mentions = speciesMentions(lower);
  const [first] = mentions;
  if (first === undefined || !namedAsMany(lower, first)) return undefined;
  const signsOfOne = lower.split(/(?<=[.!?;])\s+/).some(
    (sentence) =>
      speciesNamedIn(sentence).length === 0 &&
      ONE_ANIMAL.test(sentence) &&
      lexicon()
        .match(sentence)
        .inDomain('symptom')
        .some((symptom) => !DESCRIPTIVE_WORDS.has(symptom)),
  );
  if (!signsOfOne) return undefined;
  return mentions.find((mention) => !namedAsMany(lower, mention))?.species;
}
const ONE_ANIMAL = /\b(he|she|hes|shes|him|his|her)\b/;
const namedAsMany = (text: string, mention: SpeciesMention) =>
  text.slice(mention.index, mention.index + mention.length).endsWith('s');

// "so it was the cat", "it must have been the puppy": the animal the owner settles on.
const SETTLED_ON =
  /\b(?:it|that|this) (?:was|is|must have been|must be|has to be|has to have been|can only be|could only be) (?:the|our|my) (?:\w+ )?\w+/g;

/** "the rabbit was shut in her pen so it was the cat": the kind the owner says it must have been. */
export function speciesSettledOn(text: string): PetSpecies | undefined {
  const lower = text.toLowerCase().replace(/[’']/g, '');
  const settled = [...lower.matchAll(SETTLED_ON)].flatMap((match) => speciesNamedIn(match[0]));
  return settled.length === 1 ? settled[0] : undefined;
}

// "the dog is fine", "our cat seems ok": an animal named as well, beside another that is not.
const SAID_WELL =
  /\b(?:the|my|our|his|her|their) (?:\w+ )?(\w+?)s? (?:is|are|seems?|looks?|was|were) (?:totally |completely |perfectly |absolutely )?(?:fine|ok|okay|normal|well|alright|all right|unaffected|grand)\b/g;

/**
 * "did both of them ... The dog is fine. Salem has been shaking": when the animal named in the
 * question is said to be well and the conversation named one other kind, the signs are the other's.
 */
export function speciesBesideTheOneSaidWell(
  text: string,
  earlierTurns: readonly string[],
): PetSpecies | undefined {
  const lower = text.toLowerCase().replace(/[’']/g, '');
  const well = new Set([...lower.matchAll(SAID_WELL)].flatMap((match) => speciesNamedIn(match[0])));
  if (well.size !== 1) return undefined;
  const others = speciesNamedIn([...earlierTurns, text].join('\n')).filter((kind) => !well.has(kind));
  return others.length === 1 ? others[0] : undefined;
}

// "my bun boi is not vibing", "our buns": a rabbit called a bun by its owner, which the words of
// the knowledge base would otherwise read as the currant buns among the grape poisonings.
const BUN_OWNED =
  /\b(my|our|his|her|their|little|lil|baby|poor|sweet) (buns?)\b(?! (?:with|and|for|from|in|on)\b)/gi;
const BUN_EATEN =
  /\b(ate|eaten|eat|eats|eating|chewed|stole|grabbed|had|cross|currant|chelsea|bath|burger|cinnamon|fruit|iced|sticky|bread)\W+(?:\w+\W+){0,3}$/i;

/** The text with a rabbit called a "bun" written as a bunny, so that no food is read in its name. */
export function withBunsAsRabbits(text: string): string {
  return text.replace(BUN_OWNED, (phrase: string, owner: string, bun: string, at: number) =>
    BUN_EATEN.test(text.slice(Math.max(0, at - 40), at + owner.length + 1))
      ? phrase
      : `${owner} ${bun.toLowerCase() === 'buns' ? 'bunnies' : 'bunny'}`,
  );
}
