import { login, postCreated } from './http.js';

export const DOG_PAGE_PATH = '/v1/pets?species=dog&limit=20';

/**
 * Adds `count` dogs as the seeded staff account (enough for a full page of 20 beside the demo
 * pets) and returns the ids of the first page `GET /v1/pets?species=dog&limit=20` answers.
 */
export async function seedDogs(url: string, seedPassword: string, count = 40): Promise<string[]> {
  const accessToken = await login(url, 'staff', seedPassword);
  for (let i = 0; i < count; i += 1) {
    await postCreated(`${url}/v1/pets`, accessToken, {
      name: `Bench dog ${i}`,
      species: 'dog',
      breed: 'Mixed',
      ageMonths: 6 + i,
      size: ['small', 'medium', 'large'][i % 3],
      goodWithKids: i % 2 === 0,
      price: `${100 + i}.00`,
      description: 'A friendly dog who enjoys walks and naps.',
    });
  }
  const list = (await (await fetch(`${url}${DOG_PAGE_PATH}`)).json()) as { data: { id: string }[] };
  if (list.data.length !== 20) throw new Error(`expected a full page of 20 dogs, got ${list.data.length}`);
  return list.data.map((dog) => dog.id);
}
