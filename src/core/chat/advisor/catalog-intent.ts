import type { CatalogQuery, MedicalFact, MedicalFilter, CatalogSort } from './catalog-port.js';
import type { PetSpecies } from './knowledge/types.js';
import { kindAsked } from './catalog-kinds.js';
import { exclusionsIn } from './catalog-exclusions.js';
import { lexicon } from './lexicon/index.js';
import { expandTextSpeak } from './lexicon/text-normalizer.js';
import { NUMBER_WORDS } from './number-words.js';
import { speciesMentionedIn } from './species.js';

const CATALOG_LIMIT = 5;
// A superlative answers with the winner first and a couple of runners-up for comparison.
const SUPERLATIVE_LIMIT = 3;
// Animals people ask for that the advisor cannot search by: the catalog files them as OTHER.
const UNSEARCHABLE =
  '(hamsters?|guinea ?pigs?|ferrets?|gerbils?|chinchillas?|mice|rats?|fish|goldfish|horses?|pon(y|ies)|pigs?|goats?|chickens?|hens?|ducks?|tarantulas?|spiders?)';
const ANIMALS = `(dogs?|cats?|pupp(y|ies)|kittens?|felines?|canines?|kitt(y|ies)|doggies|tomcats?|rabbits?|bunn(y|ies)|birds?|parrots?|budgies?|reptiles?|lizards?|snakes?|turtles?|tortoises?|geckos?|pets?|animals?|${UNSEARCHABLE})`;
const ANIMALS_PLURAL =
  '(dogs|cats|puppies|kittens|felines|canines|kitties|doggies|tomcats|rabbits|bunnies|birds|parrots|reptiles|lizards|pets|animals)';
const PLACE = '(here|in (the |your )?(store|shop|shelter|catalog|catalogue)|in your care)';
const OFFERED =
  '(available|adoptable|up for adoption|for adoption|for sale|in stock|offered (for (adoption|sale|purchase))?|for purchase|on offer)';
const NOT_A_PET_WANTED =
  '(?! (food|trainers?|walkers?|sitters?|toys?|beds?|insurance|groomers?|names?|breeds?|carriers?))';
const SUPERLATIVE =
  '(cheapest|least expensive|lowest[- ]priced|most affordable|most expensive|priciest|highest[- ]priced|youngest|oldest)';
const PRICE = String.raw`(under|below|less than|cheaper than|up to|no more than|max(imum)?( of)?|within|over|above|more than)\s?(\$|£|€)?(\d{1,6}(?:\.\d{1,2})?)(?![\d.]?\d)(?! ?(years?|yrs?|months?|weeks?|kg|kilos?|lbs?|pounds weight|%))`;

// A price range: "between 50 and 100", "from $40 to $80", "50-100". Not an age, a weight, a
// count or a time ("between 8 and 12 weeks", "2 to 3 times a day").
const PRICE_RANGE = String.raw`(?:\$|£|€)?(\d{1,6}(?:\.\d{1,2})?)\s?(?:and|to|-|–)\s?(?:\$|£|€)?(\d{1,6}(?:\.\d{1,2})?)(?! ?(?:\d|years?|yrs?|months?|weeks?|days?|hours?|minutes?|mins?|times?|kg|kilos?|lbs?|pounds weight|g|grams?|cm|%|am|pm|mg|ml|cups?|meals?|walks?|(?:a|an|per|each|every) (?:month|week|year|day)))`;
const RANGE_ASKED = new RegExp(String.raw`\b(between|from) ${PRICE_RANGE}|(\$|£|€)${PRICE_RANGE}`);

// "any idea why my dog is shaking?", "any reason she'd drool?": a question opened with "any", not
// a request for what the shop has.
const NOT_ASKED_OF_THE_SHOP =
  '(?! (ideas?|reasons?|clues?|thoughts?|advice|help|tips|suggestions?|way|chance|risk|danger|harm|concerns?|point|signs?|news|updates?|words?|explanation|cure|remedy|treatment|experience|one|body)\\b)';

// Phrasings that ask what the store has, as opposed to how to care for a pet. Each names the
// animals, so "do you have tips?" or "is the vaccine available?" stay care questions.
const STRONG_CUES = [
  new RegExp(`\\b${ANIMALS} (\\w+ ){0,3}${OFFERED}\\b|\\b(available|adoptable) ${ANIMALS}\\b`),
  new RegExp(`\\b(do|did) you (still |currently )?(have|got) (any |a |an )?(\\w+ ){0,2}${ANIMALS}\\b`),
  new RegExp(`\\b(have you got|are there any|is there (any|an?)|got any) (\\w+ ){0,2}${ANIMALS}\\b`),
  new RegExp(`^\\s*any\\b${NOT_ASKED_OF_THE_SHOP} (\\w+ ){0,2}${ANIMALS}\\b`),
  // "got a girl bunny?", "u got any snakes": a bare "got" opening a question asks the shop.
  new RegExp(`^\\W*(you |u |ya )?got (a |an |any |some )?(\\w+ ){0,2}${ANIMALS}\\b`),
  // "how many reptiles are there?", "count your cats": a count of the pets on offer.
  new RegExp(
    `\\bhow many (?!(species|kinds|types|breeds)\\b)(\\w+ )?${ANIMALS_PLURAL} (are there|are (available|left|for adoption|up for adoption|in stock|for sale)|do you (have|got)|have you got|(have|got) you|you got|can (i|we) (adopt|choose from))\\b|\\bcount (your|the|all|all the|all your) (\\w+ )?${ANIMALS_PLURAL}\\b`,
  ),
  new RegExp(`\\bwhat (\\w+ )?${ANIMALS} (do you have|have you got|can (i|we) adopt)\\b`),
  new RegExp(`\\b${ANIMALS}\\b.*\\bwhat (do you have|have you got)\\b`),
  /\b(what|who) (do you have|have you got|is|are) (currently )?(available|up for adoption|for adoption)\b/,
  new RegExp(`\\bwhich (of (your|the) )?(\\w+ )?${ANIMALS_PLURAL}\\b(?! breeds?)`),
  new RegExp(`\\b${ANIMALS} ${PLACE}`),
  new RegExp(`\\b(show|list) (me )?(your |the |all |some |any )?(\\w+ )?${ANIMALS_PLURAL}\\b`),
  new RegExp(
    `\\b(looking for|looking to adopt|want to adopt|hoping to adopt|interested in adopting) (a |an |some |two )?(\\w+ ){0,2}${ANIMALS}\\b${NOT_A_PET_WANTED}`,
  ),
  new RegExp(`\\b${SUPERLATIVE}\\b.{0,40}\\b${ANIMALS}\\b|\\b${ANIMALS}\\b.{0,40}\\b${SUPERLATIVE}\\b`),
  new RegExp(`\\b${ANIMALS}\\b.{0,60}\\b${PRICE}|\\b${PRICE}.{0,20}\\b${ANIMALS}\\b`),
  new RegExp(`\\b${ANIMALS}\\b.{0,60}${RANGE_ASKED.source}`),
  // "show me everything under 60", "anything for less than 50?": the whole shop, within a price.
  new RegExp(`\\b(everything|anything|something|whatever)\\b.{0,20}\\b${PRICE}`),
];

// "show me everything you have", "the full list": every pet on offer, no animal named.
const WHOLE_CATALOG =
  /^\W*(whats|what is|what are|who is|whos|who are|what pets are|which pets are|what animals are)( \w+)? (available|up for adoption|for adoption|on offer|for sale|in stock|looking for a home)\b|\bwho (can|could) (i|we) (adopt|take home|buy)\b|\bprice ?list\b|^\W*(anything|something|any pets?)( \w+)? (cheap|cheaper|affordable|inexpensive|small|little|cuddly|young|quiet|calm|friendly)\b|\b(can|could|may) (i|we) (see|meet|visit|look at|view) (the |your |some |any |all )?(\w+ )?(dogs|cats|puppies|kittens|rabbits|bunnies|birds|reptiles|lizards|snakes|pets|animals)\b|\b(show|list|see|send)( me)? (everything|all)( you (have|got)| youve got| available| on offer)?\s*[.?!]*$|\b(everything|all) (you have|you got|youve got|available|on offer|in stock)\b|\b(full|whole|complete|entire) (list|catalog|catalogue|range)\b/;

// The kinds of pet a shop offers, as a request names them: not a breed ("are beagles good with
// kids?" asks about beagles in general).
const ANIMALS_ASKED_FOR =
  /\b(dogs?|doggies|doggos|pups?|puppies|cats?|kitties|kittens?|rabbits?|bunnies|birds?|reptiles?|lizards?|snakes?|pets?|animals?|anything|something)\b/;
const ASKS_IN_GENERAL =
  /^\W*(are|is|do|does|can|could|should|would|how|why|when|what is|whats the best|what are|what \w+ (do|does|should|can|would))\b/;

// "a 6 month old kitten of 3 kilos: daily calories?" asks how much to feed, not for kittens.
const ABOUT_FEEDING =
  /\b(feed|fed|food|calories|kcal|eat|eats|eating|meals?|portions?|kg|kilos?|kilograms?|lbs?|grams)\b/;
// "kitten or adult cat?", "guinea pig or rabbit?": a choice to be advised on, not a request.
const CHOICE =
  /\b(kittens?|pupp(y|ies)|cats?|dogs?|rabbits?|bunn(y|ies)|guinea pigs?|hamsters?|adults?|older|seniors?|young|male|female|boy|girl) or (an? |one |two )?(\w+ )?(kittens?|pupp(y|ies)|cats?|dogs?|rabbits?|bunn(y|ies)|guinea pigs?|hamsters?|adults?|older|seniors?|young|male|female|boy|girl)\b/;
const OWN_PET_WORDS =
  /\b(my|our|mine|ours|i have|ive got|we have|weve got|i got|we got|just (got|adopted|brought home|rescued)|adopted (a|an|our|my)|rescued (a|an)|(i am|im|we are|were) (the |a )?(proud |new )?owners? of|i own|we own)\b/;
// "partner's older cat", "the neighbours old dog": someone's own animal, told of, not asked for.
const SOMEONES_PET = new RegExp(
  `\\b(partner|husband|wife|boyfriend|girlfriend|mum|mom|mother|dad|father|nan|nana|gran|granny|grandma|grandad|grandpa|grandparent|parent|neighbou?r|friend|flatmate|roommate|housemate|sister|brother|aunt|auntie|uncle|cousin|niece|nephew|son|daughter|boss|landlord|landlady|colleague)s (\\w+ ){0,2}${ANIMALS}\\b`,
);
const namesOwnersPet = (text: string) => OWN_PET_WORDS.test(text) || SOMEONES_PET.test(text);

/** "small doggies for less than 100?", "big dogs?", "anything under $50?": animals and a filter. */
function filtersNamedAnimals(text: string): boolean {
  if (!ANIMALS_ASKED_FOR.test(text) || ASKS_IN_GENERAL.test(text) || NOT_PETS.test(text)) return false;
  // "my elderly cat is losing weight", "we just adopted a kitten": the owner's own pet.
  if (namesOwnersPet(text) || ABOUT_FEEDING.test(text) || CHOICE.test(text)) return false;
  if (CARE_QUESTION.test(text) && !/\b(which|any)\b/.test(text)) return false;
  // "I heard big dogs can get bloat, what are the signs?": a condition of such animals, asked about.
  if (HEALTH_OF_SUCH_ANIMALS.test(text)) return false;
  // "male dog neuter age?", "neuter a big pup early or wait?": when to have the operation done.
  if (OPERATION_TIMING.test(text)) return false;
  return namesAFilter(parseCatalogQuery(text, undefined));
}

const ADOPTED_HERE =
  /\b(?:(?:from|off) (?:your|ur|the) (?:shop|store|shelter)|(?:got|bought|adopted|purchased|rehomed|brought home) (?:\w+ ){0,3}(?:from|off|at) (?:you|your|here|the shop))\b/;
const HEALTH_OF_SUCH_ANIMALS =
  /\b(signs?|symptoms?|prone to|suffer|(can|could|may|might|likely to) get|at risk|illness(es)?|diseases?|conditions?|prepared|prepare|be ready)\b/;

const OPERATION_TIMING =
  /\b(neuter|neutering|spay|spaying|castrate|castrating|castration|desex|desexing) (\w+ ){0,3}(age|early|earlier|late|later|wait|waiting|when)\b|\b(age|when) (to )?(\w+ ){0,3}(neuter|spay|castrate|desex)/;

// "cat suitable for an apartment?", "which cat would fit a small flat": a pet for a home.
const SUITS_A_HOME = new RegExp(
  `^\\W*(a |an |any |which )?(\\w+ )?${ANIMALS} (\\w+ ){0,2}(suitable|suited|good|ok|okay|right|ideal|perfect|best|would (suit|fit|work|be good))( for)? (a |an |my |our |small |tiny |big )*(apartment|flat|condo|family|families|kids|children|first[- ]time|beginner|beginners|small home|house)`,
);
function suitsAHome(text: string): boolean {
  return (
    SUITS_A_HOME.test(text) ||
    /\bwhich (\w+ )?(dog|cat|rabbit|pet|animal) (would|will|could|should) (suit|fit|work)\b/.test(text)
  );
}

// "what costs the most in your shop?": an ordering of what the shop has, no animal named.
function ordersTheShop(text: string): boolean {
  const found = lexicon().match(text);
  const ordered = ORDERINGS.some((ordering) => found.has(`intent.${ordering}`));
  return (
    ordered &&
    /\b(you have|you got|youve got|your (shop|store|shelter)|in (the|your) (shop|store|shelter)|available|here|on offer)\b/.test(
      text,
    )
  );
}

// "small dogs for an apartment?": a short description of the pet wanted, no care question.
const WISH_LIST = new RegExp(
  `\\b(small|little|tiny|medium|large|big|young|senior|older|calm|quiet|friendly|female|male)\\b.*\\b${ANIMALS}\\b.*\\bfor (a |an |my |our )?(apartment|flat|family|families|kids|children|home|house|first[- ]time|senior)`,
);
const CARE_QUESTION =
  /\b(how|why|should|when|is it|are they|can (i|my|you)|do (i|they)|does|feed|train|vet|normal|is (that|this)|worr(y|ied)|feeding)\b/;

// Amounts and ages written in words or short: "under a hundred", "two yrs old".
const NUMBER_WORD = new RegExp(
  `\\b(${Object.keys(NUMBER_WORDS).join('|')})\\b(?= ?(years?|yrs?|months?|mos?|weeks?|dollars|bucks|quid|pounds|euros|usd)\\b)`,
  'g',
);
// Amounts of ten or more only: "more than two cats" is a count, not a price.
const AMOUNT_WORDS = Object.keys(NUMBER_WORDS).filter((word) => (NUMBER_WORDS[word] ?? 0) >= 10);
const PRICE_BOUND_WORD = new RegExp(
  `\\b(under|below|less than|cheaper than|up to|no more than|over|above|more than) (${AMOUNT_WORDS.join('|')})\\b(?! ?(years?|yrs?|months?|weeks?|days?|kg|kilos?|lbs?|pets?|animals?|dogs?|cats?|of))`,
  'g',
);
function withDigits(text: string): string {
  return text
    .replace(/\b(a|one) hundred\b/g, '100')
    .replace(new RegExp(`\\b(${Object.keys(NUMBER_WORDS).join('|')}) hundred\\b`, 'g'), (_, word: string) =>
      String((NUMBER_WORDS[word] ?? 0) * 100),
    )
    .replace(NUMBER_WORD, (word) => String(NUMBER_WORDS[word] ?? word))
    .replace(/\b(\d+) ?(yrs?|y\/o|yo)\b/g, '$1 years')
    .replace(/\b(\d+) ?(mos?|mths?|mnths?)\b/g, '$1 months')
    .replace(/\b(\d+) ?(bucks|quid|dollars|pounds|euros)\b/g, '$1');
}

// "less than fifty", "under twenty": an amount after a price bound is a number too.
const withPriceAmounts = (text: string) =>
  text.replace(
    PRICE_BOUND_WORD,
    (_, bound: string, word: string) => `${bound} ${NUMBER_WORDS[word] ?? word}`,
  );

// "we bought our rabbit from your store last month", "the pipette for dogs I bought in your shop":
// where the owner's pet or product came from, told as its history, asks the shop for nothing.
const BOUGHT_HERE_BEFORE =
  /\b((?:adopted|bought|got|purchased|picked up|took home|brought home)\b[^.?!,]{0,30}?)\b(?:from (?:you|you guys)|(?:from|in|at) your (?:shop|store|shelter|centre|center|place))\b/g;

const normalize = (question: string) =>
  withDigits(
    withPriceAmounts(
      expandTextSpeak(question.toLowerCase().replace(/[’']/g, '')).replace(BOUGHT_HERE_BEFORE, '$1'),
    ),
  );

// Things a store sells that are not pets: "do you sell dog food?" is not a request for dogs.
const NOT_PETS =
  /\b(food|foods|kibble|treats?|toys?|beds?|bowls?|leads?|leash(es)?|collars?|harness(es)?|cages?|hutch(es)?|tanks?|vivarium|crates?|carriers?|supplies|accessories|insurance|litter|shampoo|medicines?|tips|advice|info|information|recommendations?|suggestions?|books?|classes|training|grooming|services?|bait|poison|products?|oils?|supplements?|boarding|daycare|sitting|walking|walks|visits|appointments?|deliver(y|ies)|surgery|operations?|consultations?|check ?ups?|nail clipping|microchipping|neutering|spaying|sprays?|repellents?|flea|wormers?|vaccines?|vaccinations?|jabs|boosters?|mats?|box(es)?|removers?|muzzles?|brush(es)?|combs?|tweezers|chocolates?|coats?|jackets?|jumpers?|boots|fountains?|feeders?|scratching posts?|cat flaps?|gates?|playpens?|wipes|puppy pads|heat lamps?|heaters?|thermometers?|clippers|chews?)\b/;
// "what can I buy to stop him eating grass?": a purchase for a purpose is a product, not a pet.
const BUY_FOR_A_PURPOSE =
  /\b(buy|get|sell|stock|order)\b[^.?!]{0,25}\bto (stop|help|prevent|keep|calm|treat|cure|ease|deter|clean|soothe)\b/;
// "have you got dog food?", "dog safe chocolate treats": the animal says what a product is for.
// "a pet safe antifreeze", "dog-proof bins": safe or proof for an animal says a product.
const ANIMAL_NAMES_A_PRODUCT = new RegExp(
  `\\b${ANIMALS}( (safe|friendly|proof|specific))? ${NOT_PETS.source}|\\b${ANIMALS}[ -](safe|proof) \\w+`,
);
const OWNER_HAS =
  /\b(we|i) (dont |do not |never |already |still |havent |have not |hadnt |had not |aint )?(have|got|keep)\b/;
const ADDRESSES_THE_SHOP = /\b(you|u|ya|your|yours|shop|store|shelter)\b/;
const ORDERINGS = ['cheapest', 'priciest', 'youngest', 'oldest'] as const;
const CHEAP = /\b(cheap|cheapish|affordable|inexpensive)\b/;

const FOR_THE_ANIMAL =
  /\b(anything|something|stuff|things?) (for|to help|that (helps|works|would help)) (a |an |my |our |the )?(\w+ )?(\w+) (with|that|who|which|whos|thats)\b/;

/**
 * The concepts of a request for pets, in any word order: a store verb ("do you sell", "got
 * any") or an ordering ("costs the least") about an animal, and no product or advice.
 */
const AMOUNT_OF_CARE =
  /\bhow (much|many) (\w+ )?(veg|veggies|vegetables?|greens|hay|food|pellets|fruit|treats|water|exercise|walking|sleep|space|attention|play|meals?|calories)\b/;

function asksForPets(text: string): boolean {
  const found = lexicon().match(text);
  const animal =
    speciesMentionedIn(text) !== undefined ||
    found.inDomain('kind').length > 0 ||
    /\b(pets?|animals?)\b/.test(text) ||
    // "do you have a pony?": an animal the shelter may not have is still a request for one.
    new RegExp(`\\b${UNSEARCHABLE}\\b`).test(text);
  if (!animal || NOT_PETS.test(text)) return false;
  // "do you have anything for a dog with itchy skin?": something for the animal, not the animal.
  if (FOR_THE_ANIMAL.test(text) || BUY_FOR_A_PURPOSE.test(text)) return false;
  // "Pepper the frenchie from your shop pants a bit, how do I keep her cool?": a pet adopted here.
  if (ADOPTED_HERE.test(text) && CARE_QUESTION.test(text)) return false;
  // "how much are your dogs?", "price of your guinea pig?": the store's prices, not care costs.
  // "how much veg should the guinea pigs get?": an amount of food or care, not a price.
  const storePrice =
    found.has('intent.price-ask') &&
    !AMOUNT_OF_CARE.test(text) &&
    (/\b(your|you)\b/.test(text) ||
      /\b(the|these|those) (\w+ )?(dogs|cats|puppies|kittens|rabbits|bunnies|birds|reptiles|lizards|snakes|turtles|guinea pigs|pets|animals)\b/.test(
        text,
      ));
  // "we don't have any lilies at home": the owner says what the home has, not asking the shop.
  const ownerSaysWhatTheyHave = OWNER_HAS.test(text) && !ADDRESSES_THE_SHOP.test(text);
  // "any small doggos?", "got any bunnies?": a bare "any" opening asks what there is.
  // "any idea why my dog is shaking?", "any reason she'd drool?": a question opened, not the shop.
  const anyOpening = new RegExp(`^\\W*(any|got any|have you any)\\b${NOT_ASKED_OF_THE_SHOP}`).test(text);
  return (
    (found.has('intent.store-has') && !ownerSaysWhatTheyHave) ||
    storePrice ||
    anyOpening ||
    ORDERINGS.some((ordering) => found.has(`intent.${ordering}`))
  );
}

// "bunnies?", "any lizards pls": a message of little more than an animal asks what there is.
const FILLER = new Set([
  'any',
  'some',
  'the',
  'your',
  'please',
  'pls',
  'plz',
  'now',
  'today',
  'available',
  'then',
  'and',
  'or',
  // "actually turtles instead", "ok, kittens then": a change of mind around the animal.
  'actually',
  'instead',
  'maybe',
  'perhaps',
  'ok',
  'okay',
  'hmm',
  'rather',
  'also',
  'too',
  'well',
  'just',
  'oh',
]);
// "cheap reptile?", "small female kitties?": what the pet should be, said in one word.
const DESCRIPTORS = new Set([
  'cheap',
  'cheapish',
  'affordable',
  'inexpensive',
  'small',
  'little',
  'tiny',
  'big',
  'large',
  'young',
  'female',
  'male',
  'friendly',
  'calm',
  'quiet',
  'cute',
]);
const MAX_BARE_WORDS = 4;
function bareAnimalRequest(
  text: string,
  moreFiller: ReadonlySet<string> = new Set(),
  maxWords = MAX_BARE_WORDS,
): boolean {
  const words = text.split(/[^a-z0-9]+/).filter((word) => word !== '');
  if (words.length === 0 || words.length > maxWords) return false;
  const rest = words.filter((word) => !FILLER.has(word) && !DESCRIPTORS.has(word) && !moreFiller.has(word));
  const found = lexicon().match(rest.join(' '));
  const animalWords = [...found.inDomain('animal'), ...found.inDomain('kind')];
  return (
    animalWords.length > 0 && rest.every((word) => lexicon().match(word).concepts().some(isAnimalConcept))
  );
}
const isAnimalConcept = (concept: string) => concept.startsWith('animal.') || concept.startsWith('kind.');

// "anything but dogs?", "got something that isn't a cat": what there is, with a species left out.
const ASKS_FOR_OTHERS =
  /^\W*(anything|something|any|got|have you|do you have|what (do you have|have you got))\b|\b(pets?|animals?|adopt\w*|what else|anything else)\b/;
function asksForOtherSpecies(text: string): boolean {
  if (namesOwnersPet(text) || NOT_PETS.test(text)) return false;
  return ASKS_FOR_OTHERS.test(text) && exclusionsIn(text).species.length > 0;
}

const PRICE_ASKED = new RegExp(`\\b${PRICE}`);

// "is there a german shepherd available?", "got a dachshund", "any beagles up for adoption": a
// breed or a kind asked for, however spelt (the lexicon reads it).
const KIND_WANTED =
  /\b(?:is there|are there|have you got|got|looking for|hoping for|interested in|after) (?:any |an? |some )?((?:\w+ ){0,2}\w+)/g;
const KIND_OFFERED = new RegExp(`((?:\\w+ ){1,3})(?:still |currently )?${OFFERED}\\b`, 'g');
// "is there a snake in my garden?" finds one at home, not in the shop.
const PLACE_AWAY_FROM_SHOP =
  ' (?:\\w+ )?(?:in|on|under|near|inside|behind|outside|around|by) (?:my|our|the) (?!shop|store|shelter|catalog|catalogue|website|site|list)';
const AT_HOME = new RegExp(`^${PLACE_AWAY_FROM_SHOP}`);
// "is there a snake in the shed?": an animal found about the place, not one the shop offers.
const FOUND_ABOUT_THE_PLACE = new RegExp(
  `\\b(is|are) there (an?|any|some) (\\w+ ){0,2}${ANIMALS}${PLACE_AWAY_FROM_SHOP}`,
);
function asksForAKind(text: string): boolean {
  if (NOT_PETS.test(text)) return false;
  const wanted = [...text.matchAll(KIND_WANTED)].some((match) => {
    const words = (match[1] ?? '').split(' ');
    const start = (match.index ?? 0) + match[0].length - (match[1] ?? '').length;
    // The shortest run of words that names a kind, and what follows it.
    for (let count = 1; count <= words.length; count += 1) {
      const phrase = words.slice(0, count).join(' ');
      if (kindAsked(phrase) !== undefined) return !AT_HOME.test(text.slice(start + phrase.length));
    }
    return false;
  });
  return wanted || [...text.matchAll(KIND_OFFERED)].some((match) => kindAsked(match[1] ?? '') !== undefined);
}

// "show me the doggos", "list us your geckos": animals of any name, shown to the asker.
const SHOW_ME =
  /\b(?:show|list) (?:me|us) (?:your |the |all |all the |all your |some |any )?((?:\w+ )?\w+s)\b/g;
function asksToSeeAnimals(text: string): boolean {
  return [...text.matchAll(SHOW_ME)].some((match) => {
    const last = (match[1] ?? '').split(' ').at(-1) ?? '';
    return speciesMentionedIn(last) !== undefined || kindAsked(last) !== undefined;
  });
}

// "whats the turtle situation?", "rabbit options?": what there is of an animal, in a word.
const STOCK_WORDS = new Set([
  'situation',
  'options',
  'selection',
  'availability',
  'stock',
  'lineup',
  'choices',
  'whats',
  'hows',
  'what',
  'is',
  'about',
  'on',
  'like',
  'with',
  'for',
  'how',
  'are',
]);
const MAX_STOCK_WORDS = 6;
const STOCK_WORD = /\b(situation|options|selection|availability|stock|lineup|choices)\b/;

// "nah changed my mind, kittens?": a short message whose last clause is an animal alone.
const MAX_CHATTY_WORDS = 8;
function endsWithBareAnimal(text: string): boolean {
  const clauses = text.split(/[,;.!?]+/).filter((clause) => clause.trim() !== '');
  const last = clauses.at(-1);
  if (clauses.length < 2 || last === undefined || text.split(/\s+/).length > MAX_CHATTY_WORDS) return false;
  const found = lexicon().match(text);
  const signs = found.inDomain('symptom').length > 0 || found.inDomain('toxin').length > 0;
  return !signs && bareAnimalRequest(last.trim());
}

// "she has read every bunny book going. which rabbits do you have?": a product or a place named
// in a sentence before a plain request for pets, which is still the request.
function asksLastForPets(text: string): boolean {
  const sentences = text.split(/[.!?]+/).filter((sentence) => sentence.trim() !== '');
  const last = sentences.at(-1)?.trim();
  if (sentences.length < 2 || last === undefined) return false;
  if (FOUND_ABOUT_THE_PLACE.test(last) || ANIMAL_NAMES_A_PRODUCT.test(last) || NOT_PETS.test(last))
    return false;
  return STRONG_CUES.some((cue) => cue.test(last));
}

const NAMES_A_POISON = (text: string): boolean =>
  lexicon()
    .match(text)
    .inDomain('toxin')
    .some((toxin) => toxin !== 'general-poison');

// "are there any snakes on the moor that could hurt a dog?": wild animals as a danger to a pet.
const ANIMALS_AS_A_DANGER = new RegExp(
  `\\b${ANIMALS}\\b.{0,40}\\b((could|can|might|would|will|that) (hurt|harm|bite|kill|attack|sting|poison)|venomous|poisonous|dangerous|deadly)\\b`,
);

export function isCatalogQuestion(question: string): boolean {
  const text = normalize(question);
  if (ANIMALS_AS_A_DANGER.test(text)) return false;
  if (FOUND_ABOUT_THE_PLACE.test(text) || ANIMAL_NAMES_A_PRODUCT.test(text)) return asksLastForPets(text);
  if (STRONG_CUES.some((cue) => cue.test(text)) || WHOLE_CATALOG.test(text)) return true;
  // "are lilies dangerous for cats? I want a bouquet for my flat", "how should I store ibuprofen
  // with a puppy about?": a poison named makes it a question of safety, not a request for pets.
  if (NAMES_A_POISON(text)) return false;
  if (asksToSeeAnimals(text) || asksForAKind(text)) return true;
  // "got anything cute and cheap?": the whole shop, described.
  if (
    lexicon().match(text).has('intent.store-has') &&
    /\b(anything|something)\b/.test(text) &&
    (CHEAP.test(text) ||
      /\b(small|little|tiny|young|cute|cuddly|friendly|calm|quiet|kids?|child(ren)?|famil(y|ies))\b/.test(
        text,
      )) &&
    !NOT_PETS.test(text)
  ) {
    return true;
  }
  // "what have you got for under 40?": the whole shop, within a price.
  if (lexicon().match(text).has('intent.store-has') && PRICE_ASKED.test(text) && !NOT_PETS.test(text)) {
    return true;
  }
  if (STOCK_WORD.test(text) && bareAnimalRequest(text, STOCK_WORDS, MAX_STOCK_WORDS)) return true;
  if (endsWithBareAnimal(text)) return true;
  if (asksForOtherSpecies(text)) return true;
  if (filtersNamedAnimals(text) || suitsAHome(text) || ordersTheShop(text)) return true;
  if (bareAnimalRequest(text)) return true;
  if (asksForPets(text)) return true;
  return WISH_LIST.test(text) && !CARE_QUESTION.test(text);
}

/**
 * "which is best with kids?", "which ones are under 100?" right after a listing: the question
 * names a filter of the catalog (children, size, sex, age, price) and nothing else to search by.
 */
export function narrowsListing(question: string): boolean {
  const text = normalize(question);
  // "which of them are lizards?": a kind within the listing's species.
  if (/\b(which|any)\b/.test(text) && kindAsked(text) !== undefined && !NOT_PETS.test(text)) return true;
  // "only the girls", "just the small ones": the listing kept to one filter.
  if (!/\b(which|any|are|only|just)\b/.test(text) || NOT_PETS.test(text)) return false;
  return namesAFilter(parseCatalogQuery(text, undefined));
}

/** "which one is the youngest?" after a listing: a superlative over the pets just shown. */
export function asksSuperlative(question: string): boolean {
  return sortAsked(normalize(question)) !== undefined;
}

/** The question without the animals it leaves out, for reading the kind asked for. */
export function withoutExclusions(question: string): string {
  return exclusionsIn(normalize(question)).rest;
}

// "what kinds of animals do you have?", "which species do you offer": the range, not a listing.
const KINDS_ASKED =
  /\b(what|which) (kinds?|types?|sorts?|species|varieties)( of (animals?|pets?|critters|creatures))?\b/;

/** Whether a catalog question asks what kinds of animal the shop has, rather than for pets. */
export function asksForKinds(question: string): boolean {
  const text = normalize(question);
  // "what kind of guinea pigs do you have?" asks for guinea pigs.
  const animalNamed = speciesMentionedIn(text) !== undefined || kindAsked(text) !== undefined;
  return (
    KINDS_ASKED.test(text) &&
    !animalNamed &&
    !namesAFilter(parseCatalogQuery(text, undefined)) &&
    sortAsked(text) === undefined
  );
}

/** An animal the catalog cannot be searched for ("hamsters"), to say so instead of listing others. */
export function unsearchableAnimal(question: string): string | undefined {
  return new RegExp(`\\b${UNSEARCHABLE}\\b`).exec(normalize(question))?.[1];
}

const SORTS: Record<(typeof ORDERINGS)[number], CatalogSort> = {
  cheapest: 'price-asc',
  priciest: 'price-desc',
  youngest: 'age-asc',
  oldest: 'age-desc',
};

// "of the lowest age", "the highest age": an age ordering said with a word that alone orders by
// price, so the age is read first.
const BY_AGE_FIRST = ['youngest', 'oldest', 'cheapest', 'priciest'] as const;
// "the youngest is four", "my eldest", "our oldest son": the asker's children, not an ordering.
const PEOPLES_RANK = new RegExp(
  `\\b(my|our|his|her|their) (youngest|oldest|eldest)\\b|\\bthe (youngest|oldest|eldest) (is|was|turned|just turned|turns|will be|being) (\\d+|${Object.keys(NUMBER_WORDS).join('|')})\\b|\\b(youngest|oldest|eldest) (child|children|kids?|sons?|daughters?|grandchild|grandchildren|grandsons?|granddaughters?|brother|sister|sibling)\\b`,
  'g',
);

function sortAsked(text: string): CatalogSort | undefined {
  const found = lexicon().match(text.replace(PEOPLES_RANK, ' '));
  const ordering = BY_AGE_FIRST.find((candidate) => found.has(`intent.${candidate}`));
  return ordering === undefined ? undefined : SORTS[ordering];
}

// A budget said as what the owner has or can spend: "i only have 100 dollars", "my budget is
// $80", "we can afford 120 tops". The amount is the most they will pay.
const BUDGET =
  /\b(budget (of |is )?|only (have|got) |(have|got) only |(can|could) (only )?(afford|spend|pay) (up to )?)(\$|£|€)?(\d{1,6}(?:\.\d{1,2})?)(?! ?(years?|yrs?|months?|weeks?|kg|kilos?|lbs?|%))/g;

// Money put by for the fee: "we've put about 160 aside", "saved up $90 for it". The most they
// will pay.
const SET_ASIDE =
  /\b(put|set|saved|saving|kept|got) (up )?(about |around |roughly |nearly |almost |just over |just under )?(\$|£|€)?(\d{1,6}(?:\.\d{1,2})?)(?![\d.]?\d) ?(aside|away|by|saved|put by|for the (fee|adoption))\b/g;

function priceBounds(text: string, query: CatalogQuery): void {
  const range = RANGE_ASKED.exec(text);
  if (range !== null) {
    const [low, high] = [range[2] ?? range[5], range[3] ?? range[6]].map((amount) => Number(amount));
    if (low !== undefined && high !== undefined && low < high) {
      query.minPriceMinor = Math.round(low * 100);
      query.maxPriceMinor = Math.round(high * 100);
      return;
    }
  }
  for (const match of text.matchAll(BUDGET)) query.maxPriceMinor = Math.round(Number(match[10]) * 100);
  for (const match of text.matchAll(SET_ASIDE)) query.maxPriceMinor = Math.round(Number(match[5]) * 100);
  for (const match of text.matchAll(new RegExp(PRICE, 'g'))) {
    const minor = Math.round(Number(match[5]) * 100);
    const bound = match[1] ?? '';
    // "under 50" leaves out 50.00 itself; "up to 50" keeps it.
    if (/^(over|above|more than)/.test(bound)) query.minPriceMinor = minor + 1;
    else if (/^(under|below|less than|cheaper than)/.test(bound)) query.maxPriceMinor = minor - 1;
    else query.maxPriceMinor = minor;
  }
}

/** Whether a question names any of a listing's filters: kids, size, gender, age or price. */
export function namesAFilter(query: CatalogQuery): boolean {
  return [
    query.goodWithKids,
    query.size,
    query.gender,
    query.maxAgeMonths,
    query.minAgeMonths,
    query.maxPriceMinor,
    query.minPriceMinor,
    ...Object.values(query.medical ?? {}),
  ].some((filter) => filter !== undefined);
}

/** Turns "small female dogs under 2 years that are good with kids" into catalog filters. */
export function parseCatalogQuery(
  question: string,
  conversationSpecies: PetSpecies | undefined,
): CatalogQuery {
  const text = normalize(question);
  // "cheap reptiles?": the cheapest first.
  const sort = sortAsked(text) ?? (CHEAP.test(text) ? 'price-asc' : undefined);
  const query: CatalogQuery = { limit: sort === undefined ? CATALOG_LIMIT : SUPERLATIVE_LIMIT };
  if (sort !== undefined) query.sort = sort;
  // "anything but dogs", "something small, not a cat": those species are left out, and the
  // conversation's species is not assumed either.
  const exclusions = exclusionsIn(text);
  const named = speciesMentionedIn(exclusions.rest);
  const genericPets = /\b(pets?|animals?)\b/.test(text) || exclusions.species.length > 0;
  const species = named ?? (genericPets ? undefined : conversationSpecies);
  if (species !== undefined) query.species = species;
  else if (exclusions.species.length > 0) query.excludeSpecies = exclusions.species;

  if (
    /\b(kids?|child(ren)?|toddlers?|famil(y|ies)|grandchildren|with (a )?bab(y|ies))\b/.test(
      text.replace(CHILDREN_WANTING, ' '),
    )
  ) {
    // "any pets that are not good with kids?": the ones whose record says no.
    const negated =
      /\b(not|isnt|arent|no) (\w+ )?(good|ok|okay|great|safe|suitable) (with|for|around)\b/.test(text);
    query.goodWithKids = !negated;
  }
  // "small children", "young kids": the size or age of the children, not of the pet.
  // "I don't necessarily need a tiny one": a size ruled out is no size asked for.
  const ofThePet = text.replace(PEOPLES_AGE, ' ').replace(SIZE_RULED_OUT, ' ').replace(SIZE_OF_A_PLACE, ' ');
  if (/\b(small|little|tiny|toy|mini|compact)\b/.test(ofThePet)) query.size = 'small';
  else if (/\bmedium\b/.test(ofThePet)) query.size = 'medium';
  else if (/\b(large|big|giant)\b/.test(ofThePet)) query.size = 'large';
  else if (species === 'dog' && /\b(apartment|flat|condo)\b/.test(text)) query.size = 'small';

  const gender = sexAsked(text);
  if (gender !== undefined) query.gender = gender;

  const under = new RegExp(
    `\\b(under|younger than|less than|below|not yet) ${AGE_AMOUNT} (years?|yrs?|months?)\\b`,
  ).exec(text);
  const over = new RegExp(
    `\\b(over|older than|more than|above|at least) ${AGE_AMOUNT} (years?|yrs?|months?)\\b`,
  ).exec(text);
  // "a dog, but not a puppy": the young word left out asks for an adult.
  // "baby cats": young ones, though a baby alone is the household's ("we have a baby").
  const young =
    /\b(pupp(y|ies)|kittens?|young|bab(y|ies) (cats?|dogs?|rabbits?|bunn(y|ies)|birds?|reptiles?|lizards?|snakes?|turtles?|tortoises?|animals?|pets?))\b/;
  const youngExcluded = young.test(ofThePet) && !young.test(exclusions.rest.replace(PEOPLES_AGE, ' '));
  if (under !== null) query.maxAgeMonths = toMonths(under[2] ?? '', under[3] ?? 'years') - 1;
  else if (young.test(exclusions.rest.replace(PEOPLES_AGE, ' '))) query.maxAgeMonths = 12;
  if (over !== null) query.minAgeMonths = toMonths(over[2] ?? '', over[3] ?? 'years') + 1;
  else if (/\b(senior|older|elderly|mature)\b/.test(ofThePet)) query.minAgeMonths = 84;
  else if (/\badults?\b/.test(text) || youngExcluded) query.minAgeMonths = 12;
  priceBounds(text, query);
  const medical = medicalFilter(text);
  if (Object.keys(medical).length > 0) query.medical = medical;
  return query;
}

// The sex wanted: the last one said and not ruled out, since an earlier one may tell what the
// household had ("we had two female cats ... this time a male"); "tomcats" are males.
const SEX_WORDS = /\b(female|girls?|male|boys?|tom ?cats?)\b/g;
const RULED_OUT = /\b(not|no|nor|rather than|instead of)( an?| the)?\s*$/;
function sexAsked(text: string): 'female' | 'male' | undefined {
  const said = [...text.matchAll(SEX_WORDS)].filter(
    (match) => !RULED_OUT.test(text.slice(0, match.index ?? 0)),
  );
  const last = (said.at(-1) ?? [...text.matchAll(SEX_WORDS)][0])?.[1];
  if (last === undefined) return undefined;
  return /^(female|girl)/.test(last) ? 'female' : 'male';
}

// "vaccinated and microchipped", "already spayed or neutered", "no special needs".
const MEDICAL_WORDS: ReadonlyArray<[MedicalFact, RegExp]> = [
  ['vaccinated', /\b(vaccinated|vaccinations|jabbed|had (its|his|her|their) (jabs|shots))\b/],
  ['spayedNeutered', /\b(spayed|neutered|fixed|desexed|castrated|sterili[sz]ed)\b/],
  ['microchipped', /\b(micro ?chipped|chipped)\b/],
  ['specialNeeds', /\bspecial needs?\b/],
];
const NOT_BEFORE = /\b(not|no|without|un|isnt|arent|free of)\W*(\w+\W+)?$/;

function medicalFilter(text: string): MedicalFilter {
  const filter: MedicalFilter = {};
  for (const [fact, words] of MEDICAL_WORDS) {
    const match = words.exec(text);
    if (match === null) continue;
    filter[fact] = !NOT_BEFORE.test(text.slice(0, match.index));
  }
  return filter;
}

// The people a pet would live with, described: "small children", "older kids", "a young family".
const PEOPLES_AGE =
  /\b(small|little|tiny|young|younger|older|big|grown[- ]up|elderly|senior)( \w+)? (kids?|child(ren)?|ones|toddlers?|grandchildren|grandkids|bab(y|ies)|famil(y|ies)|couples?|people|owners?|person|parents?|lady|man|woman)\b/g;

// The size of what was built or bought for the pet: "a big run in the garden", "a large hutch"
// describe its home, not the pet wanted.
const SIZE_OF_A_PLACE =
  /\b(small|little|tiny|medium|large|big|giant|huge)( \w+)? (runs?|hutch(es)?|cages?|enclosures?|pens?|tanks?|vivariums?|paddocks?|budgets?|cars?)\b/g;

// The children as the ones who want a pet ("the kids have their hearts set on an animal", "my
// kids want a real one"): who is asking, not a pet that must be good with children.
const CHILDREN_WANTING =
  /\b(the|my|our) (\w+ )?(kids|children|grandchildren|grandkids|twins) (have |has )?(their hearts set|hearts set|been (begging|pestering|asking|reading|nagging)|want|wants|would love|are (begging|desperate|set)|keep (asking|begging)|love|adore)\b/g;

// A size said after a negation in the same clause: "doesnt have to be small", "not a tiny one".
const SIZE_RULED_OUT =
  /\b(dont|doesnt|didnt|not|never|isnt|arent|wont)( [a-z]+){0,4}? (small|little|tiny|toy|mini|compact|medium|large|big|giant)\b/g;

// "under 2 years", "under a year", "older than six months".
const AGE_AMOUNT = `(\\d{1,2}|an?|${Object.keys(NUMBER_WORDS).join('|')})`;

function toMonths(amount: string, unit: string): number {
  const count = /^\d+$/.test(amount)
    ? Number(amount)
    : /^an?$/.test(amount)
      ? 1
      : (NUMBER_WORDS[amount] ?? 0);
  return unit.startsWith('y') ? count * 12 : count;
}
