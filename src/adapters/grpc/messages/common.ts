/** Shared pieces of the petstore.v1 messages: timestamps and prefixed enums. */

export interface TimestampMessage {
  seconds: number;
  nanos: number;
}

/** A domain instant as `google.protobuf.Timestamp`, straight from the `Date` (no text in between). */
export function toTimestamp(instant: Date): TimestampMessage {
  const ms = instant.getTime();
  const seconds = Math.floor(ms / 1000);
  return { seconds, nanos: (ms - seconds * 1000) * 1_000_000 };
}

/** `AVAILABLE` as `PET_STATUS_AVAILABLE`; null stays unset (the `_UNSPECIFIED` value). */
export function toEnum(prefix: string, value: string | null): string | undefined {
  return value === null ? undefined : `${prefix}_${value}`;
}

/**
 * `PET_STATUS_AVAILABLE` as the core's `AVAILABLE`; unset or `_UNSPECIFIED` is undefined, and
 * anything else (an unknown number) is passed on for the core to refuse with its own message.
 */
export function fromEnum(prefix: string, value: unknown): unknown {
  if (value === undefined || value === null || value === `${prefix}_UNSPECIFIED`) return undefined;
  if (typeof value === 'string' && value.startsWith(`${prefix}_`)) return value.slice(prefix.length + 1);
  return value;
}

/** Proto3 leaves an unset string empty: the core's "not given". */
export function nonEmpty(value: unknown): unknown {
  return value === '' ? undefined : value;
}
