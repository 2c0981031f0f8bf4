import { ValidationError } from './errors.js';

/** Money is carried as an exact two-decimal string on the wire and stored as integer minor units. */
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
