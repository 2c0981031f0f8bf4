import sharp from 'sharp';
import { expect } from 'vitest';
import { api, type ApiResponse } from '../helpers/json-api.js';
import type { TestGateway } from '../helpers/gateway.js';

/** The raw stored pets, read with the driver: to prove a refused request changed nothing. */
export function countStoredPets(service: TestGateway): Promise<number> {
  const db = service.gateway.database.connection.db;
  if (db === undefined) throw new Error('database not connected');
  return db.collection('pets').countDocuments();
}

/** A valid create body; override any field. */
export function petInput(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    name: 'Biscuit',
    species: 'dog',
    breed: 'Beagle',
    ageMonths: 14,
    size: 'small',
    color: 'tricolor',
    gender: 'male',
    goodWithKids: true,
    price: '150.00',
    description: 'Loves walks.',
    ...overrides,
  };
}

export async function createPet(
  url: string,
  token: string,
  overrides: Record<string, unknown> = {},
): Promise<Record<string, unknown>> {
  const response = await api(url, 'POST', '/v1/pets', { token, body: petInput(overrides) });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body;
}

export function expectProblem(response: ApiResponse<object>, status: number): void {
  expect(response.status, JSON.stringify(response.body)).toBe(status);
  expect(response.headers.get('content-type')).toMatch(/^application\/problem\+json/);
  expect(response.body).toMatchObject({ status, type: expect.stringMatching(/^https?:\/\//) });
  expect(JSON.stringify(response.body)).not.toMatch(/\bat .*\.(ts|js):\d+/);
}

/** The fields of the first validation error naming `field`. */
export function fieldErrors(response: ApiResponse): string[] {
  const errors = (response.body['errors'] ?? []) as { field: string }[];
  return errors.map((error) => error.field);
}

export function tinyImage(format: 'png' | 'jpeg' | 'webp', colour = '#3366cc'): Promise<Buffer> {
  return sharp({ create: { width: 16, height: 12, channels: 3, background: colour } })
    .toFormat(format)
    .toBuffer();
}

/** `POST /v1/pets/{petId}/images` with one multipart part. */
export async function uploadImage(
  url: string,
  token: string | undefined,
  petId: string,
  bytes: Buffer,
  options: { filename?: string; type?: string; field?: string; headers?: Record<string, string> } = {},
): Promise<ApiResponse> {
  const form = new FormData();
  form.append(
    options.field ?? 'file',
    new Blob([new Uint8Array(bytes)], { type: options.type ?? 'application/octet-stream' }),
    options.filename ?? 'photo.bin',
  );
  const headers: Record<string, string> = { ...options.headers };
  if (token !== undefined) headers['authorization'] = `Bearer ${token}`;
  const response = await fetch(`${url}/v1/pets/${petId}/images`, { method: 'POST', headers, body: form });
  const text = await response.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // not JSON
  }
  return { status: response.status, headers: response.headers, body: body as Record<string, unknown> };
}
