import type { z } from 'zod';
import { CreatePetSchema, ReplacePetSchema } from '../../src/core/pets/schemas.js';
import { SignUpSchema, UpdateUserSchema } from '../../src/core/users/schemas.js';
import { LoginSchema } from '../../src/core/auth/schemas.js';
import { ChatCompletionRequestSchema } from '../../src/core/chat/schemas.js';
import { OrderPaymentSchema } from '../../src/core/payments/schemas.js';
import { PlaceOrderSchema } from '../../src/core/store/schemas.js';
import { CreateWebhookSchema } from '../../src/core/webhooks/schemas.js';

/** Request schemas of the core (the source of truth) and the document's bodies they must agree with. */
export const REQUEST_BODIES: {
  name: string;
  schema: z.ZodType;
  component: string;
  valid: Record<string, unknown>;
}[] = [
  {
    name: 'create pet',
    schema: CreatePetSchema,
    component: 'PetCreate',
    valid: { name: 'A', species: 'dog', price: '1.00' },
  },
  {
    name: 'replace pet',
    schema: ReplacePetSchema,
    component: 'PetUpdate',
    valid: { name: 'A', species: 'dog', price: '1.00' },
  },
  {
    name: 'sign up',
    schema: SignUpSchema,
    component: 'UserCreate',
    valid: { username: 'abc', email: 'a@example.test', password: 'twelve-chars' },
  },
  { name: 'update user', schema: UpdateUserSchema, component: 'UserUpdate', valid: {} },
  {
    name: 'login',
    schema: LoginSchema,
    component: 'TokenRequest',
    valid: { username: 'abc', password: 'p' },
  },
  {
    name: 'chat completion',
    schema: ChatCompletionRequestSchema,
    component: 'ChatCompletionRequest',
    valid: { model: 'pet-advisor-1', messages: [] },
  },
  {
    name: 'order payment',
    schema: OrderPaymentSchema,
    component: 'OrderPayment',
    valid: {
      amount: '1.00',
      currency: 'USD',
      method: {
        type: 'bank_account',
        accountHolderName: 'A',
        routingNumber: '011000015',
        accountNumber: '1234',
        accountType: 'checking',
      },
    },
  },
  {
    name: 'place order',
    schema: PlaceOrderSchema,
    component: 'OrderCreate',
    valid: { petId: '01900000-0000-7000-8000-000000000000' },
  },
  {
    name: 'create webhook',
    schema: CreateWebhookSchema,
    component: 'WebhookCreate',
    valid: { url: 'https://hooks.example.test/petstore', events: ['payment.success'] },
  },
];
