/**
 * Size limits every door applies alike, so a request refused on one is refused on all: the most
 * a request body (REST JSON), a message (a WebSocket frame) or a call's payload may hold.
 */
export const MAX_REQUEST_BYTES = 1024 * 1024;
