import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { errorView } from '../../src/core/error-table.js';
import { InternalError } from '../../src/core/errors.js';
import { faultAnswer } from '../../src/adapters/soap/faults.js';
import { tokensFor } from '../helpers/auth.js';
import type { TestGateway } from '../helpers/gateway.js';
import { sharedTestGateway } from '../helpers/shared-gateway.js';
import { envelope, postSoap, SOAP_11_NS, SOAP_12_NS } from './soap-client.js';

/** Request ids of this run: files share the worker's gateway and its audit trail. */
const RUN = randomUUID();

let service: TestGateway;
let staff: string;

beforeAll(async () => {
  service = await sharedTestGateway();
  staff = (await tokensFor(service.url, 'staff')).accessToken;
});

/** The text of every `<local>` element of an answer, whatever its prefix. */
function texts(xml: string, local: string): string[] {
  return [...xml.matchAll(new RegExp(`<(?:\\w+:)?${local}(?: [^>]*)?>([^<]*)</`, 'g'))].map(
    (match) => match[1] ?? '',
  );
}

const missingPet = '00000000-0000-4000-8000-000000000000';

describe('faults', () => {
  it('SOAP 1.1: soap:Client with HTTP 500 and the PetstoreFault detail', async () => {
    const answer = await postSoap(
      service.url,
      '1.1',
      'GetPet',
      envelope('1.1', `<p:GetPet><p:id>${missingPet}</p:id></p:GetPet>`),
      { 'x-request-id': `soap-fault-11-${RUN}` },
    );
    expect(answer.status).toBe(500);
    expect(answer.headers.get('content-type')).toBe('text/xml; charset=utf-8');
    expect(answer.text).toContain(`xmlns:soap="${SOAP_11_NS}"`);
    expect(texts(answer.text, 'faultcode')).toEqual(['soap:Client']);
    expect(texts(answer.text, 'code')).toEqual(['NOT_FOUND']);
    expect(texts(answer.text, 'status')).toEqual(['404']);
    // The fault quotes the service's own id; the caller's is echoed in X-Request-ID.
    expect(texts(answer.text, 'requestId')).toEqual([answer.headers.get('x-server-request-id')]);
    expect(answer.headers.get('x-request-id')).toBe(`soap-fault-11-${RUN}`);

    // Counted by operation, version and outcome in the service's registry.
    const metrics = await (await fetch(`${service.url}/metrics`)).text();
    expect(metrics).toMatch(
      /petstore_soap_requests_total\{operation="GetPet",version="1.1",outcome="NOT_FOUND"\} [1-9]/,
    );
  });

  it('SOAP 1.2: env:Sender with HTTP 400, the reason in English and the same detail', async () => {
    const answer = await postSoap(
      service.url,
      '1.2',
      'GetPet',
      envelope('1.2', `<p:GetPet><p:id>${missingPet}</p:id></p:GetPet>`),
    );
    expect(answer.status).toBe(400);
    expect(answer.headers.get('content-type')).toBe('application/soap+xml; charset=utf-8');
    expect(answer.text).toContain(`xmlns:env="${SOAP_12_NS}"`);
    expect(texts(answer.text, 'Value')).toEqual(['env:Sender']);
    expect(answer.text).toMatch(/<env:Text xml:lang="en">[^<]+<\/env:Text>/);
    expect(texts(answer.text, 'code')).toEqual(['NOT_FOUND']);
    expect(texts(answer.text, 'requestId')).toEqual([answer.headers.get('x-server-request-id')]);
  });

  it('names the fields of a validation error by their element names (pageSize for limit)', async () => {
    const bad = await postSoap(
      service.url,
      '1.2',
      'CreatePet',
      envelope(
        '1.2',
        '<p:CreatePet><p:name>Rex</p:name><p:species>DOG</p:species><p:price>12</p:price></p:CreatePet>',
      ),
      { authorization: `Bearer ${staff}` },
    );
    expect(bad.status).toBe(400);
    expect(texts(bad.text, 'code')[0]).toBe('VALIDATION_ERROR');
    expect(texts(bad.text, 'field')).toEqual(['price']);

    const page = await postSoap(
      service.url,
      '1.1',
      'ListPets',
      envelope('1.1', '<p:ListPets><p:pageSize>1000</p:pageSize></p:ListPets>'),
    );
    expect(texts(page.text, 'field')).toEqual(['pageSize']);

    const typed = await postSoap(
      service.url,
      '1.1',
      'ListPets',
      envelope('1.1', '<p:ListPets><p:goodWithKids>maybe</p:goodWithKids><p:extra/></p:ListPets>'),
    );
    expect(texts(typed.text, 'field')).toEqual(['goodWithKids']);
  });

  it('refuses an unknown operation, a missing or wrong SOAPAction, a wrong 1.2 action', async () => {
    const unknown = await postSoap(service.url, '1.1', 'Fly', envelope('1.1', '<p:Fly/>'));
    expect(texts(unknown.text, 'faultcode')).toEqual(['soap:Client']);
    expect(unknown.text).toContain('is not an operation of this service');

    const body = envelope('1.1', `<p:GetPet><p:id>${missingPet}</p:id></p:GetPet>`);
    const wrong = await postSoap(service.url, '1.1', 'DeletePet', body);
    expect(wrong.status).toBe(500);
    expect(texts(wrong.text, 'field')).toEqual(['SOAPAction']);
    expect(texts(wrong.text, 'code')).toEqual(['VALIDATION_ERROR', 'action_mismatch']);

    const missing = await fetch(`${service.url}/v1/soap`, {
      method: 'POST',
      headers: { 'content-type': 'text/xml; charset=utf-8' },
      body,
    });
    expect(texts(await missing.text(), 'code')).toEqual(['VALIDATION_ERROR', 'required']);

    const wrong12 = await postSoap(
      service.url,
      '1.2',
      'DeletePet',
      envelope('1.2', `<p:GetPet><p:id>${missingPet}</p:id></p:GetPet>`),
    );
    expect(wrong12.status).toBe(400);
    expect(texts(wrong12.text, 'Value')).toEqual(['env:Sender']);
    expect(texts(wrong12.text, 'field')).toEqual(['action']);
  });

  it('answers a wrong content type with 415 as a fault, and a version mismatch as a Client fault', async () => {
    const json = await fetch(`${service.url}/v1/soap`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(json.status).toBe(415);
    const text = await json.text();
    expect(texts(text, 'faultcode')).toEqual(['soap:Client']);
    expect(texts(text, 'code')).toEqual(['UNSUPPORTED_MEDIA_TYPE']);

    const latin = await postSoap(service.url, '1.1', 'GetInventory', envelope('1.1', '<p:GetInventory/>'), {
      'content-type': 'text/xml; charset=iso-8859-1',
    });
    expect(latin.status).toBe(415);

    const mismatch = await postSoap(service.url, '1.1', 'GetInventory', envelope('1.2', '<p:GetInventory/>'));
    expect(mismatch.status).toBe(500);
    expect(texts(mismatch.text, 'code')).toEqual(['VALIDATION_ERROR', 'version_mismatch']);
  });

  it('refuses a body over 1 MB with 413 as a fault, and nesting past the depth limit', async () => {
    const big = envelope('1.2', `<p:ListPets><p:q>${'x'.repeat(1024 * 1024)}</p:q></p:ListPets>`);
    const tooLarge = await postSoap(service.url, '1.2', 'ListPets', big);
    expect(tooLarge.status).toBe(413);
    expect(texts(tooLarge.text, 'code')).toEqual(['PAYLOAD_TOO_LARGE']);

    // As deep as the GraphQL door's 5,000 nested fragments, and as deep as 1 MB allows: refused
    // when the parser meets the 33rd level, in either version.
    for (const levels of [40, 5000, 80_000]) {
      for (const version of ['1.1', '1.2'] as const) {
        const deep = envelope(
          version,
          `<p:ListPets>${'<p:q>'.repeat(levels)}${'</p:q>'.repeat(levels)}</p:ListPets>`,
        );
        const tooDeep = await postSoap(service.url, version, 'ListPets', deep);
        expect(tooDeep.status).toBe(version === '1.1' ? 500 : 400);
        expect(texts(tooDeep.text, 'code')).toEqual(['VALIDATION_ERROR', 'too_deep']);
      }
    }
  });

  it('answers a method other than POST (and GET ?wsdl) with 405', async () => {
    const put = await fetch(`${service.url}/v1/soap`, { method: 'PUT' });
    expect(put.status).toBe(405);
    expect(put.headers.get('ratelimit-remaining')).not.toBeNull();
    expect(texts(await put.text(), 'code')).toEqual(['METHOD_NOT_ALLOWED']);
    expect(put.headers.get('allow')).toBe('POST, GET');
  });

  it('hides the details of an internal failure: Server / Receiver, 500, only the request id', () => {
    const internal = new InternalError('driver said 10.0.0.5', new Error('secret'));
    for (const version of ['1.1', '1.2'] as const) {
      const fault = faultAnswer(internal, version, 'req-1');
      expect(fault.status).toBe(500);
      expect(fault.xml).toContain(version === '1.1' ? 'soap:Server' : 'env:Receiver');
      expect(fault.xml).toContain(`<code>${errorView('internal').soap.code}</code>`);
      expect(fault.xml).not.toMatch(/10\.0\.0\.5|secret/);
    }
  });
});

describe('raw SOAP 1.2 envelopes', () => {
  it('reads a pet, with its element names the REST field names', async () => {
    const rest = (await (await fetch(`${service.url}/v1/pets?limit=1`)).json()) as {
      data: Record<string, unknown>[];
    };
    const pet = rest.data[0] as Record<string, unknown>;
    const answer = await postSoap(
      service.url,
      '1.2',
      'GetPet',
      envelope('1.2', `<GetPet xmlns="urn:petstore:soap:v1"><id>${String(pet['id'])}</id></GetPet>`),
    );
    expect(answer.status).toBe(200);
    expect(answer.text).toContain(
      '<GetPetResponse xmlns="urn:petstore:soap:v1" ' +
        'xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"><pet>',
    );
    for (const field of ['id', 'name', 'species', 'price', 'currency', 'status', 'createdAt']) {
      expect(texts(answer.text, field)[0], field).toBe(String(pet[field]));
    }
  });
});
