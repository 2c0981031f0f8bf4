// 'Little Miss Penny says "i ate mummy's brownies"': an owner writing in the pet's voice. What the
// pet "says" is read as told of the pet ("she ate mummy's brownies"), so that the "I" in it is not
// taken for the owner, who has not eaten anything.
const PET_SPEAKS =
  /\b((?:\p{Lu}[\p{L}]*\s+){0,3}\p{Lu}[\p{L}]*)\s+(?:says|said|is saying|tells me|told me|wants you to know|wants me to tell you)[:,]?\s*(["“])([^"”]{2,200})["”]/gu;
// Names that are people: what they say is their own.
const PEOPLE =
  /^(?:i|mum|mom|mummy|mommy|mother|dad|daddy|father|my|the|he|she|they|we|vet|doctor|dr|nurse|husband|wife|partner|son|daughter|grandma|granny|nan|grandad|grandpa|google|chatgpt|someone|everyone)$/i;
const FIRST_PERSON: ReadonlyArray<[RegExp, string]> = [
  [/\bi['’]?m\b/gi, 'she is'],
  [/\bi['’]?ve\b/gi, 'she has'],
  [/\bi\b/gi, 'she'],
  [/\bme\b/gi, 'her'],
  [/\bmy\b/gi, 'her'],
];

/** The text with what a pet "says" retold of the pet. */
export function withPetSpeakingRetold(text: string): string {
  return text.replace(PET_SPEAKS, (whole, speaker: string, quote: string, said: string) => {
    const firstWord = speaker.trim().split(/\s+/)[0] ?? '';
    if (PEOPLE.test(firstWord)) return whole;
    const retold = FIRST_PERSON.reduce((words, [person, instead]) => words.replace(person, instead), said);
    return `${speaker} says ${quote}${retold}${quote === '“' ? '”' : quote}`;
  });
}
