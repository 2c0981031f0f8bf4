import { addDogs } from './catalog-seed.js';
import { login } from './http.js';

export const DOG_PAGE_PATH = '/v1/pets?species=dog&limit=20';

/**
 * Adds `count` dogs as the seeded staff account (enough for a full page of 20 beside the demo
 * pets) and returns the ids of the first page `GET /v1/pets?species=dog&limit=20` answers.
 */
export async function seedDogs(url: string, seedPassword: string, count = 40): Promise<string[]> {
  await addDogs(url, await login(url, 'staff', seedPassword), count);
  const list = (await (await fetch(`${url}${DOG_PAGE_PATH}`)).json()) as { data: { id: string }[] };
  if (list.data.length !== 20) throw new Error(`expected a full page of 20 dogs, got ${list.data.length}`);
  return list.data.map((dog) => dog.id);
}
