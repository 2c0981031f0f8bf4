import { readFileSync } from 'node:fs';
import { RouteGroup } from '../../shared/http-routes.js';
import type { RestContext } from '../state.js';

/** The console's files, read once at start-up; nothing else of the folder is served. */
const ASSETS: Record<string, string> = {
  'index.html': 'text/html; charset=utf-8',
  'console.js': 'text/javascript; charset=utf-8',
  'oauth-clients.js': 'text/javascript; charset=utf-8',
  'console.css': 'text/css; charset=utf-8',
};

/**
 * Strict: scripts and styles only as files from this service (no inline script, no inline style,
 * no CDN); the API is called on the same origin. The page holds a bearer token, so no framing.
 */
export const ADMIN_CONSOLE_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "connect-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

/**
 * The admin console at `/admin/`: a static page whose script signs in with `POST /v1/auth/tokens`
 * and then uses the admin API like any other client (the API decides who may do what).
 */
export function adminConsoleRouter(): RouteGroup {
  const files = new Map(
    Object.entries(ASSETS).map(([name, type]) => [
      name,
      { type, body: readFileSync(new URL(`./assets/${name}`, import.meta.url)) },
    ]),
  );
  const router = new RouteGroup({ strict: true });
  const send = (name: string) => (ctx: RestContext) => {
    const file = files.get(name);
    if (file === undefined) return;
    ctx.set('Content-Security-Policy', ADMIN_CONSOLE_CSP);
    ctx.set('X-Content-Type-Options', 'nosniff');
    ctx.set('Referrer-Policy', 'no-referrer');
    ctx.set('Cache-Control', 'no-cache');
    ctx.type = file.type;
    ctx.body = file.body;
  };
  // Relative links in the page need the trailing slash.
  router.get('/admin', (ctx) => {
    ctx.status = 301;
    ctx.redirect('admin/');
  });
  router.get('/admin/', send('index.html'));
  router.get('/admin/console.js', send('console.js'));
  router.get('/admin/console.css', send('console.css'));
  router.get('/admin/oauth-clients.js', send('oauth-clients.js'));
  return router;
}
