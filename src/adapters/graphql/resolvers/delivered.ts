import { ValidationError } from '../../../core/errors.js';

/**
 * A subscription field's `resolve`: what its `subscribe` stream delivered. Over HTTP nothing was
 * subscribed (graphql-js executes the field once, with no event): that is refused plainly rather
 * than answered as a missing value.
 */
export function delivered<T>(event: T | undefined): T {
  if (event === undefined) {
    const message =
      'Subscriptions are served over WebSocket at /v1/graphql (graphql-ws, graphql-transport-ws).';
    throw new ValidationError(message, [{ field: 'operation', message, code: 'subscription_over_http' }]);
  }
  return event;
}
