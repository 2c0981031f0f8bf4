import type { ServerResponse } from 'node:http';

interface Hooks {
  list: (() => void)[];
  closed: boolean;
}

/**
 * The hooks ride on the response itself, under a symbol no one else knows: cheaper than a
 * `WeakMap` entry per response, which the garbage collector also has to trace specially.
 */
const HOOKS = Symbol('response close hooks');

type WithHooks = ServerResponse & { [HOOKS]?: Hooks };

/**
 * Runs `hook` when the response closes (sent, or the client gone), in the order hooks were added;
 * at once when it has closed already. Every layer of a request (the request frame, admission, a
 * door, a route doing long work) wants this moment; one listener for all keeps a response under
 * Node's listener warning even when Koa pipes a stream body and adds its own.
 */
export function whenResponseCloses(res: ServerResponse, hook: () => void): void {
  const carrier = res as WithHooks;
  let pending = carrier[HOOKS];
  if (pending === undefined) {
    const created: Hooks = { list: [], closed: false };
    carrier[HOOKS] = created;
    res.once('close', () => {
      created.closed = true;
      for (const run of created.list) run();
    });
    pending = created;
  }
  if (pending.closed) hook();
  else pending.list.push(hook);
}
