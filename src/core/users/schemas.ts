import { z } from 'zod';
import { text } from '../validation.js';

/** PRODUCT.md: 3..50 characters of `[a-zA-Z0-9_.-]`. */
export const UsernameSchema = z
  .string()
  .min(3)
  .max(50)
  .regex(/^[a-zA-Z0-9_.-]+$/, 'Use only letters, digits, "_", "." and "-".');

export const EmailSchema = z
  .email()
  .max(254)
  .transform((email) => email.toLowerCase());

/** 12..128 characters; the upper bound keeps hashing cost bounded. */
export const PasswordSchema = text().min(12).max(128);

const NameSchema = text().trim().min(1).max(100);
const PhoneSchema = z
  .string()
  .trim()
  .min(3)
  .max(32)
  .regex(/^\+?[0-9 ()./-]+$/, 'Use digits, spaces and + ( ) . / - only.');

export const SignUpSchema = z
  .object({
    username: UsernameSchema,
    email: EmailSchema,
    password: PasswordSchema,
    firstName: NameSchema.optional(),
    lastName: NameSchema.optional(),
    phone: PhoneSchema.optional(),
  })
  .strict();
export type SignUpInput = z.output<typeof SignUpSchema>;

/**
 * `PUT /users/{id}`: every field optional, `null` clears a personal field. Role and status are not
 * changed here (they are unknown fields). A new `password` needs the `currentPassword`.
 */
export const UpdateUserSchema = z
  .object({
    username: UsernameSchema.optional(),
    email: EmailSchema.optional(),
    firstName: NameSchema.nullable().optional(),
    lastName: NameSchema.nullable().optional(),
    phone: PhoneSchema.nullable().optional(),
    password: PasswordSchema.optional(),
    // Compared with the stored hash, never stored: any password set before the text rules holds.
    currentPassword: z.string().min(1).max(128).optional(),
  })
  .strict()
  .superRefine((value, ctx) => {
    if (value.password !== undefined && value.currentPassword === undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['currentPassword'],
        message: 'Required to change the password.',
        params: { reason: 'required' },
      });
    }
  });
export type UpdateUserInput = z.output<typeof UpdateUserSchema>;

export const StatusChangeSchema = z
  .object({ status: z.enum(['ACTIVE', 'SUSPENDED']), reason: text().trim().min(1).max(500) })
  .strict();

export const RoleChangeSchema = z.object({ role: z.enum(['CUSTOMER', 'STAFF', 'ADMIN']) }).strict();
