import { lexicon } from './lexicon/index.js';

// "Luna is panting and drooling", "Mister Pickles has been sick", "after the walk, Biscuit's
// been staggering", "Pepper's epilepsy is controlled": a pet called by its name opening a clause
// is this animal now. A pattern, not
// phrases: a name is told by its capital letters, which the lexicon's normalisation folds away.
const NAMED_SUBJECT =
  /(?:^\W*|[,.;:!?]\s+|\b(?:and|but|now|then|today|tonight|think|thinks|thought|guess|guesses|reckon|reckons|believes|suspect|suspects|swears|claims|texted|worried|scared|afraid|says|said|because|cos|coz|if|that|when|so|while|until|after|before|where) )(\p{Lu}[\p{L}]+)(?: \p{Lu}[\p{L}]+)?(?:['’]s(?= (?:been|had|got|just|not|gone|\w+ing)\b)|['’]s \p{Ll}+(?= (?:is|has|was|keeps|looks|seems|are|were|look|have|seem|keep|went|turned|feel|feels|got|gone)\b))? (is|has|was|are|were|look|have|seem|went|turned|feel|feels|might|may|must|could|mightve|mustve|couldve|probably|definitely|possibly|keeps|just|cant|can't|wont|won't|hasnt|hasn't|isnt|isn't|had|ate|got|seems|looks|started|threw|collapsed|vomited|been|pants|staggers|not|gone|fell|fainted|swallowed|chewed|nibbled|licked|drank|sneaked|snuck|nabbed|stole|grabbed|snatched|scoffed|gobbled|wolfed|munched|managed|tried|found|helped|polished|raided|devoured|inhaled|necked|stopped|does|doesnt|doesn't|did|didnt|didn't|eats|eat|knocked|bit|tore|jumped|slipped|cut|hurt|broke|keeps|yelped|screamed|squealed|cried|howled|whimpered|yowled|limped|\w+ing)\b/gu;
// Words that open a clause with a capital but name no pet: "There is", "The wedding is", "Mum is",
// "Saturday was".
const NOT_A_NAME = new Set(
  'i he she it we they you this that these those there here what which who whose when where why how today tonight yesterday everything nothing something someone everyone nobody mum mom dad mother father everybody somebody anyone anything each both all one none the a an my our your his her their its some any no every another monday tuesday wednesday thursday friday saturday sunday january february march april may june july august september october november december christmas easter'.split(
    ' ',
  ),
);
// "a snake has bitten Biscuit", "the gums of Biscuit", "my toddler fed Biscuit a battery",
// "Biscuit's gums are grey": a pet called by its name as the one something happens to.
const NAMED_OBJECT =
  /\b(?:fed|gave|give|given|bitten|bit|stung|found|seen|saw|caught|checked|check|on|of|onto|into)\s+(\p{Lu}[\p{L}]+)\b(?!['’]s? (?:shop|store|supermarket|pharmacy|chemist|brand|gum|chocolate|bar|tablets?|pills?))|(?<=\p{Ll}[\p{L}]*\s)(\p{Lu}[\p{L}]+)['’]s (?:gums|nose|bottom|bum|fur|coat|legs?|paws?|eyes?|ears?|mouth|tummy|belly|face|tail|breathing|skin|tongue|lips|chin|back|neck|head|chest)\b/gu;

// A name the advisor has no concept for is a pet's, even when it is also a word ("Biscuit",
// "Pepper" the cat, not the spice: a spice would be a concept).
export function namedSubject(question: string): boolean {
  for (const match of question.matchAll(NAMED_OBJECT)) {
    const name = (match[1] ?? match[2] ?? '').toLowerCase();
    if (NOT_A_NAME.has(name)) continue;
    if (!lexicon().knows(name) || lexicon().match(name).concepts().length === 0) return true;
  }
  for (const match of question.matchAll(NAMED_SUBJECT)) {
    const name = (match[1] ?? '').toLowerCase();
    if (NOT_A_NAME.has(name)) continue;
    if (!lexicon().knows(name) || lexicon().match(name).concepts().length === 0) return true;
  }
  return false;
}
