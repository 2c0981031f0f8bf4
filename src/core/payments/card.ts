/**
 * Card checks done before any processor sees the card: the number's Luhn check digit and length
 * for its brand, an expiry that has not passed, and a CVC of the brand's length. Nothing here
 * keeps or prints the number; callers get the brand and the last four digits only.
 */
export type CardBrand =
  'visa' | 'mastercard' | 'amex' | 'discover' | 'diners' | 'jcb' | 'unionpay' | 'unknown';

interface BrandRule {
  brand: Exclude<CardBrand, 'unknown'>;
  /** IIN prefixes as inclusive ranges of the same digit count. */
  ranges: readonly (readonly [number, number])[];
  lengths: readonly number[];
  cvcLength: number;
}

// Order matters: the more specific ranges (Discover's 622126-622925) come before broader ones (62).
const BRAND_RULES: readonly BrandRule[] = [
  {
    brand: 'amex',
    ranges: [
      [34, 34],
      [37, 37],
    ],
    lengths: [15],
    cvcLength: 4,
  },
  { brand: 'visa', ranges: [[4, 4]], lengths: [13, 16, 19], cvcLength: 3 },
  {
    brand: 'mastercard',
    ranges: [
      [51, 55],
      [2221, 2720],
    ],
    lengths: [16],
    cvcLength: 3,
  },
  {
    brand: 'discover',
    ranges: [
      [6011, 6011],
      [644, 649],
      [65, 65],
      [622126, 622925],
    ],
    lengths: [16, 17, 18, 19],
    cvcLength: 3,
  },
  {
    brand: 'diners',
    ranges: [
      [300, 305],
      [36, 36],
      [38, 39],
    ],
    lengths: [14, 15, 16, 17, 18, 19],
    cvcLength: 3,
  },
  { brand: 'jcb', ranges: [[3528, 3589]], lengths: [16, 17, 18, 19], cvcLength: 3 },
  { brand: 'unionpay', ranges: [[62, 62]], lengths: [16, 17, 18, 19], cvcLength: 3 },
];

/** Spaces and dashes are how people type card numbers; they carry no meaning. */
export function normalizeCardNumber(input: string): string {
  return input.replace(/[\s-]/g, '');
}

export function passesLuhn(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  let double = false;
  for (let index = digits.length - 1; index >= 0; index -= 1) {
    let digit = digits.charCodeAt(index) - 48;
    if (double) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
    double = !double;
  }
  return sum % 10 === 0;
}

function ruleFor(digits: string): BrandRule | undefined {
  return BRAND_RULES.find((rule) =>
    rule.ranges.some(([low, high]) => {
      const width = String(low).length;
      const prefix = Number(digits.slice(0, width));
      return digits.length >= width && prefix >= low && prefix <= high;
    }),
  );
}

/** The brand from the issuer identification number (the leading digits). */
export function detectCardBrand(digits: string): CardBrand {
  return ruleFor(digits)?.brand ?? 'unknown';
}

export type CardProblem =
  | { field: 'number'; code: 'invalid_card_number' | 'invalid_card_length'; message: string }
  | { field: 'expMonth' | 'expYear'; code: 'card_expired' | 'invalid_expiry'; message: string }
  | { field: 'cvc'; code: 'invalid_cvc'; message: string };

export interface CardFacts {
  brand: CardBrand;
  last4: string;
}

/** A card expires at the end of its expiry month; two-digit years mean 20xx. */
export function fullExpiryYear(year: number): number {
  return year < 100 ? 2000 + year : year;
}

export function checkCard(
  card: { number: string; expMonth: number; expYear: number; cvc: string },
  now: Date = new Date(),
): CardProblem[] {
  const problems: CardProblem[] = [];
  const digits = normalizeCardNumber(card.number);
  const rule = ruleFor(digits);
  if (!/^\d{12,19}$/.test(digits) || !passesLuhn(digits)) {
    problems.push({ field: 'number', code: 'invalid_card_number', message: 'The card number is not valid.' });
  } else if (rule !== undefined && !rule.lengths.includes(digits.length)) {
    problems.push({
      field: 'number',
      code: 'invalid_card_length',
      message: `A ${rule.brand} card number has ${rule.lengths.join(' or ')} digits.`,
    });
  }

  const year = fullExpiryYear(card.expYear);
  const thisYear = now.getUTCFullYear();
  const thisMonth = now.getUTCMonth() + 1;
  if (year > thisYear + 20) {
    problems.push({ field: 'expYear', code: 'invalid_expiry', message: 'The expiry year is too far ahead.' });
  } else if (year < thisYear || (year === thisYear && card.expMonth < thisMonth)) {
    problems.push({ field: 'expYear', code: 'card_expired', message: 'The card has expired.' });
  }

  const cvcLength = rule?.cvcLength;
  const cvcValid =
    cvcLength === undefined ? /^\d{3,4}$/.test(card.cvc) : new RegExp(`^\\d{${cvcLength}}$`).test(card.cvc);
  if (!cvcValid) {
    problems.push({
      field: 'cvc',
      code: 'invalid_cvc',
      message:
        cvcLength === undefined
          ? 'The CVC has 3 or 4 digits.'
          : `The CVC of this card has ${cvcLength} digits.`,
    });
  }
  return problems;
}

export function cardFacts(number: string): CardFacts {
  const digits = normalizeCardNumber(number);
  return { brand: detectCardBrand(digits), last4: digits.slice(-4) };
}
