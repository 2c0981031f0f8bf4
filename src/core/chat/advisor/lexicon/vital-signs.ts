import { NUMBER_WORDS } from '../number-words.js';
import data from './vital-signs.json' with { type: 'json' };

/**
 * A pet's temperature, heart rate and breathing rate given in figures, read as the words for what
 * they mean ("temp 41.3C" is a dangerously high body temperature), against the limits of the pet
 * named (`vital-signs.json`): a budgie's 41.5 °C or a rabbit's 280 beats a minute are normal.
 */
interface Limits {
  temperature?: { low: number; high: number };
  /** Hours without passing urine after which it is an emergency. */
  noUrineHours?: number;
  heartRate?: { low: number; high: number };
  breathingRate?: { high: number };
}
interface SpeciesLimits extends Limits {
  name: string;
  called: readonly string[];
}

const DEFAULT_LIMITS: Limits = data.default;
const SPECIES_LIMITS: readonly SpeciesLimits[] = data.species;

/** The limits for the pet the text names first (a dog's or cat's when it names none). */
// Compiled once: every word a question or a lexicon phrase is tokenized with is read through here.
const SPECIES_NAMES = SPECIES_LIMITS.map((species) => ({
  limits: species,
  names: species.called.map((word) => new RegExp(`\\b${word}s?\\b`)),
}));

export function limitsFor(text: string): Limits {
  let first: { at: number; limits: Limits } | undefined;
  for (const { limits, names } of SPECIES_NAMES) {
    for (const name of names) {
      const at = text.search(name);
      if (at >= 0 && (first === undefined || at < first.at)) first = { at, limits };
    }
  }
  return first?.limits ?? DEFAULT_LIMITS;
}

// "forty one point two", "a hundred and five point four": a reading said in words, as digits.
const TENS = ['twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'].join('|');
const UNITS = ['one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine'].join('|');
const DIGIT = `zero|oh|${UNITS}`;
const SPOKEN_READING = new RegExp(
  `\\b(?:(?:a|one) hundred(?: and)? )?(${TENS})(?:[ -](${UNITS}))? point (${DIGIT})\\b|\\b(?:a|one) hundred(?: and)? (${UNITS}) point (${DIGIT})\\b`,
  'g',
);
const digitOf = (word: string): number => (word === 'zero' || word === 'oh' ? 0 : (NUMBER_WORDS[word] ?? 0));
function spokenReadingsAsDigits(text: string): string {
  return text.replace(
    SPOKEN_READING,
    (
      whole,
      tens: string | undefined,
      unit: string | undefined,
      tenth: string | undefined,
      hundredUnit: string | undefined,
      hundredTenth: string | undefined,
    ) => {
      const hundred = whole.includes('hundred') ? 100 : 0;
      const whole_ = hundred + (NUMBER_WORDS[tens ?? ''] ?? 0) + digitOf(unit ?? hundredUnit ?? 'zero');
      return `${whole_}.${digitOf(tenth ?? hundredTenth ?? 'zero')}`;
    },
  );
}

// What a figure counts when it is no temperature: "41 kg", "40 minutes", "12 years".
const NOT_DEGREES =
  '(?!\\.?\\d|\\s*(?:kg|kilos?|lbs?|pounds?|g\\b|grams?|%|percent|years?|yrs?|am\\b|pm\\b|oclock|months?|weeks?|days?|hours?|hrs?|mins?|minutes?|seconds?|secs?|bpm|beats|breaths|times|mg|ml|x\\b))';
const FIGURE = '(\\d{2,3}(?:\\.\\d{1,2})?)';
const UNIT = '(?:\\s?(?:°\\s?|degrees?\\s?)?(c|f|celsius|fahrenheit|centigrade)\\b)?';
// The surroundings, not the pet: "the room was", "the tank is at", "it is 35.5c outside", "the
// thermometer in there says 34" (of the conservatory told before).
const SURROUNDINGS_BEFORE =
  /\b(room|outside|outdoors|weather|forecast|heatwave|tank|water|aquarium|viv|vivarium|enclosure|basking|bask|lamp|thermostat|house|car|conservatory|shade|air|oven|fridge|freezer|hutch|cage|greenhouse|in there|in here|out there|out here)\b/;
const SURROUNDINGS_AFTER = /^\W*(out|outside|outdoors|today|in the (shade|sun|car|house|room|tank|water))\b/;
const BEFORE_WINDOW = 30;
function saidOfSurroundings(all: string, at: number, length: number): boolean {
  return (
    SURROUNDINGS_BEFORE.test(all.slice(Math.max(0, at - BEFORE_WINDOW), at + length)) ||
    SURROUNDINGS_AFTER.test(all.slice(at + length))
  );
}

// A word that names the pet's temperature, then the figure within the same sentence: "temp is
// 41.3", "took his temperature after the walk and it says 41.3C", "the thermometer reads 106 F".
const NAMED_TEMPERATURE = new RegExp(
  `\\b(?:temperature|temp|temps|fever|thermometer|rectal)\\b[^.?!\\d]{0,45}?${FIGURE}${NOT_DEGREES}${UNIT}`,
  'g',
);
// A reading in tenths with its scale, said of the pet: "my frenchie is 104.9°F", "she's 35.2 c".
const READING_WITH_SCALE = new RegExp(
  `\\b(?:is|was|at|reads|reading|of|hes|shes|its|now)\\s+(\\d{2,3}\\.\\d)\\s?(?:°\\s?|degrees?\\s?)?(c|f|celsius|fahrenheit)\\b`,
  'g',
);

function celsiusOf(degrees: number, unit: string | undefined): number | undefined {
  const scale = unit === undefined ? undefined : unit.startsWith('f') ? 'f' : 'c';
  if (scale === 'f' || (scale === undefined && degrees >= 77 && degrees <= 115))
    return ((degrees - 32) * 5) / 9;
  if (scale === 'c' || (scale === undefined && degrees >= 25 && degrees <= 46)) return degrees;
  return undefined;
}

function temperatureMeaning(celsius: number, limits: Limits): string | undefined {
  // A body temperature is never below 25 °C nor above 46 °C: such a figure is something else.
  if (limits.temperature === undefined || celsius < 25 || celsius > 46) return undefined;
  if (celsius >= limits.temperature.high) return 'dangerously high body temperature';
  if (celsius <= limits.temperature.low) return 'dangerously low body temperature, cold to the touch';
  return undefined;
}

const BREATHING_RATE =
  /\b(?:breathing|breathes|breathe|breaths?|respiratory rate)\D{0,60}?(\d{2,3})\+?\s*(?:times|breaths)?\s*(?:in (?:a|one)|a|per|each|every)\s*(?:minute|min)\b/g;
// "his breathing rate was 18 yesterday, today it's 55": a rate named, its figures without a unit.
const BREATHING_RATE_NAMED = /\b(?:breathing|respiratory|resting) rate\b[^.?!]{0,50}/g;
// "the vet said to watch her breathing at rest ... I just counted 64": a count, where breathing is
// what the message counts.
const COUNTED =
  /\bcounted (?:it at |them at |about |around |roughly )?(\d{2,3})\b(?!\s*(?:kg|lbs?|g\b|grams?|%|pills?|tablets?|grapes?|raisins?|squares?|pieces?|bpm|beats))/g;
const COUNTS_BREATHS = /\bbreath/;
// "heart rate is 30" needs no unit; "heart ... 30" does ("heart problems for 10 years").
const HEART_RATE =
  /\b(?:(?:heart ?rate|heart ?beat|pulse)(?:\s+(?:is|was|of|at|reads?|about|around|only|just|over|under))*\s+(\d{2,3})(?!\s*(?:kg|lb|g|%|percent|years?|months?|weeks?|days?|hours?|min|\d))\b(?:\s*bpm)?|(?:heart ?rate|heart ?beat|heart|pulse)\b\D{0,25}?(\d{2,3})\+?\s*(?:bpm|beats?\s*(?:a|per|each|every)\s*(?:minute|min)))/g;

function heartRateMeaning(beats: number, limits: Limits): string | undefined {
  if (limits.heartRate === undefined) return undefined;
  if (beats < limits.heartRate.low) return 'dangerously slow heartbeat';
  if (beats > limits.heartRate.high) return 'heart racing dangerously fast';
  return undefined;
}

const fastBreathing = (figure: string, limits: Limits): boolean =>
  limits.breathingRate !== undefined && Number(figure) > limits.breathingRate.high;

/** A pet's temperature, breathing rate and heart rate in figures as the words for what they mean. */
export function readVitals(text: string): string {
  // The pet's limits are looked up only when a figure is there to be read against them.
  let known: Limits | undefined;
  const limitsNow = (): Limits => (known ??= limitsFor(text));
  const withMeaning = (whole: string, meaning: string | undefined) =>
    meaning === undefined ? whole : `${whole} ${meaning}`;
  return spokenReadingsAsDigits(text)
    .replace(
      NAMED_TEMPERATURE,
      (whole, figure: string, unit: string | undefined, at: number, all: string) => {
        if (saidOfSurroundings(all, at, whole.length)) return whole;
        const celsius = celsiusOf(Number(figure), unit);
        return withMeaning(
          whole,
          celsius === undefined ? undefined : temperatureMeaning(celsius, limitsNow()),
        );
      },
    )
    .replace(READING_WITH_SCALE, (whole, figure: string, unit: string, at: number, all: string) => {
      // Said of the room or the day ("it is 35.5c outside"), or already read above.
      if (
        saidOfSurroundings(all, at, whole.length) ||
        all.slice(at + whole.length).startsWith(' dangerously')
      ) {
        return whole;
      }
      const celsius = celsiusOf(Number(figure), unit);
      return withMeaning(whole, celsius === undefined ? undefined : temperatureMeaning(celsius, limitsNow()));
    })
    .replace(BREATHING_RATE, (whole, figure: string) =>
      fastBreathing(figure, limitsNow()) ? `${whole} breathing too fast` : whole,
    )
    .replace(BREATHING_RATE_NAMED, (whole) =>
      (whole.match(/\d{2,3}/g) ?? []).some((figure) => fastBreathing(figure, limitsNow())) &&
      !whole.includes('breathing too fast')
        ? `${whole} breathing too fast at rest`
        : whole,
    )
    .replace(COUNTED, (whole, figure: string) =>
      COUNTS_BREATHS.test(text) && fastBreathing(figure, limitsNow())
        ? `${whole} breathing too fast at rest`
        : whole,
    )
    .replace(HEART_RATE, (whole, bare: string | undefined, withUnit: string | undefined) =>
      withMeaning(whole, heartRateMeaning(Number(bare ?? withUnit), limitsNow())),
    );
}

// The vital a turn asked about, so that the next turn's bare figure is read as it: "what's a
// normal temperature for a dog?" then "his is 41.5".
const VITALS_ASKED: ReadonlyArray<readonly [RegExp, string]> = [
  [/\b(temperature|temp|thermometer|fever)\b/, 'temperature'],
  [/\b(heart ?rate|heart ?beat|pulse)\b/, 'heart rate'],
  [/\b(breathing|respiratory) rate\b|\bbreaths? (a|per) minute\b/, 'breathing rate'],
];
// "what's a good room temp for ferrets?": the temperature of where the pet lives, not the pet's.
const PLACE_TEMPERATURE =
  /\b(room|ambient|house|home|indoor|outdoor|outside|air|cage|hutch|tank|vivarium|viv|enclosure|water|basking|weather)\s+(temperature|temp)s?\b|\b(temperature|temp)s?\s+(in|of|for|inside|outside)\s+(the\s+|a\s+|an\s+|my\s+|our\s+|his\s+|her\s+)?(room|house|home|flat|cage|hutch|tank|vivarium|viv|enclosure|water|garden|car|shed)\b/;
// "it's 29 in here", "30 outside": a figure said of a place.
const A_PLACE_AFTER =
  /^\s*(?:degrees\s+)?(in here|in there|in the|inside|outside|out there|out today|today)\b/;
// A figure on its own, not a count of something: "his is 41.5", "it says 280".
const BARE_FIGURE = new RegExp(`(?<![\\d.])(\\d{2,3}(?:\\.\\d)?)${NOT_DEGREES}(?:\\s?(?:°\\s?)?[cf]\\b)?`);

/**
 * The turn with the vital asked about in the turn before named beside its bare figure ("his is
 * 41.5" after a question about temperature reads "his is temperature 41.5"); the turn as it was
 * when it names a vital itself or gives no figure.
 */
export function withVitalAskedBefore(turn: string, before: string | undefined): string {
  if (before === undefined) return turn;
  const lower = turn.toLowerCase();
  if (VITALS_ASKED.some(([named]) => named.test(lower))) return turn;
  if (PLACE_TEMPERATURE.test(before.toLowerCase())) return turn;
  const vital = VITALS_ASKED.find(([named]) => named.test(before.toLowerCase()))?.[1];
  if (vital === undefined) return turn;
  const figure = BARE_FIGURE.exec(lower);
  if (figure === null || A_PLACE_AFTER.test(lower.slice(figure.index + figure[0].length))) return turn;
  return `${turn.slice(0, figure.index)}${vital} ${turn.slice(figure.index)}`;
}
