import { z } from 'zod';
import { PRICE_PATTERN, fitsMinorUnits, minorUnitsMessage, parseMoney } from '../money.js';
import { PageLimitSchema } from '../pagination.js';
import { text } from '../validation.js';
import {
  GENDERS,
  PET_SORTS,
  PET_STATUSES,
  SIZES,
  SPECIES,
  STAFF_SETTABLE_STATUSES,
  toMedicalInfo,
  type PetFields,
  type PetStatus,
} from './types.js';

const KNOWN_CURRENCIES = new Set(Intl.supportedValuesOf('currency'));

/** Requests send enums in lowercase (uppercase accepted); they are stored and returned uppercase. */
function caseInsensitiveEnum<const T extends readonly [string, ...string[]]>(values: T) {
  const allowed = values.map((value) => value.toLowerCase()).join(', ');
  return z.preprocess(
    (value) => (typeof value === 'string' ? value.toUpperCase() : value),
    z.enum(values, { error: `Must be one of: ${allowed}.` }),
  );
}

/** Optional free text: absent, null or blank all mean "not set". */
function optionalText(max: number, options: { multiline?: boolean } = {}) {
  return text(options)
    .trim()
    .max(max)
    .nullable()
    .optional()
    .transform((value) => (value === undefined || value === null || value === '' ? null : value));
}

const MedicalInfoSchema = z.strictObject({
  spayedNeutered: z.boolean().nullable().optional(),
  vaccinated: z.boolean().nullable().optional(),
  microchipped: z.boolean().nullable().optional(),
  specialNeeds: z.boolean().nullable().optional(),
  healthNotes: optionalText(2000, { multiline: true }),
});

/**
 * An age in months, on a pet and in a catalog filter: each rule that fails names itself (a number
 * out of range is told the range, not that it should be a whole number).
 */
const AgeMonthsSchema = z
  .number({ error: 'Must be a whole number.' })
  .int('Must be a whole number.')
  .min(0, 'Must be 0 or more.')
  .max(600, 'Must be at most 600 (50 years).');

/** The fields a client supplies on create; PUT sends the same set (omitted optional ones clear). */
const petFieldShape = {
  name: text().trim().min(1, 'Must not be empty.').max(100),
  species: caseInsensitiveEnum(SPECIES),
  breed: optionalText(100),
  ageMonths: AgeMonthsSchema.nullable().optional(),
  size: caseInsensitiveEnum(SIZES).nullable().optional(),
  color: optionalText(50),
  gender: caseInsensitiveEnum(GENDERS).nullable().optional(),
  goodWithKids: z.boolean().nullable().optional(),
  price: z.string().regex(PRICE_PATTERN, 'Must be a decimal string with two decimals, e.g. "150.00".'),
  currency: z
    .string()
    .regex(/^[A-Z]{3}$/, 'Must be an ISO 4217 code in uppercase, e.g. "USD".')
    // A malformed code ("eur") gets the format message alone, not "unknown" besides.
    .refine(
      (code) => !/^[A-Z]{3}$/.test(code) || KNOWN_CURRENCIES.has(code),
      'Unknown ISO 4217 currency code.',
    )
    .optional(),
  description: optionalText(5000, { multiline: true }),
  medicalInfo: MedicalInfoSchema.nullable().optional(),
};

type RawPetFields = z.output<z.ZodObject<typeof petFieldShape>>;

function toPetFields(raw: RawPetFields): PetFields {
  const medical = raw.medicalInfo ?? null; // not given or null: nothing known
  return {
    name: raw.name,
    species: raw.species,
    breed: raw.breed,
    ageMonths: raw.ageMonths ?? null,
    size: raw.size ?? null,
    color: raw.color,
    gender: raw.gender ?? 'UNKNOWN',
    goodWithKids: raw.goodWithKids ?? null,
    priceMinor: parseMoney(raw.price),
    currency: raw.currency ?? 'USD',
    description: raw.description,
    medicalInfo: toMedicalInfo(medical),
  };
}

/** The price must be an amount of its currency: JPY has no minor unit, so "1.50" JPY is refused. */
function checkPriceFitsCurrency(
  value: { price: string; currency?: string | undefined },
  ctx: z.RefinementCtx,
): void {
  const currency = value.currency ?? 'USD';
  if (!PRICE_PATTERN.test(value.price) || fitsMinorUnits(parseMoney(value.price), currency)) return;
  ctx.addIssue({
    code: 'custom',
    path: ['price'],
    message: minorUnitsMessage(currency),
    params: { code: 'invalid_minor_units' },
  });
}

export const CreatePetSchema = z
  .strictObject(petFieldShape)
  .superRefine(checkPriceFitsCurrency)
  .transform(toPetFields);

export interface ReplacePetInput {
  fields: PetFields;
  /** Absent: the status stays as it is. */
  status: (typeof STAFF_SETTABLE_STATUSES)[number] | undefined;
}

export const ReplacePetSchema = z
  .strictObject({
    ...petFieldShape,
    status: z
      .preprocess(
        (value) => (typeof value === 'string' ? value.toUpperCase() : value),
        z.enum(STAFF_SETTABLE_STATUSES, {
          error: 'Must be available or not_available; pending and adopted are set by the order flow.',
        }),
      )
      .optional(),
  })
  .superRefine(checkPriceFitsCurrency)
  .transform(({ status, ...fields }): ReplacePetInput => ({ fields: toPetFields(fields), status }));

/** One status or several (any of them matches); repeats are ignored. */
const StatusListSchema = z
  .array(
    z.preprocess(
      (value) => (typeof value === 'string' ? value.trim().toUpperCase() : value),
      z.enum(PET_STATUSES, {
        error: 'Each status must be one of: available, pending, adopted, not_available.',
      }),
    ),
  )
  .min(1)
  .transform((statuses): PetStatus[] => [...new Set(statuses)]);

/**
 * A catalog query with typed values (arrays, booleans, numbers), as every door passes it; the REST
 * door decodes its query string into this shape (src/adapters/rest/query/).
 */
export const ListPetsQuerySchema = z
  .strictObject({
    species: caseInsensitiveEnum(SPECIES).optional(),
    status: StatusListSchema.optional(),
    size: caseInsensitiveEnum(SIZES).optional(),
    gender: caseInsensitiveEnum(GENDERS).optional(),
    goodWithKids: z.boolean({ error: 'Must be true or false.' }).optional(),
    minAgeMonths: AgeMonthsSchema.optional(),
    maxAgeMonths: AgeMonthsSchema.optional(),
    q: text().trim().min(1).max(100).optional(),
    sort: z.enum(PET_SORTS, { error: `Must be one of: ${PET_SORTS.join(', ')}.` }).default('-createdAt'),
    limit: PageLimitSchema,
    cursor: text().min(1).max(512).optional(),
  })
  .refine(
    (query) =>
      query.minAgeMonths === undefined ||
      query.maxAgeMonths === undefined ||
      query.minAgeMonths <= query.maxAgeMonths,
    { path: ['minAgeMonths'], message: 'Must not exceed maxAgeMonths.' },
  );

export type ListPetsQuery = z.output<typeof ListPetsQuerySchema>;
