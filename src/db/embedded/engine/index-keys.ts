import { CommandError, ErrorCodes } from '../errors.js';
import { isPlainObject } from './bson-values.js';
import { canonicalKey } from './doc-key.js';

/**
 * The keys a document contributes to an index: one tuple per combination of the values of the
 * indexed paths. An array value contributes one key per element (a multikey index); a missing
 * path contributes null, as in MongoDB.
 */
export interface ExtractedKeys {
  keys: unknown[][];
  /** Whether any indexed path was present (a sparse index skips documents where none is). */
  anyPresent: boolean;
  /** Whether any path went through an array. */
  multikey: boolean;
}

interface PathValues {
  values: unknown[];
  present: boolean;
  multikey: boolean;
}

function collect(value: unknown, parts: string[], i: number, out: PathValues): void {
  if (i === parts.length) {
    if (value === undefined) return;
    out.present = true;
    if (Array.isArray(value)) {
      out.multikey = true;
      if (value.length === 0) out.values.push(undefined);
      else out.values.push(...(value as unknown[]));
    } else {
      out.values.push(value);
    }
    return;
  }
  const part = parts[i] as string;
  if (Array.isArray(value)) {
    out.multikey = true;
    if (/^\d+$/.test(part)) collect(value[Number(part)], parts, i + 1, out);
    for (const element of value) {
      if (isPlainObject(element)) collect(element[part], parts, i + 1, out);
    }
    return;
  }
  if (isPlainObject(value)) collect(value[part], parts, i + 1, out);
}

function valuesAt(doc: Record<string, unknown>, path: string): PathValues {
  const out: PathValues = { values: [], present: false, multikey: false };
  collect(doc, path.split('.'), 0, out);
  if (out.values.length === 0) out.values.push(null);
  if (out.values.length === 1) {
    if (out.values[0] === undefined) out.values[0] = null;
    return out;
  }
  const seen = new Set<string>();
  out.values = out.values
    .map((v) => (v === undefined ? null : v))
    .filter((v) => {
      const key = canonicalKey(v);
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
  return out;
}

export function extractKeys(doc: Record<string, unknown>, fields: readonly string[]): ExtractedKeys {
  if (fields.length === 1) {
    const only = valuesAt(doc, fields[0] as string);
    return { keys: only.values.map((v) => [v]), anyPresent: only.present, multikey: only.multikey };
  }
  const perField = fields.map((f) => valuesAt(doc, f));
  const arrays = perField.filter((p) => p.values.length > 1);
  if (arrays.length > 1) {
    throw new CommandError(
      ErrorCodes.CannotIndexParallelArrays,
      `cannot index parallel arrays [${fields.join('] [')}]`,
    );
  }
  let keys: unknown[][] = [[]];
  for (const field of perField) {
    keys = keys.flatMap((prefix) => field.values.map((v) => [...prefix, v]));
  }
  return {
    keys,
    anyPresent: perField.some((p) => p.present),
    multikey: perField.some((p) => p.multikey),
  };
}
