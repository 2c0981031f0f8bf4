import type { Document } from 'bson';
import type { CursorRegistry } from '../cursors.js';
import type { Engine } from '../engine/engine.js';
import { CommandError, ErrorCodes } from '../errors.js';
import { toNumber, numericKind } from '../engine/numeric.js';
import { isPlainObject } from '../engine/bson-values.js';

/** Counters reported by serverStatus: how much work queries did (tests assert index use here). */
export interface ServerCounters {
  connectionsCurrent: number;
  connectionsTotal: number;
  commands: number;
  failedCommands: number;
  keysExamined: number;
  docsExamined: number;
  inserted: number;
  updated: number;
  deleted: number;
  returned: number;
}

export interface CommandContext {
  engine: Engine;
  cursors: CursorRegistry;
  /** The database the command runs against (`$db`). */
  db: string;
  connectionId: number;
  counters: ServerCounters;
  startedAt: Date;
  host: string;
  port: number;
  memory: boolean;
}

export type CommandHandler = (cmd: Document, ctx: CommandContext) => Document | Promise<Document>;

/** The collection name a command names as its first field's value. */
export function collectionName(cmd: Document, commandName: string): string {
  const value: unknown = cmd[commandName];
  if (typeof value !== 'string' || value.length === 0) {
    throw new CommandError(
      ErrorCodes.InvalidNamespace,
      `collection name has invalid type ${value === undefined ? 'missing' : typeof value}`,
    );
  }
  return value;
}

/** An integer option, whatever numeric BSON type the client sent it as. */
export function intOption(cmd: Document, field: string): number | undefined {
  const value: unknown = cmd[field];
  if (value === undefined || value === null) return undefined;
  if (!numericKind(value)) {
    throw new CommandError(ErrorCodes.TypeMismatch, `Field '${field}' should be a number`);
  }
  return Math.trunc(toNumber(value));
}

export function documentOption(cmd: Document, field: string): Document | undefined {
  const value: unknown = cmd[field];
  if (value === undefined || value === null) return undefined;
  if (!isPlainObject(value)) {
    throw new CommandError(ErrorCodes.TypeMismatch, `Field '${field}' should be an object`);
  }
  return value;
}

export function boolOption(cmd: Document, field: string): boolean {
  const value: unknown = cmd[field];
  if (typeof value === 'boolean') return value;
  if (numericKind(value)) return toNumber(value) !== 0;
  return false;
}
