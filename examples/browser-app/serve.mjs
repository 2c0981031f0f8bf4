/* global URL, process, console */
// A tiny static server for the sample browser app, on a loopback port of its own (another
// origin than the gateway's): `node examples/browser-app/serve.mjs [port]`, then open
// http://127.0.0.1:<port>/?gateway=http://127.0.0.1:8080. `/callback` is the page too.
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { fileURLToPath } from 'node:url';

const FILES = {
  '/': ['index.html', 'text/html; charset=utf-8'],
  '/callback': ['index.html', 'text/html; charset=utf-8'],
  '/app.js': ['app.js', 'text/javascript; charset=utf-8'],
  '/app.css': ['app.css', 'text/css; charset=utf-8'],
};

/** Serves the app on 127.0.0.1:`port` (0: any free port); resolves to the listening server. */
export function serveBrowserApp(port = 0) {
  const server = createServer(async (req, res) => {
    const file = FILES[new URL(req.url ?? '/', 'http://app').pathname];
    if (file === undefined || req.method !== 'GET') {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
      return;
    }
    const body = await readFile(new URL(file[0], import.meta.url));
    res.writeHead(200, { 'content-type': file[1], 'cache-control': 'no-store' }).end(body);
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const server = await serveBrowserApp(Number(process.argv[2] ?? 5173));
  console.log(`Sample browser app: http://127.0.0.1:${server.address().port}/`);
}
