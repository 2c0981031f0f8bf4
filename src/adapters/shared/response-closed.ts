import type { ServerResponse } from 'node:http';

const hooks = new WeakMap<ServerResponse, (() => void)[]>();

/**
 * Runs `hook` when the response closes (sent, or the client gone), in the order hooks were added.
 * Every layer of a request (error handler, access log, metrics, admission, a door) wants this
 * moment; one listener for all keeps a response under Node's listener warning even when Koa
 * pipes a stream body and adds its own.
 */
export function whenResponseCloses(res: ServerResponse, hook: () => void): void {
  let pending = hooks.get(res);
  if (pending === undefined) {
    const list: (() => void)[] = [];
    hooks.set(res, list);
    res.once('close', () => {
      for (const run of list) run();
    });
    pending = list;
  }
  pending.push(hook);
}
