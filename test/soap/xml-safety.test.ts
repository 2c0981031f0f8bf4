import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tokensFor } from '../helpers/auth.js';
import type { TestGateway } from '../helpers/gateway.js';
import { sharedTestGateway } from '../helpers/shared-gateway.js';
import { PETSTORE_NS, postSoap, SOAP_11_NS, SOAP_12_NS, type SoapVersion } from './soap-client.js';

let service: TestGateway;
let staff: string;
let directory: string;
let secretFile: string;
const marker = `xxe-marker-${randomUUID()}`;

beforeAll(async () => {
  service = await sharedTestGateway();
  staff = (await tokensFor(service.url, 'staff')).accessToken;
  directory = mkdtempSync(path.join(tmpdir(), 'soap-xxe-'));
  secretFile = path.join(directory, 'secret.txt');
  writeFileSync(secretFile, marker);
});
afterAll(async () => {
  rmSync(directory, { recursive: true, force: true });
});

const ENVELOPE_NS: Record<SoapVersion, string> = { '1.1': SOAP_11_NS, '1.2': SOAP_12_NS };

/** A document with a prologue of its own (a DOCTYPE) before a CreatePet envelope. */
function withPrologue(version: SoapVersion, prologue: string, name: string): string {
  return (
    `<?xml version="1.0" encoding="utf-8"?>${prologue}` +
    `<s:Envelope xmlns:s="${ENVELOPE_NS[version]}" xmlns:p="${PETSTORE_NS}"><s:Body><p:CreatePet>` +
    `<p:name>${name}</p:name><p:species>DOG</p:species><p:price>10.00</p:price>` +
    `</p:CreatePet></s:Body></s:Envelope>`
  );
}

async function petCount(): Promise<number> {
  const db = service.gateway.database.connection.db;
  if (db === undefined) throw new Error('database not connected');
  return db.collection('pets').countDocuments();
}

function faultCodes(text: string): string[] {
  return [...text.matchAll(/<code>([^<]*)<\/code>/g)].map((match) => match[1] ?? '');
}

describe('XML safety: refused before any processing, nothing expanded, nothing changed', () => {
  for (const version of ['1.1', '1.2'] as const) {
    it(`SOAP ${version}: an external entity (XXE) never reads the file`, async () => {
      const before = await petCount();
      const probes = [
        `<!DOCTYPE s:Envelope [<!ENTITY xxe SYSTEM "file://${secretFile}">]>`,
        `<!DOCTYPE s:Envelope [<!ENTITY % remote SYSTEM "file://${secretFile}"> %remote;]>`,
        `<!DOCTYPE s:Envelope SYSTEM "file://${secretFile}">`,
      ];
      for (const prologue of probes) {
        const answer = await postSoap(
          service.url,
          version,
          'CreatePet',
          withPrologue(version, prologue, '&xxe;'),
          { authorization: `Bearer ${staff}` },
        );
        expect(answer.status).toBe(version === '1.1' ? 500 : 400);
        expect(faultCodes(answer.text)).toEqual(['VALIDATION_ERROR', 'doctype_not_allowed']);
        expect(answer.text).not.toContain(marker);
      }
      expect(await petCount()).toBe(before);
    });
  }

  it('billion laughs is refused at once, with nothing expanded', async () => {
    const entities = ['<!ENTITY lol "lol">'];
    for (let level = 1; level <= 9; level += 1) {
      entities.push(`<!ENTITY lol${level} "${`&lol${level === 1 ? '' : level - 1};`.repeat(10)}">`);
    }
    const answer = await postSoap(
      service.url,
      '1.2',
      'CreatePet',
      withPrologue('1.2', `<!DOCTYPE lolz [${entities.join('')}]>`, '&lol9;'),
      { authorization: `Bearer ${staff}` },
    );
    expect(answer.status).toBe(400);
    expect(faultCodes(answer.text)).toEqual(['VALIDATION_ERROR', 'doctype_not_allowed']);
    expect(answer.text).not.toContain('lollol');
  });

  it('refuses a bare DOCTYPE, an entity reference without one, XInclude, processing instructions', async () => {
    const before = await petCount();
    const doctype = await postSoap(
      service.url,
      '1.1',
      'CreatePet',
      withPrologue('1.1', '<!DOCTYPE s:Envelope>', 'Rex'),
      { authorization: `Bearer ${staff}` },
    );
    expect(faultCodes(doctype.text)).toEqual(['VALIDATION_ERROR', 'doctype_not_allowed']);

    const undeclared = await postSoap(service.url, '1.1', 'CreatePet', withPrologue('1.1', '', '&xxe;'), {
      authorization: `Bearer ${staff}`,
    });
    expect(faultCodes(undeclared.text)).toEqual(['VALIDATION_ERROR', 'malformed_xml']);

    const xinclude = await postSoap(
      service.url,
      '1.1',
      'CreatePet',
      withPrologue(
        '1.1',
        '',
        `<xi:include xmlns:xi="http://www.w3.org/2001/XInclude" href="file://${secretFile}" parse="text"/>`,
      ),
      { authorization: `Bearer ${staff}` },
    );
    expect(faultCodes(xinclude.text)).toEqual(['VALIDATION_ERROR', 'xinclude_not_allowed']);
    expect(xinclude.text).not.toContain(marker);

    const instruction = await postSoap(
      service.url,
      '1.1',
      'CreatePet',
      withPrologue('1.1', '<?xml-stylesheet href="x.xsl"?>', 'Rex'),
      { authorization: `Bearer ${staff}` },
    );
    expect(faultCodes(instruction.text)).toEqual(['VALIDATION_ERROR', 'processing_instruction_not_allowed']);
    expect(await petCount()).toBe(before);
  });
});
