import { expect } from 'vitest';
import { api, type ApiResponse } from '../helpers/json-api.js';

/** A card that the built-in test processor accepts, valid until the end of next year. */
export const GOOD_CARD = {
  type: 'card',
  number: '4242424242424242',
  expMonth: 12,
  expYear: new Date().getUTCFullYear() + 1,
  cvc: '123',
  holderName: 'Ada Lovelace',
};

export const DECLINED_CARD = { ...GOOD_CARD, number: '4000000000000002' };
export const INSUFFICIENT_FUNDS_CARD = { ...GOOD_CARD, number: '4000000000009995' };

export const GOOD_BANK_ACCOUNT = {
  type: 'bank_account',
  accountHolderName: 'Ada Lovelace',
  routingNumber: '110000000',
  accountNumber: '000123456789',
  accountType: 'checking',
};

export const FAILING_BANK_ACCOUNT = { ...GOOD_BANK_ACCOUNT, accountNumber: '000111111116' };

export async function createPet(
  url: string,
  staffToken: string,
  overrides: Record<string, unknown> = {},
): Promise<Record<string, unknown>> {
  const response = await api(url, 'POST', '/v1/pets', {
    token: staffToken,
    body: { name: 'Biscuit', species: 'dog', price: '150.00', ...overrides },
  });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body;
}

export async function placeOrder(
  url: string,
  token: string,
  body: Record<string, unknown>,
): Promise<Record<string, unknown>> {
  const response = await api(url, 'POST', '/v1/store/orders', { token, body });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body;
}

export function pay(
  url: string,
  token: string,
  orderId: string,
  method: Record<string, unknown>,
  options: { amount?: string | number; currency?: string; idempotencyKey?: string } = {},
): Promise<ApiResponse> {
  return api(url, 'POST', `/v1/store/orders/${orderId}/payment`, {
    token,
    headers: options.idempotencyKey === undefined ? {} : { 'idempotency-key': options.idempotencyKey },
    body: { amount: options.amount ?? '150.00', currency: options.currency ?? 'USD', method },
  });
}

export async function petStatus(url: string, petId: string): Promise<string> {
  const response = await api(url, 'GET', `/v1/pets/${petId}`);
  return response.body['status'] as string;
}

export function expectProblem(response: ApiResponse<object>, status: number): void {
  expect(response.status, JSON.stringify(response.body)).toBe(status);
  expect(response.headers.get('content-type')).toMatch(/^application\/problem\+json/);
  expect(response.body).toMatchObject({ status });
}
