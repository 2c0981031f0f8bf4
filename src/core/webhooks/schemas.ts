import { z } from 'zod';
import { PageLimitSchema } from '../pagination.js';
import { text } from '../validation.js';
import { WEBHOOK_EVENTS } from './model.js';

export const CreateWebhookSchema = z
  .object({
    url: text().trim().min(1).max(2048),
    events: z
      .array(z.enum(WEBHOOK_EVENTS))
      .min(1)
      .max(WEBHOOK_EVENTS.length)
      .refine((events) => new Set(events).size === events.length, 'Each event may appear once.'),
    authToken: text().min(1).max(1024).optional(),
    description: text().trim().max(500).optional(),
  })
  .strict();

export type CreateWebhookInput = z.output<typeof CreateWebhookSchema>;

export const ListQuerySchema = z
  .object({
    limit: PageLimitSchema,
    cursor: text().min(1).max(512).optional(),
  })
  .strict();
