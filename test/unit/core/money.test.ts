import { describe, expect, it } from 'vitest';
import {
  fitsMinorUnits,
  formatMoney,
  minorUnitsMessage,
  minorUnitsOf,
  parseMoney,
} from '../../../src/core/money.js';
import { ValidationError } from '../../../src/core/errors.js';

describe('amounts on the wire', () => {
  it.each([
    ['150.00', 15000],
    ['0.01', 1],
    ['0.00', 0],
    ['9999999.99', 999999999],
    ['007.50', 750],
  ])('"%s" is %i hundredths', (wire, hundredths) => {
    expect(parseMoney(wire)).toBe(hundredths);
  });

  it.each(['150', '150.0', '150.000', '-1.00', '1e2.00', '10000000.00', ' 1.00', '1,00', ''])(
    '"%s" is refused with a field error on the field named',
    (wire) => {
      let thrown: unknown;
      try {
        parseMoney(wire, 'amount');
      } catch (error) {
        thrown = error;
      }
      expect(thrown).toBeInstanceOf(ValidationError);
      expect((thrown as ValidationError).fields).toEqual([
        {
          field: 'amount',
          message: 'Must be a decimal string with two decimals, e.g. "150.00".',
          code: 'invalid_format',
        },
      ]);
    },
  );

  it.each([
    [15000, '150.00'],
    [1, '0.01'],
    [10, '0.10'],
    [0, '0.00'],
    [-250, '-2.50'],
    [999999999, '9999999.99'],
  ])('%i hundredths are shown as "%s"', (hundredths, wire) => {
    expect(formatMoney(hundredths)).toBe(wire);
  });

  it('every wire amount comes back exactly as it went in', () => {
    for (const wire of ['0.01', '0.99', '1.10', '12.34', '150.00', '1234567.89']) {
      expect(formatMoney(parseMoney(wire))).toBe(wire);
    }
  });
});

describe('currency minor units (ISO 4217)', () => {
  it.each([
    ['USD', 2],
    ['EUR', 2],
    ['JPY', 0],
    ['KRW', 0],
    ['KWD', 3],
    ['BHD', 3],
    // ISO 4217 says 2 where the CLDR display digits say 0: the list wins.
    ['HUF', 2],
    ['IDR', 2],
  ])('%s has %i', (currency, digits) => {
    expect(minorUnitsOf(currency)).toBe(digits);
  });

  it('a code that is no currency is assumed to have two (its own field check reports it)', () => {
    expect(minorUnitsOf('ZZZ')).toBe(2);
    expect(minorUnitsOf('not a code')).toBe(2);
  });

  it('a yen price must be whole: "1500.00" fits, "1.50" does not', () => {
    expect(fitsMinorUnits(parseMoney('1500.00'), 'JPY')).toBe(true);
    expect(fitsMinorUnits(parseMoney('1.50'), 'JPY')).toBe(false);
    expect(fitsMinorUnits(parseMoney('1.01'), 'JPY')).toBe(false);
  });

  it('two- and three-decimal currencies take any two-decimal amount', () => {
    expect(fitsMinorUnits(parseMoney('1.99'), 'USD')).toBe(true);
    expect(fitsMinorUnits(parseMoney('1.99'), 'KWD')).toBe(true);
  });

  it('tells the caller how many decimals the currency has', () => {
    expect(minorUnitsMessage('JPY')).toBe(
      'JPY has no minor unit: use a whole amount with ".00", e.g. "150.00".',
    );
    expect(minorUnitsMessage('USD')).toBe('USD has 2 minor units: at most 2 non-zero decimals.');
  });
});
