import EMOJI_WORDS from './lexicon/emoji-words.json' with { type: 'json' };

// "🍇🍇 + 🐕 = 😱", "💩❌ since yesterday": owners let a picture stand for the thing or the sign.
// Each picture the advisor knows is read as its word (pairs first: "💩❌" is "no poop"); the
// variation selector that some keyboards add is dropped so that "☠️" and "☠" read alike.
const PICTURES = Object.entries(EMOJI_WORDS as Record<string, string>).sort(
  ([left], [right]) => right.length - left.length,
);
const VARIATION_SELECTOR = /\uFE0F/g;
const ANY_PICTURE = /\p{Extended_Pictographic}/u;
// "🐕 + grapes = 😱": the signs between pictures say "and" and "so".
const PLUS_AND_EQUALS = /\s[+=]\s/g;

/** The text with the pictures the advisor knows written as words. */
export function withEmojiAsWords(text: string): string {
  if (!ANY_PICTURE.test(text)) return text;
  let read = text.replace(VARIATION_SELECTOR, '');
  for (const [picture, words] of PICTURES) read = read.split(picture).join(` ${words} `);
  return read
    .replace(PLUS_AND_EQUALS, (sign) => (sign.trim() === '+' ? ' and ' : ', so '))
    .replace(/ {2,}/g, ' ');
}
