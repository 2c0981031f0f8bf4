/**
 * "he yawns wide after eating, is he choking?", "she sits with her mouth open under the lamp, is
 * she struggling to breathe?": a short yes-or-no question asking whether the pet has the
 * emergency it names is the owner's fear, not a sign. It is read as the doubt it is ("is he
 * ok?"), so only what the owner describes can make the emergency; a question that adds what is
 * seen ("is he choking? he keeps pawing at his mouth") still has its report read.
 */
const ASKED_IF_IT_IS =
  /(^|[.!?,;]\s*|\b(?:and|but|so)\s+)(?:is|was|could|might|does|did|has) (he|she|they)\b(?: [\w'’]+){0,6}\s*\?+/gi;

/** The text with each short question about what the pet has read as a doubt about it. */
export function withoutAskingIfItIs(text: string): string {
  return text.replace(
    ASKED_IF_IT_IS,
    (_whole, before: string, pet: string) =>
      `${before}${pet.toLowerCase() === 'they' ? 'are' : 'is'} ${pet} ok?`,
  );
}
