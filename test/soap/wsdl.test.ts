import { readFileSync } from 'node:fs';
import * as soap from 'soap';
import { validateXML, type XMLFileInfo } from 'xmllint-wasm';
import { beforeAll, describe, expect, it } from 'vitest';
import { actionOf, OPERATIONS } from '../../src/adapters/soap/operations.js';
import { tokensFor } from '../helpers/auth.js';
import { startTestGateway, type TestGateway } from '../helpers/gateway.js';
import { sharedTestGateway } from '../helpers/shared-gateway.js';
import { envelope, PORT_11, PORT_12, postSoap, SERVICE } from './soap-client.js';

let service: TestGateway;
let wsdl: string;

const fixture = (name: string): XMLFileInfo => ({
  fileName: name,
  contents: readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8'),
});

beforeAll(async () => {
  service = await sharedTestGateway();
  const answer = await fetch(`${service.url}/v1/soap?wsdl`);
  expect(answer.status).toBe(200);
  expect(answer.headers.get('content-type')).toBe('text/xml; charset=utf-8');
  wsdl = await answer.text();
});

/** The XML Schema the WSDL holds in <types>, as a document of its own. */
function typesSchema(): string {
  const start = wsdl.indexOf('<xs:schema');
  const end = wsdl.indexOf('</xs:schema>') + '</xs:schema>'.length;
  return `<?xml version="1.0" encoding="UTF-8"?>\n${wsdl.slice(start, end)}`;
}

/** The one element inside the SOAP Body (or inside a fault's detail). */
function payloadOf(xml: string, after: RegExp): string {
  const open = after.exec(xml);
  if (open === null) throw new Error(`no ${String(after)} in ${xml}`);
  const rest = xml.slice(open.index + open[0].length);
  const name = /^<([\w]+)/.exec(rest)?.[1] as string;
  return rest.slice(0, rest.indexOf(`</${name}>`) + name.length + 3);
}

describe('the WSDL', () => {
  it('is a valid WSDL 1.1 document with valid SOAP 1.1 and 1.2 bindings (xmllint)', async () => {
    const result = await validateXML({
      xml: { fileName: 'petstore.wsdl', contents: wsdl },
      schema: fixture('wsdl11.xsd'),
      preload: [fixture('soap11-binding.xsd'), fixture('soap12-binding.xsd')],
    });
    expect(result.errors).toEqual([]);
    expect(result.valid).toBe(true);

    // The fixtures do catch mistakes: a port without its binding is refused.
    const broken = await validateXML({
      xml: { fileName: 'broken.wsdl', contents: wsdl.replace(' binding="tns:PetstoreSoap12Binding"', '') },
      schema: fixture('wsdl11.xsd'),
      preload: [fixture('soap11-binding.xsd'), fixture('soap12-binding.xsd')],
    });
    expect(broken.valid).toBe(false);
  });

  it('holds a valid XML Schema that the answers of the door conform to', async () => {
    const staff = (await tokensFor(service.url, 'staff')).accessToken;
    const pets = await postSoap(
      service.url,
      '1.1',
      'ListPets',
      envelope('1.1', '<p:ListPets><p:pageSize>3</p:pageSize></p:ListPets>'),
    );
    const created = await postSoap(
      service.url,
      '1.2',
      'CreatePet',
      envelope(
        '1.2',
        '<p:CreatePet><p:name>Schema</p:name><p:species>DOG</p:species><p:price>5.00</p:price>' +
          '<p:medicalInfo><p:vaccinated>true</p:vaccinated></p:medicalInfo></p:CreatePet>',
      ),
      { authorization: `Bearer ${staff}` },
    );
    const inventory = await postSoap(
      service.url,
      '1.2',
      'GetInventory',
      envelope('1.2', '<p:GetInventory/>'),
    );
    const orders = await postSoap(
      service.url,
      '1.1',
      'ListOrders',
      envelope('1.1', '<p:ListOrders><p:pageSize>3</p:pageSize></p:ListOrders>'),
      { authorization: `Bearer ${staff}` },
    );
    const inventories = await postSoap(
      service.url,
      '1.2',
      'GetInventories',
      envelope('1.2', '<p:GetInventories/>'),
      { authorization: `Bearer ${staff}` },
    );
    const fault = await postSoap(
      service.url,
      '1.1',
      'CreatePet',
      envelope('1.1', '<p:CreatePet><p:price>5</p:price></p:CreatePet>'),
      { authorization: `Bearer ${staff}` },
    );
    const documents = [
      payloadOf(pets.text, /<soap:Body>/),
      payloadOf(created.text, /<env:Body>/),
      payloadOf(inventory.text, /<env:Body>/),
      payloadOf(orders.text, /<soap:Body>/),
      payloadOf(inventories.text, /<env:Body>/),
      payloadOf(fault.text, /<detail>/),
      // A request as the contract writes it validates too.
      '<GetPet xmlns="urn:petstore:soap:v1"><id>abc</id></GetPet>',
    ];
    expect(fault.text).toContain('<fieldErrors>');
    const result = await validateXML({
      xml: documents.map((document, index) => ({ fileName: `answer-${index}.xml`, contents: document })),
      schema: { fileName: 'petstore.xsd', contents: typesSchema() },
    });
    expect(result.errors, documents.join('\n')).toEqual([]);
    const invalid = await validateXML({
      xml: {
        fileName: 'invalid.xml',
        contents: '<GetPetResponse xmlns="urn:petstore:soap:v1"><pet/></GetPetResponse>',
      },
      schema: { fileName: 'petstore.xsd', contents: typesSchema() },
    });
    expect(invalid.valid).toBe(false);
  });

  it('loads in a strict client with both ports and every operation the door serves', async () => {
    const client = await soap.createClientAsync(`${service.url}/v1/soap?wsdl`, {
      strict: true,
      disableCache: true,
    });
    const description = client.describe() as Record<string, Record<string, Record<string, unknown>>>;
    const names = OPERATIONS.map((operation) => operation.name).sort();
    expect(Object.keys(description[SERVICE]?.[PORT_11] ?? {}).sort()).toEqual(names);
    expect(Object.keys(description[SERVICE]?.[PORT_12] ?? {}).sort()).toEqual(names);
    for (const name of names) {
      expect(wsdl).toContain(`<soap:operation soapAction="${actionOf(name)}" style="document"/>`);
      expect(wsdl).toContain(`<soap12:operation soapAction="${actionOf(name)}" style="document"/>`);
    }
  });

  it('gives both ports the address the caller used, or PUBLIC_URL when configured', async () => {
    const port = new URL(service.url).port;
    const viaLocalhost = await (await fetch(`http://localhost:${port}/v1/soap?wsdl`)).text();
    expect(viaLocalhost.match(/location="[^"]*"/g)).toEqual([
      `location="http://localhost:${port}/v1/soap"`,
      `location="http://localhost:${port}/v1/soap"`,
    ]);
    const behindProxy = await startTestGateway({ PUBLIC_URL: 'https://pets.example' });
    try {
      const served = await (await fetch(`${behindProxy.url}/v1/soap?wsdl`)).text();
      expect(served.match(/location="[^"]*"/g)).toEqual([
        'location="https://pets.example/v1/soap"',
        'location="https://pets.example/v1/soap"',
      ]);
    } finally {
      await behindProxy.close();
    }
  });
});
