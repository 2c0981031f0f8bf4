import { ValidationError } from '../../../core/errors.js';
import {
  presentInventory,
  presentSpeciesInventory,
  presentOrder,
  presentPayment,
  presentPlacedOrder,
} from '../../shared/presenters/orders.js';
import { presentUser } from '../../shared/presenters/users.js';
import { pageSize, toConnection, withArgumentNames, withoutNulls } from '../connection.js';
import type {
  MutationResolvers,
  OrderResolvers,
  PaymentInput,
  QueryResolvers,
} from '../generated/resolvers.js';
import { orNull } from './not-found.js';
import { petNode } from './pets.js';

/**
 * GraphQL has no input unions: the payment method is one of two optional fields, turned into
 * the core's tagged method. Neither is left to the core (it names the missing `method`).
 */
function paymentBody({ amount, currency, card, bankAccount }: PaymentInput): object {
  if (card != null && bankAccount != null) {
    throw new ValidationError('The payment method is invalid.', [
      { field: 'method', message: 'Give either a card or a bankAccount, not both.', code: 'one_of' },
    ]);
  }
  if (card != null) return { amount, currency, method: { type: 'card', ...card } };
  if (bankAccount != null) return { amount, currency, method: { type: 'bank_account', ...bankAccount } };
  return { amount, currency };
}

export const storeQueries: QueryResolvers = {
  inventory: async (_, __, { core, caller }) => presentInventory(await core.inventory.totals(caller)),

  inventories: async (_, __, { core, caller }) =>
    (await core.inventory.bySpecies(caller)).map(presentSpeciesInventory),

  order: (_, args, { core, caller }) =>
    orNull(async () => presentOrder(await core.orders.get(caller, args.id))),

  orders: async (_, args, { core, caller }) => {
    const page = await withArgumentNames(() =>
      core.orders.list(caller, {
        limit: pageSize(args.first),
        ...(args.after == null ? {} : { cursor: args.after }),
        ...(args.status == null ? {} : { status: args.status }),
      }),
    );
    return toConnection(page, presentOrder);
  },
};

/**
 * The pet and the customer of an order, through the request's loaders: all orders of a page
 * cost one pets query and one users query. Null when the caller may not see them (a customer
 * reading another's account) or they are gone.
 */
export const orderFields: OrderResolvers = {
  pet: async (order, _, { loaders, baseUrl }) => {
    const pet = await loaders.pets.load(order.petId);
    return pet === null ? null : petNode(pet, baseUrl);
  },

  user: async (order, _, { loaders }) => {
    const user = await loaders.users.load(order.userId);
    return user === null ? null : presentUser(user);
  },
};

export const storeMutations: MutationResolvers = {
  placeOrder: async (_, args, { core, caller }) => {
    const { order, callbackSecret } = await core.orders.place(caller, withoutNulls(args.input));
    const placed = presentPlacedOrder(order, callbackSecret);
    return { order: placed, callbackSecret: placed.callbackSecret ?? null };
  },

  cancelOrder: async (_, args, { core, caller }) =>
    presentOrder(
      await core.orders.cancel(caller, args.id, args.reason == null ? {} : { reason: args.reason }),
    ),

  completeOrder: async (_, args, { core, caller }) =>
    presentOrder(await core.orders.complete(caller, args.id)),

  payOrder: async (_, args, { core, caller }) => {
    const key = args.idempotencyKey ?? undefined;
    const { payment, replayed } = await core.payments.pay(caller, args.orderId, paymentBody(args.input), key);
    return { payment: presentPayment(payment), replayed };
  },
};
