// The options of @koa/cors 5 this service uses (the package ships no types; @types/koa__cors
// would be a second new dependency for these few lines).
declare module '@koa/cors' {
  import type { Middleware, ParameterizedContext } from 'koa';

  interface CorsOptions {
    /** The `Access-Control-Allow-Origin` to send; an empty string sends no CORS headers. */
    origin?: string | ((ctx: ParameterizedContext) => string | Promise<string>);
    allowMethods?: string | string[];
    allowHeaders?: string | string[];
    exposeHeaders?: string | string[];
    maxAge?: number | string;
    credentials?: boolean | ((ctx: ParameterizedContext) => boolean | Promise<boolean>);
    keepHeadersOnError?: boolean;
    secureContext?: boolean;
    privateNetworkAccess?: boolean;
  }

  export default function cors(options?: CorsOptions): Middleware;
}
