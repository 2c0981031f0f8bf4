import { z } from 'zod';
import { EnvSchema } from '../../src/config.js';

/**
 * The defaults of the service's variables as a user writes them: the schema's input-side default
 * where zod can state it (`10s,1m,...` rather than the milliseconds it becomes), else the value an
 * empty environment gets; undefined for a variable that is unset by default.
 */
export function declaredDefaults(): Record<string, unknown> {
  const json = z.toJSONSchema(EnvSchema, { io: 'input', unrepresentable: 'any' }) as {
    properties: Record<string, { default?: unknown }>;
  };
  const parsed = EnvSchema.parse({}) as Record<string, unknown>;
  return Object.fromEntries(
    Object.keys(EnvSchema.shape).map((name) => [name, json.properties[name]?.default ?? parsed[name]]),
  );
}
