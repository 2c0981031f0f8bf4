import { randomBytes, randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { tokensFor } from '../helpers/auth.js';
import type { TestGateway } from '../helpers/gateway.js';
import { sharedTestGateway } from '../helpers/shared-gateway.js';
import { api } from '../helpers/json-api.js';
import { declaredPng } from '../helpers/png.js';
import { createPet, expectProblem, tinyImage, uploadImage } from './pet-api.js';

const FIVE_MB = 5 * 1024 * 1024;

let service: TestGateway;
let staff: string;
let customer: string;

beforeAll(async () => {
  service = await sharedTestGateway();
  staff = (await tokensFor(service.url, 'staff')).accessToken;
  customer = (await tokensFor(service.url, 'customer')).accessToken;
});

async function newPetId(): Promise<string> {
  return String((await createPet(service.url, staff))['id']);
}

async function photosOf(petId: string): Promise<string[]> {
  return (await api(service.url, 'GET', `/v1/pets/${petId}`)).body['photos'] as string[];
}

describe('uploading pet images', () => {
  for (const format of ['png', 'jpeg', 'webp'] as const) {
    it(`accepts a ${format.toUpperCase()} and serves it back byte for byte with caching headers`, async () => {
      const petId = await newPetId();
      const image = await tinyImage(format);
      const response = await uploadImage(service.url, staff, petId, image, { filename: `pet.${format}` });
      expect(response.status).toBe(201);
      expect(response.body).toMatchObject({ id: petId, status: 'AVAILABLE' });
      const photos = response.body['photos'] as string[];
      expect(photos).toHaveLength(1);
      expect(response.headers.get('location')).toBe(photos[0]);
      expect(response.headers.get('etag')).toMatch(/^"/);

      const served = await fetch(photos[0] as string);
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe(`image/${format}`);
      expect(served.headers.get('content-length')).toBe(String(image.length));
      expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(served.headers.get('x-content-type-options')).toBe('nosniff');
      const etag = served.headers.get('etag') as string;
      expect(etag).toMatch(/^"[^"]+"$/);
      expect(Buffer.from(await served.arrayBuffer()).equals(image)).toBe(true);

      const again = await fetch(photos[0] as string, { headers: { 'if-none-match': etag } });
      expect(again.status).toBe(304);
    });
  }

  it('judges the type by content: a JPEG named .png declared image/png is served as image/jpeg', async () => {
    const petId = await newPetId();
    const jpeg = await tinyImage('jpeg');
    const response = await uploadImage(service.url, staff, petId, jpeg, {
      filename: 'cat.png',
      type: 'image/png',
    });
    expect(response.status).toBe(201);
    const served = await fetch((response.body['photos'] as string[])[0] as string);
    expect(served.headers.get('content-type')).toBe('image/jpeg');
  });

  it('a text file named .png is 415 and nothing is added', async () => {
    const petId = await newPetId();
    const response = await uploadImage(service.url, staff, petId, Buffer.from('definitely not an image\n'), {
      filename: 'photo.png',
      type: 'image/png',
    });
    expectProblem(response, 415);
    expect(await photosOf(petId)).toEqual([]);
  });

  it('a GIF is 415: only JPEG, PNG and WebP are accepted', async () => {
    const petId = await newPetId();
    const gif = Buffer.concat([Buffer.from('GIF89a'), randomBytes(64)]);
    expectProblem(
      await uploadImage(service.url, staff, petId, gif, { filename: 'a.gif', type: 'image/gif' }),
      415,
    );
  });

  it('a corrupt or truncated image is 422', async () => {
    const petId = await newPetId();
    const png = await tinyImage('png');
    const corrupt = Buffer.concat([png.subarray(0, 16), randomBytes(200)]);
    expectProblem(await uploadImage(service.url, staff, petId, corrupt), 422);
    const jpeg = await tinyImage('jpeg');
    expectProblem(await uploadImage(service.url, staff, petId, jpeg.subarray(0, jpeg.length / 2)), 422);
    expect(await photosOf(petId)).toEqual([]);
  });

  it('a PNG declaring more than 4096x4096 pixels is 422 from its header, before any decoding', async () => {
    const petId = await newPetId();
    // 7000x7000 16-bit RGBA (~390 MB decoded), with only two rows of data: the header decides.
    const bomb = await declaredPng({ width: 7000, height: 7000, bitDepth: 16, colourType: 6, rows: 2 });
    const refused = await uploadImage(service.url, staff, petId, bomb);
    expectProblem(refused, 422);
    expect(refused.body['errors']).toEqual([
      { field: 'file', code: 'image_too_large', message: expect.stringMatching(/7000x7000.*4096x4096/) },
    ]);
    // A complete, valid image just over the cap (4200x4200 grey) is refused the same way.
    const complete = await declaredPng({ width: 4200, height: 4200, bitDepth: 8, colourType: 0 });
    const alsoRefused = await uploadImage(service.url, staff, petId, complete);
    expectProblem(alsoRefused, 422);
    expect(alsoRefused.body['errors']).toEqual([expect.objectContaining({ code: 'image_too_large' })]);
    expect(await photosOf(petId)).toEqual([]);
  });

  it('a PNG whose pixel rows stop early is 422 invalid_image', async () => {
    const petId = await newPetId();
    const truncated = await declaredPng({ width: 64, height: 64, bitDepth: 8, colourType: 2, rows: 10 });
    const refused = await uploadImage(service.url, staff, petId, truncated);
    expectProblem(refused, 422);
    expect(refused.body['errors']).toEqual([
      expect.objectContaining({ field: 'file', code: 'invalid_image' }),
    ]);
    const whole = await declaredPng({ width: 64, height: 64, bitDepth: 8, colourType: 2 });
    expect((await uploadImage(service.url, staff, petId, whole)).status).toBe(201);
  });

  it('a file over 5 MB is 413', async () => {
    const petId = await newPetId();
    const tooBig = Buffer.concat([await tinyImage('png'), Buffer.alloc(FIVE_MB)]);
    expectProblem(await uploadImage(service.url, staff, petId, tooBig), 413);
    expect(await photosOf(petId)).toEqual([]);
  });

  it('a form without the file field is 400, and another field name is 400', async () => {
    const petId = await newPetId();
    const form = new FormData();
    form.append('note', 'no file here');
    const response = await fetch(`${service.url}/v1/pets/${petId}/images`, {
      method: 'POST',
      headers: { authorization: `Bearer ${staff}` },
      body: form,
    });
    expect(response.status).toBe(400);
    expect(response.headers.get('content-type')).toMatch(/problem\+json/);
    expectProblem(
      await uploadImage(service.url, staff, petId, await tinyImage('png'), { field: 'photo' }),
      400,
    );
  });

  it('a JSON body is 415', async () => {
    const petId = await newPetId();
    expectProblem(
      await api(service.url, 'POST', `/v1/pets/${petId}/images`, { token: staff, body: { file: 'x' } }),
      415,
    );
  });

  it('needs write:pets: no token 401, a customer 403', async () => {
    const petId = await newPetId();
    const image = await tinyImage('png');
    expectProblem(await uploadImage(service.url, undefined, petId, image), 401);
    expectProblem(await uploadImage(service.url, customer, petId, image), 403);
    expect(await photosOf(petId)).toEqual([]);
  });

  it('an unknown pet is 404', async () => {
    expectProblem(await uploadImage(service.url, staff, randomUUID(), await tinyImage('png')), 404);
  });

  it('a stale If-Match is 412', async () => {
    const petId = await newPetId();
    const stale = (await api(service.url, 'GET', `/v1/pets/${petId}`)).headers.get('etag') as string;
    await uploadImage(service.url, staff, petId, await tinyImage('png'));
    const response = await uploadImage(service.url, staff, petId, await tinyImage('png'), {
      headers: { 'if-match': stale },
    });
    expectProblem(response, 412);
    expect(await photosOf(petId)).toHaveLength(1);
  });

  it('a pet holds at most 10 photos; the 11th is 409', async () => {
    const petId = await newPetId();
    for (let index = 0; index < 10; index += 1) {
      const response = await uploadImage(
        service.url,
        staff,
        petId,
        await tinyImage('png', `#0000${10 + index}`),
      );
      expect(response.status).toBe(201);
    }
    expectProblem(await uploadImage(service.url, staff, petId, await tinyImage('png')), 409);
    expect(await photosOf(petId)).toHaveLength(10);
  });

  it('staff can remove a photo; its URL is 404 afterwards', async () => {
    const petId = await newPetId();
    await uploadImage(service.url, staff, petId, await tinyImage('png'));
    const [photo] = await photosOf(petId);
    const imageId = String(photo).split('/').at(-1) as string;
    const response = await api(service.url, 'DELETE', `/v1/pets/${petId}/images/${imageId}`, {
      token: staff,
    });
    expect(response.status).toBe(200);
    expect(response.body['photos']).toEqual([]);
    expect((await fetch(String(photo))).status).toBe(404);
  });

  it('an unknown image is 404', async () => {
    const petId = await newPetId();
    expectProblem(await api(service.url, 'GET', `/v1/pets/${petId}/images/${randomUUID()}`), 404);
    expectProblem(await api(service.url, 'GET', `/v1/pets/${petId}/images/nope`), 404);
  });
});
