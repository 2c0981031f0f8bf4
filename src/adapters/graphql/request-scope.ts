import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * The request id of the GraphQL request being answered. Apollo's `formatError` is one function
 * for the whole server and sees no context; errors raised before a context exists (a refused
 * token, CSRF, a malformed body) need the id too, so the door runs each request inside this scope.
 */
export const requestScope = new AsyncLocalStorage<{ requestId: string }>();
