/**
 * A door's rendering of a core record (REST's JSON text of a pet, gRPC's protobuf bytes of it),
 * remembered on the record object itself. Catalog reads are served from the core's catalog cache
 * (src/core/pets/cache.ts), which hands every reader the same record object until the pet changes
 * or its entry expires; rendering it again on each read was most of what a cached read cost.
 *
 * Keyed by the record object, so the rendering goes with the record: a change or a reload brings
 * a new object, and the old one and its renderings are collected. The record's version is checked
 * as well, and the base URL (photo URLs are absolute, and the base may differ from call to call).
 * There is no freshness rule here: the core's cache alone decides how long a record is served,
 * and a door keeps no catalog memory of its own. Nothing per caller may go into a rendering.
 */
interface Remembered<T> {
  version: number;
  baseUrl: string;
  value: T;
}

export function rememberedRendering<R extends { version: number }, T>(
  render: (record: R, baseUrl: string) => T,
): (record: R, baseUrl: string) => T {
  const remembered = new WeakMap<R, Remembered<T>>();
  return (record, baseUrl) => {
    const found = remembered.get(record);
    if (found !== undefined && found.version === record.version && found.baseUrl === baseUrl) {
      return found.value;
    }
    const value = render(record, baseUrl);
    remembered.set(record, { version: record.version, baseUrl, value });
    return value;
  };
}
