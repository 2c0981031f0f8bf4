import { v7 as uuidv7, validate as uuidValidate } from 'uuid';

/** Every id is a time-ordered UUID v7 string: sortable by creation, safe to expose. */
export function newId(): string {
  return uuidv7();
}

export function isId(value: unknown): value is string {
  return typeof value === 'string' && uuidValidate(value);
}
