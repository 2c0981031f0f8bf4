import type { ParameterizedContext } from 'koa';
import type { CallerContext } from '../../core/context.js';

/**
 * The contract between the HTTP port (one Koa app: its request frame, then the doors it hosts:
 * REST, the OAuth authorization server, GraphQL, SOAP) and each door: what the frame puts in
 * `ctx.state` for every request, and what the doors put back for the access line and the span.
 */
export interface HttpRequestState {
  /** The service's id of this request (`X-Server-Request-ID`). */
  requestId: string;
  /** The caller's `X-Request-ID`, when it passes the shared rule. */
  correlationId?: string;
  /** The admitted caller, once a door's admission ran: the access line's `userId` and `tenantId`. */
  caller?: CallerContext;
  /** A door behind one route that serves many operations (SOAP) names the one called. */
  operation?: string;
}

export type HttpRequestContext = ParameterizedContext<HttpRequestState>;

/** Behind the HTTP port's admission step (REST's routes, the OAuth server's): the caller is known. */
export interface AdmittedHttpState extends HttpRequestState {
  caller: CallerContext;
}

export type AdmittedHttpContext = ParameterizedContext<AdmittedHttpState>;
