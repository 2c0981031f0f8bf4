/**
 * What the SOAP door costs beside REST for the same read, in one run and with the same load:
 *   `GET /v1/pets/{id}` and `GetPet` over SOAP 1.1 and SOAP 1.2 (the same pet, every field),
 *   in two rounds, the second compared.
 * The gateway runs on the embedded database in memory with the demo data; rate limits are
 * raised so the bench measures work, not 429s. Target: SOAP >= 50% of REST's requests/s.
 *
 *   npx tsx bench/soap.ts         (BENCH_SECONDS=10 BENCH_CONNECTIONS=32 by default)
 */
import { getPetEnvelope, SOAP_GET_PET_ACTION } from './support/door-requests.js';
import { startBenchGateway } from './support/gateway.js';
import { loadSettings, measure, printFigures, type Figures, type LoadTarget } from './support/load.js';

const settings = loadSettings();
const { gateway } = await startBenchGateway();

try {
  const list = (await (await fetch(`${gateway.url}/v1/pets?limit=1`)).json()) as { data: { id: string }[] };
  const petId = list.data[0]?.id;
  if (petId === undefined) throw new Error('no pet to read');
  const endpoint = `${gateway.url}/v1/soap`;
  const action = SOAP_GET_PET_ACTION;
  // One call of each first: a fault here would make the figures meaningless.
  for (const [headers, body] of [
    [{ 'content-type': 'text/xml; charset=utf-8', soapaction: `"${action}"` }, getPetEnvelope('1.1', petId)],
    [
      { 'content-type': `application/soap+xml; charset=utf-8; action="${action}"` },
      getPetEnvelope('1.2', petId),
    ],
  ] as const) {
    const answer = await fetch(endpoint, { method: 'POST', headers, body });
    if (answer.status !== 200) throw new Error(`GetPet: ${answer.status} ${await answer.text()}`);
  }

  const targets: LoadTarget[] = [
    { name: 'REST GET /v1/pets/{id}', url: `${gateway.url}/v1/pets/${petId}` },
    {
      name: 'SOAP 1.1 GetPet',
      url: endpoint,
      headers: { 'content-type': 'text/xml; charset=utf-8', soapaction: `"${action}"` },
      rawBody: getPetEnvelope('1.1', petId),
    },
    {
      name: 'SOAP 1.2 GetPet',
      url: endpoint,
      headers: { 'content-type': `application/soap+xml; charset=utf-8; action="${action}"` },
      rawBody: getPetEnvelope('1.2', petId),
    },
  ];
  // Two rounds: the first also warms the process up (JIT, the embedded database's caches), which
  // favours whatever runs later; the second round is the one compared.
  const rows: Figures[] = [];
  for (const round of [1, 2]) {
    for (const target of targets) {
      rows.push(await measure({ ...target, name: `${target.name} (round ${round})` }, settings));
    }
  }
  printFigures(rows, settings);
  const [rest, soap11, soap12] = rows.slice(targets.length).map((row) => row.requestsPerSecond);
  const share = (value: number | undefined) => `${(((value ?? 0) / (rest ?? 1)) * 100).toFixed(1)}%`;
  console.log(`\nSOAP vs REST req/s, round 2: 1.1 ${share(soap11)}, 1.2 ${share(soap12)} (target >= 50%)`);
} finally {
  await gateway.close();
}
