/**
 * What decompression bombs cost the process: 8 uploads in parallel of a 381 KB PNG whose header
 * declares 7000x7000 pixels of 16-bit RGBA (~390 MB once decoded), each to its own pet. Prints
 * the resident set size (RSS) before, its peak while the uploads run (sampled every 20 ms), and
 * after they finish (1 s and 5 s later), plus each upload's status. Then the same with 8 ordinary
 * 1600x1200 photos, and with 8 PNGs of the largest accepted size (4096x4096 16-bit RGBA), to show
 * what accepted uploads cost.
 *
 *   npx tsx bench/image-memory.ts          (BENCH_PARALLEL=8 by default)
 */
import sharp from 'sharp';
import { declaredPng } from '../test/helpers/png.js';
import { startBenchGateway } from './support/gateway.js';
import { login, postCreated } from './support/http.js';

const PARALLEL = Number(process.env['BENCH_PARALLEL'] ?? 8);
const mb = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const { gateway, seedPassword } = await startBenchGateway();
const base = gateway.url;
const staff = await login(base, 'staff', seedPassword);

async function upload(petId: string, bytes: Buffer): Promise<number> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)]), 'photo.png');
  const response = await fetch(`${base}/v1/pets/${petId}/images`, {
    method: 'POST',
    headers: { authorization: `Bearer ${staff}` },
    body: form,
  });
  await response.arrayBuffer();
  return response.status;
}

async function round(label: string, file: Buffer): Promise<void> {
  const pets = await Promise.all(
    Array.from({ length: PARALLEL }, (_, i) =>
      postCreated(`${base}/v1/pets`, staff, {
        name: `Bench ${label} ${i}`,
        species: 'dog',
        ageMonths: 12,
        size: 'small',
        gender: 'female',
        price: '10.00',
      }),
    ),
  );
  await sleep(1000);
  const before = process.memoryUsage().rss;
  let peak = before;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 20);
  const started = performance.now();
  const statuses = await Promise.all(pets.map((pet) => upload(String(pet['id']), file)));
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  clearInterval(sampler);
  await sleep(1000);
  const after1s = process.memoryUsage().rss;
  await sleep(4000);
  const after5s = process.memoryUsage().rss;
  console.log(
    `${label} (${Math.round(file.length / 1024)} KB) x${PARALLEL}: statuses ${statuses.join(',')} in ${seconds} s; ` +
      `RSS before ${mb(before)}, peak ${mb(peak)}, after 1 s ${mb(after1s)}, after 5 s ${mb(after5s)}`,
  );
}

const bomb = await declaredPng({ width: 7000, height: 7000, bitDepth: 16, colourType: 6 });
const photo = await sharp({
  create: {
    width: 1600,
    height: 1200,
    channels: 3,
    background: '#3366cc',
    noise: { type: 'gaussian', mean: 128, sigma: 30 },
  },
})
  .jpeg({ quality: 85 })
  .toBuffer();
await round('7000x7000 16-bit RGBA PNG', bomb);
await round('1600x1200 JPEG photo', photo);
const largestAccepted = await declaredPng({ width: 4096, height: 4096, bitDepth: 16, colourType: 6 });
await round('4096x4096 16-bit RGBA PNG (the largest accepted)', largestAccepted);
await gateway.close();
