import type { Pet } from '../../../core/pets/index.js';
import type { PetSort } from '../../../core/pets/types.js';
import { entityTag, expectedVersionOf } from '../../shared/entity-tag.js';
import { presentPet, type PetResource } from '../../shared/presenters/pets.js';
import { pageSize, toConnection, withArgumentNames, withoutNulls } from '../connection.js';
import type { MutationResolvers, PetSort as PetSortName, QueryResolvers } from '../generated/resolvers.js';
import { orNull } from './not-found.js';

/** GraphQL enum names cannot start with `-`: each names one of REST's `sort` values. */
export const PET_SORT_VALUES: Record<string, PetSort> = {
  CREATED_AT: 'createdAt',
  CREATED_AT_DESC: '-createdAt',
  PRICE: 'price',
  PRICE_DESC: '-price',
  NAME: 'name',
} satisfies Record<PetSortName, PetSort>;

export type PetNode = PetResource & { etag: string };

/** The shared Pet shape plus the entity tag `ifMatch` takes (REST sends it as `ETag`). */
export function petNode(pet: Pet, baseUrl: string): PetNode {
  // Added to the presenter's fresh object rather than copied into another: twenty per page.
  return Object.assign(presentPet(pet, baseUrl), { etag: entityTag(pet.id, pet.version) });
}

export const petQueries: QueryResolvers = {
  pet: (_, args, { core, caller, baseUrl }) =>
    orNull(async () => petNode(await core.pets.get(caller, args.id), baseUrl)),

  pets: async (_, args, { core, caller, baseUrl }) => {
    const filter = withoutNulls(args.filter);
    const page = await withArgumentNames(
      () =>
        core.pets.list(caller, {
          ...filter,
          sort: PET_SORT_VALUES[args.sort ?? 'CREATED_AT_DESC'],
          limit: pageSize(args.first),
          ...(args.after == null ? {} : { cursor: args.after }),
        }),
      Object.keys(filter),
    );
    return toConnection(page, (pet) => petNode(pet, baseUrl));
  },
};

export const petMutations: MutationResolvers = {
  createPet: async (_, args, { core, caller, baseUrl }) =>
    petNode(await core.pets.create(caller, args.input), baseUrl),

  updatePet: async (_, args, { core, caller, baseUrl }) => {
    const expected = args.ifMatch == null ? undefined : expectedVersionOf(args.ifMatch, args.id);
    return petNode(await core.pets.replace(caller, args.id, args.input, expected), baseUrl);
  },

  deletePet: async (_, args, { core, caller }) => {
    const expected = args.ifMatch == null ? undefined : expectedVersionOf(args.ifMatch, args.id);
    return (await core.pets.delete(caller, args.id, expected)).id;
  },
};
