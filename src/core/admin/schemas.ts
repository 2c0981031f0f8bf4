import { z } from 'zod';
import { PageLimitSchema } from '../pagination.js';
import { USER_STATUSES } from '../users/model.js';
import { SignUpSchema } from '../users/schemas.js';
import { ROLES } from '../context.js';
import { text } from '../validation.js';

const upper = (value: unknown) => (typeof value === 'string' ? value.toUpperCase() : value);

/** `GET /admin/users`: `q` matches the start of a username or email, ignoring case. */
export const ListUsersQuerySchema = z
  .object({
    limit: PageLimitSchema,
    cursor: text().min(1).max(512).optional(),
    status: z.preprocess(upper, z.enum(USER_STATUSES)).optional(),
    role: z.preprocess(upper, z.enum(ROLES)).optional(),
    q: text().trim().min(1).max(100).optional(),
  })
  .strict();

/** `POST /admin/users`: a STAFF or ADMIN account (customers sign themselves up). */
export const CreateStaffAccountSchema = SignUpSchema.extend({
  role: z.enum(['STAFF', 'ADMIN']),
}).strict();

/** `PATCH /admin/users/{id}/status` and `/role`: the users area's own schemas decide the rest. */
export { StatusChangeSchema, RoleChangeSchema } from '../users/schemas.js';
export { ForceCancelOrderSchema, ListOrdersQuerySchema } from '../store/schemas.js';
