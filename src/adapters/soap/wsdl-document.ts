import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** `wsdl/petstore.wsdl`: the hand-written contract of the door, read once at start. */
export const WSDL_FILE = fileURLToPath(new URL('../../../wsdl/petstore.wsdl', import.meta.url));

const ADDRESS = /(<soap(?:12)?:address\s+location=")[^"]*(")/g;

/**
 * The WSDL as served: the file with every port's `soap:address` / `soap12:address` set to where
 * the door answers (`PUBLIC_URL` or the address the caller used, plus `/v1/soap`).
 */
export class WsdlDocument {
  private readonly text: string;
  private readonly served = new Map<string, string>();

  constructor(file = WSDL_FILE) {
    this.text = readFileSync(file, 'utf8');
  }

  at(endpoint: string): string {
    let text = this.served.get(endpoint);
    if (text === undefined) {
      const escaped = endpoint.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
      text = this.text.replace(ADDRESS, (_match, open: string, close: string) => open + escaped + close);
      // Hosts are checked against ALLOWED_HOSTS before the door runs, so this stays small.
      if (this.served.size < 32) this.served.set(endpoint, text);
    }
    return text;
  }
}
