import type { Middleware } from 'koa';
import { newId, isId } from '../../../core/ids.js';
import { ValidationError } from '../../../core/errors.js';
import type { RestState } from '../state.js';

const SAFE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** Every request gets an id: the caller's `X-Request-ID` when it is sane, else a new one. */
export function requestId(): Middleware<RestState> {
  return async (ctx, next) => {
    const incoming = ctx.get('x-request-id');
    ctx.state.requestId = SAFE_REQUEST_ID.test(incoming) ? incoming : newId();
    ctx.set('X-Request-ID', ctx.state.requestId);
    await next();
  };
}

/**
 * An anonymous caller context in the tenant named by `X-Tenant-ID`, else the default tenant;
 * authentication later replaces the principal and tenant. The signal aborts if the client leaves.
 */
export function callerContext(defaultTenantId: () => string): Middleware<RestState> {
  return async (ctx, next) => {
    const abort = new AbortController();
    ctx.res.once('close', () => {
      if (!ctx.res.writableFinished) abort.abort();
    });
    ctx.state.caller = {
      principal: null,
      tenantId: defaultTenantId(),
      requestId: ctx.state.requestId,
      protocol: 'rest',
      ip: ctx.ip || ctx.req.socket.remoteAddress || 'unknown',
      signal: abort.signal,
    };
    const tenantHeader = ctx.get('x-tenant-id');
    if (tenantHeader !== '') {
      if (!isId(tenantHeader)) {
        throw new ValidationError('Invalid X-Tenant-ID header.', [
          { field: 'X-Tenant-ID', message: 'Must be a tenant UUID.', code: 'invalid_format' },
        ]);
      }
      ctx.state.caller.tenantId = tenantHeader;
    }
    await next();
  };
}
