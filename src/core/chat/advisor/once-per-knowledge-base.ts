import type { KnowledgeEntry } from './knowledge/types.js';

/**
 * `build` run once for each knowledge base in the process: the entries never change, so every
 * advisor built over the same ones (each gateway's, each test's) shares what is made from them.
 */
export function oncePerKnowledgeBase<T>(
  build: (entries: readonly KnowledgeEntry[]) => T,
): (entries: readonly KnowledgeEntry[]) => T {
  const built = new WeakMap<readonly KnowledgeEntry[], { value: T }>();
  return (entries) => {
    let slot = built.get(entries);
    if (slot === undefined) {
      slot = { value: build(entries) };
      built.set(entries, slot);
    }
    return slot.value;
  };
}
