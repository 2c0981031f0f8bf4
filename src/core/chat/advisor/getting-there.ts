import { lexicon } from './lexicon/index.js';

// "the nearest out-of-hours vet is an hour away", "we can't afford it": what stands between the
// owner and the vet is answered, so the urgent advice can still be followed.
const HARD_TO_REACH =
  'If the nearest vet is far away or closed, phone the nearest emergency or out-of-hours clinic now, then set off: they can tell you what to do on the way and be ready when you arrive, and a telephone vet service can advise if you truly cannot travel.';
const COST =
  'If cost is the worry, say so when you call: many clinics offer payment plans or a cheaper first assessment, and animal charities run low-cost clinics; the sooner treatment starts, the less it usually costs.';

/** Lines an emergency answer adds when the owner says the vet is hard to reach or to pay. */
export function linesForGettingThere(question: string): string[] {
  const found = lexicon().match(question);
  return [
    ...(found.has('context.vet-hard-to-reach') ? [HARD_TO_REACH] : []),
    ...(found.has('context.vet-cost') ? [COST] : []),
  ];
}
