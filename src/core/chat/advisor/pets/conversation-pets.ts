import type { ChatMessage } from '../../types.js';

/**
 * Which catalog pets the conversation has mentioned, read from the transcript the client sends
 * (the gateway keeps no chat state between requests). The advisor marks every pet it presents as
 * `**Name**` followed by `:` or ` (`, so its own earlier answers can be read back; knowledge
 * titles end with a full stop inside the bold and never match.
 */
export interface ConversationPets {
  /** Every pet name mentioned, most recent last, each once. */
  mentioned: string[];
  /** The pets of the advisor's most recent listing, in the order shown. */
  lastListing: string[];
  /** The pet the conversation is about now: the one last answered about, or a listing's top pick. */
  focus: string | undefined;
  /** The species of the most recent listing, for "which one is the youngest?". */
  lastListingSpecies: string | undefined;
}

const PRESENTED_PET = /\*\*([A-Z][\p{L}' -]{0,40}?)\*\*(?=:| \()/gu;
const LISTING_LINE = /^- \*\*([^*]+)\*\*:/gmu;
const SINGLE_PICK = /^(The |One pet matches)/;
const LISTING_SPECIES = /\b(dogs|cats|rabbits|birds|reptiles|puppies|kittens)\b/;

export function conversationPets(messages: readonly ChatMessage[]): ConversationPets {
  const mentioned: string[] = [];
  let lastListing: string[] = [];
  let focus: string | undefined;
  let lastListingSpecies: string | undefined;
  const note = (name: string) => {
    const at = mentioned.findIndex((known) => known.toLowerCase() === name.toLowerCase());
    if (at >= 0) mentioned.splice(at, 1);
    mentioned.push(name);
  };
  for (const message of messages) {
    if (message.role !== 'assistant') continue;
    const listed = [...message.content.matchAll(LISTING_LINE)].map((match) => (match[1] ?? '').trim());
    const presented = [...message.content.matchAll(PRESENTED_PET)].map((match) => (match[1] ?? '').trim());
    for (const name of presented) note(name);
    if (listed.length > 0) {
      lastListing = listed;
      lastListingSpecies = LISTING_SPECIES.exec(message.content.split('\n')[0] ?? '')?.[1];
      // A superlative answer ("The cheapest dog ... is Bella") or a single match singles one out.
      focus = SINGLE_PICK.test(message.content) || listed.length === 1 ? listed[0] : undefined;
    } else if (presented.length > 0) {
      focus = presented[0];
    }
  }
  return { mentioned, lastListing, focus, lastListingSpecies };
}
