import { postCreated } from './http.js';

/** Adds `count` AVAILABLE dogs as the staff token's holder: enough for full pages of the catalog. */
export async function addDogs(base: string, staffToken: string, count: number): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const pet = await postCreated(`${base}/v1/pets`, staffToken, {
      name: `Bench dog ${i}`,
      species: 'dog',
      breed: 'Mixed',
      ageMonths: 6 + i,
      size: ['small', 'medium', 'large'][i % 3],
      goodWithKids: i % 2 === 0,
      price: `${100 + i}.00`,
      description: 'A friendly dog who enjoys walks and naps.',
    });
    ids.push(pet['id'] as string);
  }
  return ids;
}
