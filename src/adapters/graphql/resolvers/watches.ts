import type { PetStatusChange } from '../../../core/pets/index.js';
import { presentOrder } from '../../shared/presenters/orders.js';
import type { GraphqlContext } from '../context.js';
import { delivered } from './delivered.js';
import { orNull } from './not-found.js';
import { petNode } from './pets.js';

/** A subscription ends with its operation: the door aborts the caller's signal then. */
function signalOf({ caller }: GraphqlContext): AbortSignal {
  if (caller.signal === undefined) throw new Error('A subscription needs its operation signal.');
  return caller.signal;
}

async function* mapped<T, R>(source: AsyncIterable<T>, map: (item: T) => R): AsyncGenerator<R> {
  for await (const item of source) yield map(item);
}

/**
 * Live reads over graphql-ws, each the core's watch (fed by the durable domain events, across
 * processes) and authorised as the equivalent query: `order(id)` for an order, the catalog for
 * pets. A refusal or an unknown id rejects the subscribe, before anything is streamed.
 */
export const watchSubscriptions = {
  orderStatusChanged: {
    subscribe: async (_: unknown, args: { orderId: string }, context: GraphqlContext) =>
      mapped(
        await context.core.orderWatch.watch(context.caller, args.orderId, signalOf(context)),
        presentOrder,
      ),
    resolve: delivered,
  },
  petStatusChanged: {
    subscribe: async (_: unknown, args: { petId?: string | null }, context: GraphqlContext) =>
      context.core.petStatusWatch.watch(context.caller, args.petId ?? undefined, signalOf(context)),
    resolve: delivered,
  },
};

export const petStatusChangeFields = {
  PetStatusChange: {
    /** Read when delivered, so it is the pet as it is now; null once deleted. */
    pet: (change: PetStatusChange, _: unknown, { core, caller, baseUrl }: GraphqlContext) =>
      orNull(async () => petNode(await core.pets.get(caller, change.petId), baseUrl)),
  },
};
