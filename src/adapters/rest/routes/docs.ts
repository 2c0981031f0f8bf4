import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { RouteGroup } from '../../shared/http-routes.js';
import { DOCS_CLIENT_ID } from '../../../core/auth/oauth-demo-clients.js';

/** The swagger-ui-dist files the page uses, read once; nothing else from that folder is served. */
const ASSETS: Record<string, string> = {
  'swagger-ui.css': 'text/css; charset=utf-8',
  'swagger-ui-bundle.js': 'text/javascript; charset=utf-8',
  'oauth2-redirect.html': 'text/html; charset=utf-8',
  'oauth2-redirect.js': 'text/javascript; charset=utf-8',
  'favicon-32x32.png': 'image/png',
  'favicon-16x16.png': 'image/png',
};

// All links are relative so the page also works behind a proxy that mounts the service under a path.
const PAGE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <title>Petstore Gateway API reference</title>
    <link rel="stylesheet" href="swagger-ui.css" />
    <link rel="icon" type="image/png" href="favicon-32x32.png" sizes="32x32" />
    <link rel="icon" type="image/png" href="favicon-16x16.png" sizes="16x16" />
  </head>
  <body>
    <div id="swagger-ui"></div>
    <script src="swagger-ui-bundle.js"></script>
    <script src="init.js"></script>
  </body>
</html>
`;

// validatorUrl null: the default would send the document to an outside validator service.
const INIT_SCRIPT = `window.addEventListener('load', function () {
  window.ui = SwaggerUIBundle({
    url: new URL('../v1/openapi.json', window.location.href).href,
    dom_id: '#swagger-ui',
    deepLinking: true,
    validatorUrl: null,
    oauth2RedirectUrl: new URL('oauth2-redirect.html', window.location.href).href,
    presets: [SwaggerUIBundle.presets.apis],
    layout: 'BaseLayout',
  });
  // "Authorize" runs the code flow with PKCE as the seeded public client of this page.
  window.ui.initOAuth({ clientId: '${DOCS_CLIENT_ID}', usePkceWithAuthorizationCodeGrant: true });
});
`;

/** Everything the page loads comes from this service: no CDN, no third-party requests. */
const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  // Swagger UI sets style attributes at run time.
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "connect-src 'self'",
  "frame-ancestors 'none'",
].join('; ');

/** The API reference page at `/docs/`, Swagger UI over `/v1/openapi.json`, from local assets. */
export function docsRouter(): RouteGroup {
  const directory = path.dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));
  const files = new Map(
    Object.entries(ASSETS).map(([name, type]) => [
      name,
      { type, body: readFileSync(path.join(directory, name)) },
    ]),
  );
  // Strict: `/docs` (redirect) and `/docs/` (the page) are different routes.
  const router = new RouteGroup({ strict: true });
  router.get('/docs', (ctx) => {
    ctx.status = 301;
    ctx.redirect('docs/');
  });
  router.get('/docs/', (ctx) => {
    ctx.set('Content-Security-Policy', CONTENT_SECURITY_POLICY);
    ctx.set('Cache-Control', 'no-cache');
    ctx.type = 'text/html; charset=utf-8';
    ctx.body = PAGE;
  });
  router.get('/docs/init.js', (ctx) => {
    ctx.set('Cache-Control', 'no-cache');
    ctx.type = 'text/javascript; charset=utf-8';
    ctx.body = INIT_SCRIPT;
  });
  router.get('/docs/:asset', (ctx, next) => {
    const file = files.get(ctx.params['asset'] ?? '');
    if (file === undefined) return next();
    ctx.set('Cache-Control', 'public, max-age=86400');
    if (file.type.startsWith('text/html')) ctx.set('Content-Security-Policy', CONTENT_SECURITY_POLICY);
    ctx.type = file.type;
    ctx.body = file.body;
  });
  return router;
}
