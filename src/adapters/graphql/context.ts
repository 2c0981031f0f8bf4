import DataLoader from 'dataloader';
import type { CallerContext } from '../../core/context.js';
import type { Core } from '../../core/core.js';
import { MAX_PAGE_LIMIT } from '../../core/pagination.js';
import type { Pet } from '../../core/pets/index.js';
import type { User } from '../../core/users/model.js';

/**
 * Reads by id gathered over one request: the fields of every order of a page that ask for a pet
 * (or a user) are answered by one core batch read, and each id is read once per request.
 */
export interface GraphqlLoaders {
  pets: DataLoader<string, Pet | null>;
  users: DataLoader<string, User | null>;
}

/** What every resolver gets: the caller admitted by the one admission step, the core, URL base. */
export interface GraphqlContext {
  caller: CallerContext;
  core: Core;
  /** The base of absolute URLs (photo URLs), by the rule every door shares (`PublicUrls`). */
  baseUrl: string;
  loaders: GraphqlLoaders;
  /**
   * The core's catalog version when an HTTP request came (`core.pets.catalogVersion`): the key
   * its answer is kept under in the response cache; undefined for callers who read the stored
   * catalog, and over graphql-ws (catalog-response-cache.ts).
   */
  catalogVersion?: string;
  /** The cost its operations spent so far, shared by those of one HTTP request (a batch). */
  requestCost?: { spent: number };
}

/**
 * The context of one request: loaders live as long as it, so nothing is cached across callers.
 * Each is made on first use; most operations never read an order's pet or customer. The getters
 * are on `loaders`, not on the context: Apollo copies the context it is given (`Object.assign`,
 * which would call a getter of the context itself and make both loaders for every request). A
 * subscription keeps one context for all its events, so its loaders batch but remember nothing
 * (`remember: false`): each event reads the pet and the customer as they are then.
 */
export function createGraphqlContext(
  core: Core,
  caller: CallerContext,
  baseUrl: string,
  { remember = true }: { remember?: boolean } = {},
): GraphqlContext {
  let pets: GraphqlLoaders['pets'] | undefined;
  let users: GraphqlLoaders['users'] | undefined;
  const loaders: GraphqlLoaders = {
    get pets() {
      return (pets ??= loaderById((ids) => core.pets.getManyByIds(caller, ids), remember));
    },
    get users() {
      return (users ??= loaderById((ids) => core.users.getManyByIds(caller, ids), remember));
    },
  };
  return { caller, core, baseUrl, loaders };
}

/** A batch read as a loader: each asked id gets its item, or null when the core left it out. */
function loaderById<T extends { id: string }>(
  readMany: (ids: readonly string[]) => Promise<T[]>,
  remember: boolean,
): DataLoader<string, T | null> {
  return new DataLoader(
    async (ids) => {
      const found = new Map((await readMany(ids)).map((item) => [item.id, item]));
      return ids.map((id) => found.get(id) ?? null);
    },
    // The core reads at most a page's worth of ids at once; more are split into several reads.
    { maxBatchSize: MAX_PAGE_LIMIT, cache: remember },
  );
}
