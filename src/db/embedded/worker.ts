import { parentPort, workerData } from 'node:worker_threads';
import { startEmbeddedMongoInProcess } from './index.js';
import type { EmbeddedMongoHandle, EmbeddedMongoOptions } from './index.js';

/** Worker-thread host of the embedded server: starts it, reports its address, stops on request. */
const port = parentPort;
if (!port) throw new Error('worker.ts must run in a worker thread');

let handle: EmbeddedMongoHandle | undefined;
try {
  handle = await startEmbeddedMongoInProcess(workerData as EmbeddedMongoOptions);
  port.postMessage({ type: 'ready', uri: handle.uri, port: handle.port });
} catch (error) {
  port.postMessage({ type: 'error', message: error instanceof Error ? error.message : String(error) });
}

port.on('message', (message: { type?: string }) => {
  if (message.type !== 'stop') return;
  void (async () => {
    try {
      await handle?.stop();
      port.postMessage({ type: 'stopped' });
    } catch (error) {
      port.postMessage({ type: 'error', message: error instanceof Error ? error.message : String(error) });
    }
    port.close();
  })();
});
