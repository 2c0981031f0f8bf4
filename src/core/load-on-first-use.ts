import { createRequire } from 'node:module';

const requireHere = createRequire(import.meta.url);

/**
 * A package that most processes never need, loaded when first asked for instead of at start-up:
 * every process pays for what it imports (operator commands, a cluster's primary, the test
 * tier's many short-lived services), and a package only a few requests use need not be part of
 * that. Loaded through its CommonJS entry, synchronously, so callers stay synchronous; `prepare`
 * runs once, before the first caller gets it.
 */
export function loadOnFirstUse<T>(packageName: string, prepare?: (loaded: T) => void): () => T {
  let loaded: { value: T } | undefined;
  return () => {
    if (loaded === undefined) {
      const value = requireHere(packageName) as T;
      prepare?.(value);
      loaded = { value };
    }
    return loaded.value;
  };
}
