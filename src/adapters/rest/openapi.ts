import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type * as Yaml from 'yaml';
import { loadOnFirstUse } from '../../core/load-on-first-use.js';

/** The one OpenAPI document of the REST surface; edit this file, never a generated copy. */
export const OPENAPI_SOURCE = fileURLToPath(new URL('../../../schema/openapi.yaml', import.meta.url));

export type OpenApiDocument = Record<string, unknown> & {
  openapi: string;
  paths: Record<string, Record<string, unknown>>;
  components: Record<string, Record<string, unknown>>;
};

let loaded: OpenApiDocument | undefined;
// The YAML parser is needed by the first request for the document only.
const yaml = loadOnFirstUse<typeof Yaml>('yaml');

/**
 * Parsed once per process: the source ships with the code and does not change while it runs.
 * The source shares repeated header sets with anchors and `<<` merge keys; it is our own file, so
 * the alias limit (a guard against hostile YAML) is lifted.
 */
export function loadOpenApiDocument(): OpenApiDocument {
  loaded ??= yaml().parse(readFileSync(OPENAPI_SOURCE, 'utf8'), {
    merge: true,
    maxAliasCount: -1,
  }) as OpenApiDocument;
  return loaded;
}

interface OAuthFlow {
  authorizationUrl?: string;
  tokenUrl?: string;
  refreshUrl?: string;
  [key: string]: unknown;
}

/**
 * The document as served: `servers` names the origin the caller reached (or PUBLIC_URL), and the
 * OAuth flow URLs, relative in the source, become absolute so tools that ignore `servers` still
 * find the authorization server.
 */
export function openApiForBaseUrl(document: OpenApiDocument, baseUrl: string): OpenApiDocument {
  const schemes = (document.components['securitySchemes'] ?? {}) as Record<string, Record<string, unknown>>;
  const absolute = (url: string | undefined) =>
    url === undefined || /^https?:/.test(url) ? url : baseUrl + url;
  const securitySchemes = Object.fromEntries(
    Object.entries(schemes).map(([name, scheme]) => {
      const flows = scheme['flows'] as Record<string, OAuthFlow> | undefined;
      if (flows === undefined) return [name, scheme];
      const absoluteFlows = Object.fromEntries(
        Object.entries(flows).map(([flowName, flow]) => [
          flowName,
          {
            ...flow,
            ...(flow.authorizationUrl === undefined
              ? {}
              : { authorizationUrl: absolute(flow.authorizationUrl) }),
            ...(flow.tokenUrl === undefined ? {} : { tokenUrl: absolute(flow.tokenUrl) }),
            ...(flow.refreshUrl === undefined ? {} : { refreshUrl: absolute(flow.refreshUrl) }),
          },
        ]),
      );
      return [name, { ...scheme, flows: absoluteFlows }];
    }),
  );
  return {
    ...document,
    servers: [{ url: baseUrl, description: 'This service' }],
    components: { ...document.components, securitySchemes },
  };
}
