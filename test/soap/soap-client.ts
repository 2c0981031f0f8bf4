import http from 'node:http';
import * as soap from 'soap';

/** The WSDL's service and ports, as the `soap` package's generated client names them. */
export const SERVICE = 'PetstoreService';
export const PORT_11 = 'PetstoreSoap11Port';
export const PORT_12 = 'PetstoreSoap12Port';

export const SOAP_11_NS = 'http://schemas.xmlsoap.org/soap/envelope/';
export const SOAP_12_NS = 'http://www.w3.org/2003/05/soap-envelope';
export const PETSTORE_NS = 'urn:petstore:soap:v1';

export type SoapVersion = '1.1' | '1.2';

/**
 * Each generated client's own keep-alive connections, as a separate SOAP consumer has: by default
 * the package sends through the process's shared agent, whose pooled connections (and whatever
 * the server last wrote on them) outlive the test file that opened them, since a door-tier
 * worker runs file after file against one gateway.
 */
const agents = new WeakMap<soap.Client, http.Agent>();

/** A client generated from the WSDL the gateway serves, for one of its two ports. */
export async function soapClient(
  url: string,
  version: SoapVersion = '1.1',
  options: soap.IOptions = {},
): Promise<soap.Client> {
  const httpAgent = new http.Agent({ keepAlive: true });
  const client = await soap.createClientAsync(`${url}/v1/soap?wsdl`, {
    ...options,
    wsdl_options: { ...options.wsdl_options, httpAgent },
    forceSoap12Headers: version === '1.2',
    returnFault: true,
    // The package caches a parsed WSDL by URL, options included: each client parses its own.
    disableCache: true,
  });
  agents.set(client, httpAgent);
  return client;
}

/** Calls `operation` on the port of the client's version, with extra HTTP headers if given. */
export async function callOperation(
  client: soap.Client,
  version: SoapVersion,
  operation: string,
  args: Record<string, unknown>,
  headers: Record<string, string> = {},
): Promise<Record<string, unknown>> {
  const port = (client as unknown as Record<string, Record<string, Record<string, unknown>>>)[SERVICE]?.[
    version === '1.1' ? PORT_11 : PORT_12
  ];
  const method = port?.[operation] as
    | ((
        args: unknown,
        callback: (error: unknown, result: unknown) => void,
        options: object,
        extraHeaders: Record<string, string>,
      ) => void)
    | undefined;
  if (method === undefined) throw new Error(`no ${operation} on the ${version} port`);
  return new Promise((resolve, reject) => {
    method.call(
      client,
      args,
      (error: unknown, result: unknown) => {
        if (error) reject(error as Error);
        else resolve(result as Record<string, unknown>);
      },
      { httpAgent: agents.get(client) },
      headers,
    );
  });
}

/** A raw envelope of `version` around `body` (and an optional header block). */
export function envelope(version: SoapVersion, body: string, header = ''): string {
  const ns = version === '1.1' ? SOAP_11_NS : SOAP_12_NS;
  return (
    `<?xml version="1.0" encoding="utf-8"?><s:Envelope xmlns:s="${ns}" xmlns:p="${PETSTORE_NS}">` +
    (header === '' ? '' : `<s:Header>${header}</s:Header>`) +
    `<s:Body>${body}</s:Body></s:Envelope>`
  );
}

/** POSTs a raw SOAP request with the headers of its version (SOAPAction / `action`). */
export async function postSoap(
  url: string,
  version: SoapVersion,
  operation: string,
  xml: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; text: string; headers: Headers }> {
  const action = `${PETSTORE_NS}/${operation}`;
  const transport: Record<string, string> =
    version === '1.1'
      ? { 'content-type': 'text/xml; charset=utf-8', soapaction: `"${action}"` }
      : { 'content-type': `application/soap+xml; charset=utf-8; action="${action}"` };
  const response = await fetch(`${url}/v1/soap`, {
    method: 'POST',
    headers: { ...transport, ...headers },
    body: xml,
  });
  return { status: response.status, text: await response.text(), headers: response.headers };
}
