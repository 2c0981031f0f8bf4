/**
 * What the SOAP door costs beside REST for the same read, in one run and with the same load:
 *   `GET /v1/pets/{id}` and `GetPet` over SOAP 1.1 and SOAP 1.2 (the same pet, every field).
 * The gateway runs on the embedded database in memory with the demo data; rate limits are
 * raised so the bench measures work, not 429s. Target: SOAP >= 50% of REST's requests/s.
 *
 *   npx tsx bench/soap.ts         (BENCH_SECONDS=10 BENCH_CONNECTIONS=32 by default)
 */
import { startBenchGateway } from './support/gateway.js';
import { loadSettingsFromEnv, measureLoad, printLoadTable } from './support/load.js';

const settings = loadSettingsFromEnv();
const { gateway } = await startBenchGateway();

function getPetEnvelope(version: '1.1' | '1.2', petId: string): string {
  const ns =
    version === '1.1'
      ? 'http://schemas.xmlsoap.org/soap/envelope/'
      : 'http://www.w3.org/2003/05/soap-envelope';
  return (
    `<?xml version="1.0" encoding="utf-8"?><s:Envelope xmlns:s="${ns}"><s:Body>` +
    `<GetPet xmlns="urn:petstore:soap:v1"><id>${petId}</id></GetPet></s:Body></s:Envelope>`
  );
}

try {
  const list = (await (await fetch(`${gateway.url}/v1/pets?limit=1`)).json()) as { data: { id: string }[] };
  const petId = list.data[0]?.id;
  if (petId === undefined) throw new Error('no pet to read');
  const endpoint = `${gateway.url}/v1/soap`;
  const action = 'urn:petstore:soap:v1/GetPet';
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

  const restTarget = { name: 'REST GET /v1/pets/{id}', url: `${gateway.url}/v1/pets/${petId}` };
  // REST is measured before and after SOAP: on a shared machine the first minutes of a process
  // (JIT, the embedded database's caches) and other load move the figures; both are shown.
  const rows = [
    await measureLoad(restTarget, settings),
    await measureLoad(
      {
        name: 'SOAP 1.1 GetPet',
        url: endpoint,
        method: 'POST',
        headers: { 'content-type': 'text/xml; charset=utf-8', soapaction: `"${action}"` },
        body: getPetEnvelope('1.1', petId),
      },
      settings,
    ),
    await measureLoad(
      {
        name: 'SOAP 1.2 GetPet',
        url: endpoint,
        method: 'POST',
        headers: { 'content-type': `application/soap+xml; charset=utf-8; action="${action}"` },
        body: getPetEnvelope('1.2', petId),
      },
      settings,
    ),
    await measureLoad({ ...restTarget, name: 'REST GET /v1/pets/{id} (again)' }, settings),
  ];
  printLoadTable(rows, settings);
  const rest = Math.max(rows[0]?.requestsPerSecond ?? 1, rows[3]?.requestsPerSecond ?? 1);
  const share = (row: number) => `${(((rows[row]?.requestsPerSecond ?? 0) / rest) * 100).toFixed(1)}%`;
  console.log(`\nSOAP vs REST's better run, req/s: 1.1 ${share(1)}, 1.2 ${share(2)} (target >= 50%)`);
} finally {
  await gateway.close();
}
