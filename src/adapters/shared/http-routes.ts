import type { DefaultContext, Middleware } from 'koa';
import type { AdmittedHttpState } from './http-state.js';

/** What a route's middleware finds on the context besides the state: the path's parameters, decoded. */
export interface RouteParams {
  params: Record<string, string>;
}

export type RouteMiddleware = Middleware<AdmittedHttpState, DefaultContext & RouteParams>;

/** The methods a route may be declared for; `GET` also answers `HEAD`. */
export type RouteMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** One declared route: what the HTTP port's router (rest/routing.ts) is built from. */
export interface RouteDeclaration {
  method: RouteMethod;
  /** The route's pattern with the group's prefix (`/v1/pets/:petId`): also its metrics label. */
  pattern: string;
  /**
   * Whether the pattern must be matched as written with respect to a trailing slash
   * (`/docs` and `/docs/` are then different routes); otherwise `/v1/pets/` is `/v1/pets`.
   */
  strict: boolean;
  /** Run in order; a route passes the request on with `next()`. */
  middleware: RouteMiddleware[];
}

export interface RouteGroupOptions {
  /** Put before every pattern of the group (`/v1`). */
  prefix?: string;
  /** See `RouteDeclaration.strict`; false by default. */
  strict?: boolean;
}

/**
 * One area's routes, declared as `group.get('/pets/:petId', ...middleware)`: a plain list the
 * HTTP port's router is built from once, so that no door depends on a router library's insides.
 * Patterns are literal segments and `:name` parameters, each a whole segment; paths match
 * whatever their case.
 */
export class RouteGroup {
  readonly routes: RouteDeclaration[] = [];
  private readonly prefix: string;
  private readonly strict: boolean;

  constructor(options: RouteGroupOptions = {}) {
    this.prefix = options.prefix ?? '';
    this.strict = options.strict ?? false;
  }

  get(pattern: string, ...middleware: RouteMiddleware[]): this {
    return this.declare('GET', pattern, middleware);
  }

  post(pattern: string, ...middleware: RouteMiddleware[]): this {
    return this.declare('POST', pattern, middleware);
  }

  put(pattern: string, ...middleware: RouteMiddleware[]): this {
    return this.declare('PUT', pattern, middleware);
  }

  patch(pattern: string, ...middleware: RouteMiddleware[]): this {
    return this.declare('PATCH', pattern, middleware);
  }

  delete(pattern: string, ...middleware: RouteMiddleware[]): this {
    return this.declare('DELETE', pattern, middleware);
  }

  private declare(method: RouteMethod, pattern: string, middleware: RouteMiddleware[]): this {
    if (middleware.length === 0) throw new Error(`${method} ${pattern} has no middleware.`);
    this.routes.push({ method, pattern: this.prefix + pattern, strict: this.strict, middleware });
    return this;
  }
}
