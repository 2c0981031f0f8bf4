/**
 * "the vet prescribed 25 mg carprofen, should I give it with food?", "the vet told me to give
 * her Metacam, can I put it on her food?": a medicine the pet's own vet prescribed, asked about
 * how to give it. Whether it is safe is not the question (the vet decided), so the safety
 * verdict for the medicine does not answer it; the advice on giving it does.
 */
const PRESCRIBED_BY_THE_VET =
  /\b(?:vets?|veterinarians?|vet nurse) (?:has |have |had |just |then )?(?:prescribed|told (?:me|us) to give|said to give|asked (?:me|us) to give|put (?:him|her|them|it) on|started (?:him|her|them|it) on|has (?:him|her|them) on|gave (?:us|me|him|her))\b|\bprescribed (?:by|from) (?:the |our |my |his |her )?vets?\b|\bon (?:a |the )?(?:course|prescription) (?:of|from the vet)\b/i;
const HOW_TO_GIVE =
  /\b(?:with|without|after|before|on|onto|in|into|over|alongside) (?:his |her |their |its |the |a )?(?:food|meal|meals|breakfast|dinner|tea|empty stomach|treat)\b|\b(?:crush|crushing|hide|hiding|mix|mixing|split|halve|cut) (?:it|them|the tablets?|the pills?)\b|\bwhat time of day\b|\bmiss(?:ed)? a dose\b|\bhow (?:do|should|can|best to) (?:i |we )?give\b/i;

/** How to give a medicine the pet's vet prescribed is asked, not whether it is safe. */
export function asksHowToGivePrescribed(question: string): boolean {
  return PRESCRIBED_BY_THE_VET.test(question) && HOW_TO_GIVE.test(question);
}
