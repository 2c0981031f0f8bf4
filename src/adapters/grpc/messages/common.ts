/** Shared pieces of the petstore.v1 messages: timestamps and prefixed enums. */
import type { Timestamp } from '../generated/google/protobuf/Timestamp.js';

/** A domain instant as `google.protobuf.Timestamp`, straight from the `Date` (no text in between). */
export function toTimestamp(instant: Date): Timestamp {
  const ms = instant.getTime();
  const seconds = Math.floor(ms / 1000);
  return { seconds, nanos: (ms - seconds * 1000) * 1_000_000 };
}

/**
 * `AVAILABLE` as `PET_STATUS_AVAILABLE`; null stays unset (the `_UNSPECIFIED` value). Typed by
 * the core's values, so a core value the proto enum lacks fails the type-check.
 */
export function toEnum<P extends string, V extends string>(
  prefix: P,
  value: V | null,
): `${P}_${V}` | undefined {
  return value === null ? undefined : `${prefix}_${value}`;
}

/**
 * `PET_STATUS_AVAILABLE` as the core's `AVAILABLE`; unset or `_UNSPECIFIED` is undefined, and
 * anything else (an unknown number) is passed on for the core to refuse with its own message.
 */
export function fromEnum(
  prefix: string,
  value: string | number | null | undefined,
): string | number | undefined {
  if (value === undefined || value === null || value === `${prefix}_UNSPECIFIED`) return undefined;
  if (typeof value === 'string' && value.startsWith(`${prefix}_`)) return value.slice(prefix.length + 1);
  return value;
}

/** Proto3 leaves an unset string empty: the core's "not given". */
export function nonEmpty<T>(value: T | undefined): Exclude<T, ''> | undefined {
  return value === '' ? undefined : (value as Exclude<T, ''> | undefined);
}
