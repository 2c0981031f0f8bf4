/**
 * A start-up failure the operator can fix, told in one line naming the variable to change; the
 * process prints it without a stack trace (main.ts).
 */
export class StartError extends Error {}

/** Node's and grpc-js's "address in use" / "not permitted" failures, in the operator's words. */
export function portError(
  error: unknown,
  variable: 'PORT' | 'GRPC_PORT',
  host: string,
  port: number,
): unknown {
  const text =
    error instanceof Error ? `${(error as NodeJS.ErrnoException).code ?? ''} ${error.message}` : '';
  if (/EADDRINUSE|address already in use/i.test(text)) {
    return new StartError(
      `${variable}=${port} is already in use on ${host}: stop the process using it, or set ${variable} to a free port (0 picks one).`,
      { cause: error },
    );
  }
  if (/EACCES|permission denied/i.test(text)) {
    return new StartError(
      `${variable}=${port} on ${host} is not permitted for this user: set ${variable} to a port above 1023.`,
      { cause: error },
    );
  }
  if (/EADDRNOTAVAIL|cannot assign requested address/i.test(text)) {
    return new StartError(`HOST=${host} is not an address of this machine: set HOST (default 0.0.0.0).`, {
      cause: error,
    });
  }
  return error;
}
