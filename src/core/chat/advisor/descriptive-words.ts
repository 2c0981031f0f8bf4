// Words that describe a sign but are none alone ("an african grey", "a big parrot").
export const DESCRIPTIVE_WORDS: ReadonlySet<string> = new Set([
  // A stiff pet is a care question (joints, a long walk), no sign of an emergency alone.
  'stiffness',
  'blue-colour',
  'red-colour',
  'red-tinge',
  'intensity',
  'scant-amount',
  'swelling-word',
  'standing',
  'repeated-episodes',
  // "closed", "shut", "hurt": harm to an eye only beside an eye; "our vet is closed" is no sign.
  'eye-harm',
  // "can't", "won't", "struggling": said of what the pet cannot do, never a sign alone ("so my cats
  // can't get at them").
  'impaired',
]);
