import { RouteGroup } from '../../shared/http-routes.js';
import { publicBaseUrl } from '../public-url.js';
import type { RestContext } from '../state.js';

/** The service's entry points, as a person or a client looks for them at `/`. */
function entryPoints(base: string) {
  return [
    { rel: 'api', title: 'REST API (pets, store, users, payments, webhooks, chat)', href: `${base}/v1` },
    { rel: 'docs', title: 'API reference', href: `${base}/docs/` },
    { rel: 'openapi', title: 'OpenAPI document', href: `${base}/v1/openapi.json` },
    { rel: 'graphql', title: 'GraphQL (GraphiQL in a browser)', href: `${base}/v1/graphql` },
    { rel: 'wsdl', title: 'SOAP WSDL', href: `${base}/v1/soap?wsdl` },
    { rel: 'admin-console', title: 'Admin console', href: `${base}/admin/` },
    {
      rel: 'oauth-metadata',
      title: 'OAuth 2.0 authorization server metadata',
      href: `${base}/.well-known/oauth-authorization-server`,
    },
    { rel: 'health', title: 'Liveness', href: `${base}/healthz` },
    { rel: 'ready', title: 'Readiness', href: `${base}/readyz` },
  ];
}

const CONTENT_SECURITY_POLICY = "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'";

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

function page(links: ReturnType<typeof entryPoints>, grpcPort: number): string {
  const items = links
    .map((link) => `<li><a href="${escapeHtml(link.href)}">${escapeHtml(link.title)}</a></li>`)
    .join('\n      ');
  const grpc = grpcPort === 0 ? '' : `<p>gRPC: port ${grpcPort} (server reflection on).</p>`;
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Petstore Gateway</title>
    <style>
      body { font: 16px/1.5 system-ui, sans-serif; max-width: 40rem; margin: 2rem auto; padding: 0 1rem; color: #1f2328; }
      a { color: #0a58ca; }
      a:focus-visible { outline: 3px solid #0a58ca; outline-offset: 2px; }
    </style>
  </head>
  <body>
    <main>
      <h1>Petstore Gateway</h1>
      <p>A pet-adoption store's backend: REST, GraphQL, gRPC, SOAP, WebSocket chat and Server-Sent Events over one core.</p>
      <ul>
      ${items}
      </ul>
      ${grpc}
    </main>
  </body>
</html>
`;
}

/**
 * `GET /`: a small landing page for browsers, a JSON index of the entry points for API clients
 * (whatever asks for JSON, or prefers nothing). Costs no budget, like the docs page.
 */
export function landingRouter(publicUrl: string | undefined, grpcPort: number): RouteGroup {
  const router = new RouteGroup({ strict: true });
  router.get('/', (ctx: RestContext) => {
    const links = entryPoints(publicBaseUrl(ctx, publicUrl));
    ctx.set('Cache-Control', 'no-cache');
    ctx.vary('Accept');
    if (ctx.accepts('json', 'html') === 'html') {
      ctx.set('Content-Security-Policy', CONTENT_SECURITY_POLICY);
      ctx.type = 'text/html; charset=utf-8';
      ctx.body = page(links, grpcPort);
      return;
    }
    ctx.body = { name: 'Petstore Gateway', links };
  });
  return router;
}
