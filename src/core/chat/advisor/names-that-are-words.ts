import { lexicon } from './lexicon/index.js';
import { namesAnAnimal } from './names-an-animal.js';

// "Rolo the pug", "Brownie the lab": a capitalised word put before the animal it names.
const NAME_BEFORE_ANIMAL = /(?<![\p{L}'’])(\p{Lu}\p{Ll}+) the (\p{L}+)\b/gu;
// "my cat Oreo", "our old lab Brownie", "a kitten called Cocoa": the name after the animal.
const NAME_AFTER_ANIMAL =
  /\b(?:(?:my|our|his|her|their|the)(?: \p{Ll}+)? (\p{Ll}+),? |(?:named|called) )(\p{Lu}\p{Ll}+)\b/gu;
// "left Choco in the car", "iniwan ko si Oreo sa kotse": a capitalised word left somewhere, or
// after the Tagalog article for people and pets ("si", "ni", "kay"), is one who was left.
const NAME_LEFT_SOMEWHERE =
  /\b(?:(?:left|leave|leaving) (\p{Lu}\p{Ll}+) (?:in|inside|alone|outside|sa)|(?:si|ni|kay) (\p{Lu}\p{Ll}+))\b/gu;
const GIVEN_BEFORE =
  /\b(?:give|gave|given|giving|feed|fed|feeding|offer|offered|let|letting|put|rub|rubbed|spray|sprayed|treat|treated|dose|dosed|bought|buy|get|got|make|made)\s+$/i;
// "ate a Rolo", "half a packet of Brownies": the word as the food, whatever its capital.
const AS_A_THING =
  /\b(?:a|an|the|some|of|few|whole|two|three|four|five|six|packet|pack|box|bag|bar|tub|tin|my|our|his|her|their|these|those|any|more|ate|eaten|eat|eats|swallowed|scoffed)\s+$/i;

// "Does Lily need to go in? she's a kitten", "Is Holly ok? he ate...": a capitalised word asked
// about as the one who needs, is or has, with the pet spoken of as he or she in the message.
const NAME_ASKED_ABOUT =
  /(?:^|[.!?]\s+)(?:Does|Is|Has|Did|Should|Will|Can|Could|Was|Would|Must) (\p{Lu}\p{Ll}+)(?:['’]s)? (?!(?:ok|okay|alright|fine|safe|good|bad|better|worse|toxic|poisonous|dangerous|harmful|deadly|pollen|plants?|leaf|leaves|flowers?|stems?|bulbs?|petals?|water|tablets?|pills?|capsules?|gel|cream|syrup)\b)/gu;
// "Lily keeps being sick": a capitalised word opening a sentence as the one that does what only
// an animal does.
const NAME_AS_SUBJECT =
  /(?:^|[.!?]\s+)(\p{Lu}\p{Ll}+) (?:keeps|kept|won['’]?t|can['’]?t|doesn['’]?t|didn['’]?t|hasn['’]?t|isn['’]?t|seems|seemed|needs|threw|ate|licked|chewed|swallowed|vomited|collapsed|jumped|cried|yowled|meowed|barked|is being|has been (?:sick|vomiting|straining|off|lethargic|limping|panting|scratching|hiding|crying))\b/gu;
// Words that open a sentence with a capital and are no one's name.
const NOT_A_NAME =
  /^(?:he|she|it|they|we|you|i|this|that|these|those|there|here|my|our|his|her|their|your|the|an?|what|who|which|someone|somebody|everyone|nobody|mum|mom|dad|vet|baby|puppy|kitten|dog|cat)$/i;
const SPOKEN_OF_AS_A_PET = /\b(?:he|she|his|her|him|hes|shes|he['’]s|she['’]s)\b/i;

// A name that is also a word the advisor reads ("Rolo", "Brownie", "Pepper"), so read as that.
function isAWordItReads(name: string): boolean {
  return lexicon().match(name.toLowerCase()).concepts().length > 0;
}

function petNamesIn(turns: readonly string[]): Set<string> {
  const names = new Set<string>();
  for (const turn of turns) {
    for (const [, name = '', animal = ''] of turn.matchAll(NAME_BEFORE_ANIMAL)) {
      if (namesAnAnimal(animal) && isAWordItReads(name)) names.add(name);
    }
    for (const match of turn.matchAll(NAME_AFTER_ANIMAL)) {
      const [, animal, name = ''] = match;
      // "can I give my dog Advil?": the word after the animal is what it is given.
      if (GIVEN_BEFORE.test(turn.slice(0, match.index))) continue;
      if ((animal === undefined || namesAnAnimal(animal)) && isAWordItReads(name)) names.add(name);
    }
    for (const [, left, named] of turn.matchAll(NAME_LEFT_SOMEWHERE)) {
      const name = left ?? named ?? '';
      if (isAWordItReads(name)) names.add(name);
    }
  }
  const spokenOf = turns.some((turn) => SPOKEN_OF_AS_A_PET.test(turn));
  for (const turn of spokenOf ? turns : []) {
    for (const [, name = ''] of [...turn.matchAll(NAME_ASKED_ABOUT), ...turn.matchAll(NAME_AS_SUBJECT)]) {
      if (!NOT_A_NAME.test(name) && isAWordItReads(name)) names.add(name);
    }
  }
  return names;
}

function escaped(word: string): string {
  return word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * "Rolo the pug was home alone all morning", "how much should Brownie the lab eat?": a pet named
 * after a food or a poison is not that food. Once a turn shows the word as a pet's name, its
 * capitalised uses as a name are left out of every turn's reading; the word used as the thing
 * itself ("he ate a Rolo") is kept.
 */
export function withoutNamesThatAreWords(turns: readonly string[]): string[] {
  const names = petNamesIn(turns);
  if (names.size === 0) return [...turns];
  const asName = new RegExp(
    `(?<![\\p{L}])(?:${[...names].map(escaped).join('|')})(?:['’]s)?(?![\\p{L}])`,
    'gu',
  );
  return turns.map((turn) =>
    turn.replace(asName, (name, offset: number) => {
      const before = turn.slice(0, offset);
      if (AS_A_THING.test(before)) return name;
      // Beside the animal it names ("Rolo the pug", "my cat Oreo") the name says nothing more;
      // alone, it stands for the pet.
      const besideTheAnimal =
        turn.slice(offset + name.length).startsWith(' the ') ||
        namesAnAnimal(/(\p{L}+),?\s*$/u.exec(before)?.[1] ?? '');
      if (besideTheAnimal) return '';
      return /['’]s$/.test(name) ? 'my pet’s' : 'my pet';
    }),
  );
}
