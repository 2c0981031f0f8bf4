import { z } from 'zod';
import { isId } from '../ids.js';
import { PageLimitSchema } from '../pagination.js';
import { text } from '../validation.js';
import { ORDER_STATUSES } from './types.js';

const IdSchema = z.string().refine(isId, 'Must be a UUID.');

export const PlaceOrderSchema = z
  .object({
    petId: IdSchema,
    callbackUrl: text().trim().min(1).max(2048).optional(),
    notes: text({ multiline: true }).trim().max(2000).optional(),
  })
  .strict();

export type PlaceOrderInput = z.output<typeof PlaceOrderSchema>;

const upper = (value: unknown) => (typeof value === 'string' ? value.toUpperCase() : value);

/** Typed values (a number `limit`, `Date` bounds); the REST door decodes its query string first. */
export const ListOrdersQuerySchema = z
  .object({
    limit: PageLimitSchema,
    cursor: text().min(1).max(512).optional(),
    status: z.preprocess(upper, z.enum(ORDER_STATUSES)).optional(),
    petId: IdSchema.optional(),
    /** Staff only; customers always see their own orders. */
    userId: IdSchema.optional(),
    from: z.date().optional(),
    to: z.date().optional(),
  })
  .strict();

export type ListOrdersQuery = z.output<typeof ListOrdersQuerySchema>;

export const CancelOrderSchema = z
  .object({
    reason: text().trim().min(1).max(500).optional(),
  })
  .strict();

export const ForceCancelOrderSchema = z
  .object({
    reason: text().trim().min(1).max(500),
  })
  .strict();
