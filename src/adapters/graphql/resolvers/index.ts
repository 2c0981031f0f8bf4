import { DateTime } from '../scalars.js';
import { petMutations, petQueries } from './pets.js';
import { orderFields, storeMutations, storeQueries } from './store.js';
import { userMutations, userQueries } from './users.js';

/** Every resolver is a thin mapping: arguments to a core call, its result to a shared presenter. */
export const resolvers = {
  DateTime,
  Query: { ...petQueries, ...storeQueries, ...userQueries },
  Mutation: { ...petMutations, ...storeMutations, ...userMutations },
  Order: orderFields,
};
