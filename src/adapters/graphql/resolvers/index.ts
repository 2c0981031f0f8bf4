import { DateTime } from '../scalars.js';
import { chatMutations, chatSubscriptions } from './chat.js';
import { petMutations, petQueries } from './pets.js';
import { orderFields, storeMutations, storeQueries } from './store.js';
import { userMutations, userQueries } from './users.js';
import { petStatusChangeFields, watchSubscriptions } from './watches.js';

/** Every resolver is a thin mapping: arguments to a core call, its result to a shared presenter. */
export const resolvers = {
  DateTime,
  Query: { ...petQueries, ...storeQueries, ...userQueries },
  Mutation: { ...petMutations, ...storeMutations, ...userMutations, ...chatMutations },
  // Served over graphql-ws (subscriptions/), from the same schema.
  Subscription: { ...watchSubscriptions, ...chatSubscriptions },
  ...petStatusChangeFields,
  Order: orderFields,
};
