import currencyCodes from 'currency-codes';
import { ValidationError } from './errors.js';

/**
 * Money is carried as an exact two-decimal string on the wire (the interface's `^\d{1,7}\.\d{2}$`)
 * and stored as an integer number of hundredths ("minor units" below).
 */
export const PRICE_PATTERN = /^\d{1,7}\.\d{2}$/;

export function parseMoney(value: string, field = 'price'): number {
  if (!PRICE_PATTERN.test(value)) {
    throw new ValidationError('Invalid amount.', [
      {
        field,
        message: 'Must be a decimal string with two decimals, e.g. "150.00".',
        code: 'invalid_format',
      },
    ]);
  }
  const [units, cents] = value.split('.') as [string, string];
  return Number(units) * 100 + Number(cents);
}

export function formatMoney(minorUnits: number): string {
  const sign = minorUnits < 0 ? '-' : '';
  const abs = Math.abs(minorUnits);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/**
 * The currency's ISO 4217 minor units: 0 for JPY, 2 for USD and EUR, 3 for KWD and BHD. From the
 * ISO 4217 list itself (`currency-codes`), which differs from the Intl (CLDR) display digits for a
 * few currencies (HUF, IDR, COP...); Intl only for the few codes it knows and the list does not.
 */
export function minorUnitsOf(currency: string): number {
  const listed = currencyCodes.code(currency);
  if (listed !== undefined) return listed.digits;
  try {
    return (
      new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ??
      2
    );
  } catch {
    // Not a currency code at all: the currency field's own check reports it; assume two decimals.
    return 2;
  }
}

/**
 * Whether an amount in hundredths can be paid in the currency: "1.50" is not a JPY amount (no
 * minor unit), "150.00" is. Currencies with three minor units take any two-decimal amount.
 */
export function fitsMinorUnits(hundredths: number, currency: string): boolean {
  const digits = minorUnitsOf(currency);
  return digits >= 2 || hundredths % 10 ** (2 - digits) === 0;
}

/** The field error for an amount with more decimals than its currency has. */
export function minorUnitsMessage(currency: string): string {
  const digits = minorUnitsOf(currency);
  return digits === 0
    ? `${currency} has no minor unit: use a whole amount with ".00", e.g. "150.00".`
    : `${currency} has ${digits} minor unit${digits === 1 ? '' : 's'}: at most ${digits} non-zero decimal${digits === 1 ? '' : 's'}.`;
}
