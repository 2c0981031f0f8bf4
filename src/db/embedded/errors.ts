/**
 * A failed command, as MongoDB reports it: `{ok: 0, errmsg, code, codeName}` plus extra fields
 * (keyPattern and keyValue for duplicate keys). Anything thrown while running a command that is
 * not a CommandError is reported as code 1 InternalError, never as a dropped connection.
 */
export const ErrorCodes = {
  InternalError: 1,
  BadValue: 2,
  NoSuchKey: 4,
  FailedToParse: 9,
  TypeMismatch: 14,
  InvalidLength: 16,
  IllegalOperation: 20,
  InvalidBSON: 22,
  NamespaceNotFound: 26,
  IndexNotFound: 27,
  CursorNotFound: 43,
  NamespaceExists: 48,
  CommandNotFound: 59,
  ImmutableField: 66,
  InvalidOptions: 72,
  InvalidNamespace: 73,
  IndexOptionsConflict: 85,
  IndexKeySpecsConflict: 86,
  CannotIndexParallelArrays: 171,
  InvalidPipelineOperator: 168,
  CommandNotSupported: 115,
  NotImplemented: 238,
  DuplicateKey: 11000,
  BSONObjectTooLarge: 10334,
  ChangeStreamNotSupported: 40573,
  UnrecognizedPipelineStage: 40324,
  Location40352: 40352,
} as const;

export type ErrorCodeName = keyof typeof ErrorCodes;

const CODE_NAMES = new Map<number, string>(Object.entries(ErrorCodes).map(([name, code]) => [code, name]));

export function codeNameOf(code: number): string {
  if (code === 40573) return 'Location40573';
  if (code === 40324) return 'Location40324';
  return CODE_NAMES.get(code) ?? `Location${code}`;
}

export class CommandError extends Error {
  readonly code: number;
  readonly codeName: string;
  readonly extra: Record<string, unknown>;

  constructor(code: number, message: string, extra: Record<string, unknown> = {}) {
    super(message);
    this.code = code;
    this.codeName = codeNameOf(code);
    this.extra = extra;
  }

  toReply(): Record<string, unknown> {
    return { ok: 0, errmsg: this.message, code: this.code, codeName: this.codeName, ...this.extra };
  }
}

export function commandError(name: ErrorCodeName, message: string): CommandError {
  return new CommandError(ErrorCodes[name], message);
}

/**
 * Turns anything thrown while running a command into a MongoDB-shaped error. Libraries (mingo,
 * bson) report bad user input by throwing plain errors: that is a bad value (2). A RangeError is
 * the engine running out of stack or memory on the input: an internal error (1).
 */
export function toCommandError(error: unknown): CommandError {
  if (error instanceof CommandError) return error;
  const message = error instanceof Error ? error.message : String(error);
  const code = error instanceof RangeError ? ErrorCodes.InternalError : ErrorCodes.BadValue;
  return new CommandError(code, message);
}
