import type { CallerContext } from '../../core/context.js';
import type { Core } from '../../core/core.js';

/** What every resolver gets: the caller admitted by the one admission step, the core, URL base. */
export interface GraphqlContext {
  caller: CallerContext;
  core: Core;
  /** The base of absolute URLs (photo URLs), by the rule every door shares (`PublicUrls`). */
  baseUrl: string;
}
