import type { PetStatusChange } from '../../../core/pets/index.js';
import { presentOrder, type OrderResource } from '../../shared/presenters/orders.js';
import type { GraphqlContext } from '../context.js';
import type { PetStatusChangeResolvers, SubscriptionResolvers } from '../generated/resolvers.js';
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
export const watchSubscriptions: SubscriptionResolvers = {
  orderStatusChanged: {
    subscribe: async (_, args, context): Promise<AsyncIterable<OrderResource>> =>
      mapped(
        await context.core.orderWatch.watch(context.caller, args.orderId, signalOf(context)),
        presentOrder,
      ),
    resolve: delivered<OrderResource>,
  },
  petStatusChanged: {
    subscribe: async (_, args, context): Promise<AsyncIterable<PetStatusChange>> =>
      context.core.petStatusWatch.watch(context.caller, args.petId ?? undefined, signalOf(context)),
    resolve: delivered<PetStatusChange>,
  },
};

export const petStatusChangeFields: PetStatusChangeResolvers = {
  /** Read when delivered, so it is the pet as it is now; null once deleted. */
  pet: (change, _, { core, caller, baseUrl }) =>
    orNull(async () => petNode(await core.pets.get(caller, change.petId), baseUrl)),
};
