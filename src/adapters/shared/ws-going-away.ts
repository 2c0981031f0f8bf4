import { WebSocket } from 'ws';

/** WebSocket close code 1001: the server is going away (shutting down). */
export const CLOSE_GOING_AWAY = 1001;
/** How long a closing peer may take to answer our close frame before its socket is dropped. */
const CLOSE_HANDSHAKE_MS = 1000;

/**
 * Closes a socket with 1001 for a shutdown and resolves once it is closed: by the peer's answer,
 * or by dropping it when the peer does not answer within the close handshake time.
 */
export function closeGoingAway(ws: WebSocket): Promise<void> {
  if (ws.readyState === WebSocket.CLOSED) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => ws.terminate(), CLOSE_HANDSHAKE_MS);
    ws.once('close', () => {
      clearTimeout(timer);
      resolve();
    });
    ws.close(CLOSE_GOING_AWAY, 'The server is shutting down.');
  });
}
