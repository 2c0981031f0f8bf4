import type { ServerResponse } from 'node:http';

interface Hooks {
  list: (() => void)[];
  closed: boolean;
}

const hooks = new WeakMap<ServerResponse, Hooks>();

/**
 * Runs `hook` when the response closes (sent, or the client gone), in the order hooks were added;
 * at once when it has closed already. Every layer of a request (the request frame, admission, a
 * door, a route doing long work) wants this moment; one listener for all keeps a response under
 * Node's listener warning even when Koa pipes a stream body and adds its own.
 */
export function whenResponseCloses(res: ServerResponse, hook: () => void): void {
  let pending = hooks.get(res);
  if (pending === undefined) {
    const created: Hooks = { list: [], closed: false };
    hooks.set(res, created);
    res.once('close', () => {
      created.closed = true;
      for (const run of created.list) run();
    });
    pending = created;
  }
  if (pending.closed) hook();
  else pending.list.push(hook);
}
