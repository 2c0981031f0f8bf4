import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Middleware, ParameterizedContext } from 'koa';

/**
 * The files of the explorer, read once at start-up: GraphiQL's prebuilt bundle (graphiql 3, the
 * last major with a browser build) and the React builds it runs on, from the installed packages,
 * plus the page's own script and style. Nothing else is served, and nothing comes from a CDN.
 */
const PACKAGE_FILES: Record<string, { packageName: string; file: string; type: string }> = {
  'graphiql.min.js': {
    packageName: 'graphiql',
    file: 'graphiql.min.js',
    type: 'text/javascript; charset=utf-8',
  },
  'graphiql.min.css': { packageName: 'graphiql', file: 'graphiql.min.css', type: 'text/css; charset=utf-8' },
  'react.production.min.js': {
    packageName: 'react',
    file: 'umd/react.production.min.js',
    type: 'text/javascript; charset=utf-8',
  },
  'react-dom.production.min.js': {
    packageName: 'react-dom',
    file: 'umd/react-dom.production.min.js',
    type: 'text/javascript; charset=utf-8',
  },
};
const OWN_FILES: Record<string, string> = {
  'explorer.js': 'text/javascript; charset=utf-8',
  'explorer.css': 'text/css; charset=utf-8',
};

/**
 * Only this service's files: no inline script or style, no third party. Fonts and icons of
 * GraphiQL's style sheet are `data:` URLs. The page sends queries to its own origin.
 */
export const EXPLORER_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

interface Asset {
  type: string;
  body: Buffer;
}

function loadAssets(): Map<string, Asset> {
  const require = createRequire(import.meta.url);
  const assets = new Map<string, Asset>();
  // The browser builds are files of the packages, not exports: found from each package's folder.
  for (const [name, { packageName, file, type }] of Object.entries(PACKAGE_FILES)) {
    const folder = path.dirname(require.resolve(`${packageName}/package.json`));
    assets.set(name, { type, body: readFileSync(path.join(folder, file)) });
  }
  for (const [name, type] of Object.entries(OWN_FILES)) {
    assets.set(name, { type, body: readFileSync(new URL(`./assets/${name}`, import.meta.url)) });
  }
  return assets;
}

/** A browser's navigation (HTML first), not a GraphQL client (JSON first, or anything). */
function wantsPage(ctx: ParameterizedContext): boolean {
  return ctx.method === 'GET' && ctx.accepts('application/json', 'text/html') === 'text/html';
}

function send(ctx: ParameterizedContext, asset: Asset, cacheControl: string): void {
  ctx.set('Content-Security-Policy', EXPLORER_CSP);
  ctx.set('X-Content-Type-Options', 'nosniff');
  ctx.set('Referrer-Policy', 'no-referrer');
  ctx.set('Cache-Control', cacheControl);
  ctx.type = asset.type;
  ctx.body = asset.body;
}

/**
 * The GraphQL explorer for people: `GET <endpoint>` from a browser is GraphiQL, its files under
 * `<endpoint>/explorer/assets/`. Like the API reference page it costs no budget and needs no
 * token (the queries it sends are admitted as any other). Everything else passes on.
 */
export function graphqlExplorer(endpoint: string): Middleware {
  const assets = loadAssets();
  const page: Asset = {
    type: 'text/html; charset=utf-8',
    body: readFileSync(new URL('./assets/index.html', import.meta.url)),
  };
  const assetPrefix = `${endpoint}/explorer/assets/`;
  return async (ctx, next) => {
    if (ctx.path === endpoint) {
      // The same URL answers GraphQL clients and browsers: caches must keep the two apart.
      ctx.vary('Accept');
      if (!wantsPage(ctx)) return next();
      (ctx as { _matchedRoute?: string })._matchedRoute = endpoint;
      return send(ctx, page, 'no-cache');
    }
    if (!ctx.path.startsWith(assetPrefix) || ctx.method !== 'GET') return next();
    const asset = assets.get(ctx.path.slice(assetPrefix.length));
    if (asset === undefined) return next();
    (ctx as { _matchedRoute?: string })._matchedRoute = `${assetPrefix}:asset`;
    send(ctx, asset, 'public, max-age=86400');
  };
}
