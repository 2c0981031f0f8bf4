import type { Document } from 'bson';
import { CommandError, ErrorCodes, toCommandError } from '../errors.js';
import { aggregateCommands } from './aggregate.js';
import { collectionCommands } from './collections.js';
import type { CommandContext, CommandHandler } from './context.js';
import { explainCommands } from './explain.js';
import { findAndModifyCommands } from './find-and-modify.js';
import { handshakeCommands } from './handshake.js';
import { indexCommands } from './indexes.js';
import { readCommands } from './reads.js';
import { writeCommands } from './writes.js';

/**
 * Command dispatch: names match case-insensitively (`isMaster`, `ismaster`, `buildinfo`), and
 * whatever happens the client gets a reply document, `{ok: 1, ...}` or a MongoDB-style error.
 */
const transactionsRefused: CommandHandler = () => {
  throw standaloneTransactionError();
};

const unsupported =
  (what: string): CommandHandler =>
  () => {
    throw new CommandError(
      ErrorCodes.CommandNotSupported,
      `${what} is not supported by the embedded MongoDB-compatible server`,
    );
  };

const COMMANDS = new Map<string, CommandHandler>(
  Object.entries({
    ...handshakeCommands,
    ...collectionCommands,
    ...indexCommands,
    ...writeCommands,
    ...findAndModifyCommands,
    ...readCommands,
    ...aggregateCommands,
    ...explainCommands,
    aborttransaction: transactionsRefused,
    committransaction: transactionsRefused,
    saslstart: unsupported('authentication'),
    authenticate: unsupported('authentication'),
    mapreduce: unsupported('mapReduce'),
    collmod: unsupported('collMod'),
    shutdown: unsupported('shutdown'),
  }),
);

function standaloneTransactionError(): CommandError {
  return new CommandError(
    ErrorCodes.IllegalOperation,
    'Transaction numbers are only allowed on a replica set member or mongos',
  );
}

export async function runCommand(body: Document, ctx: CommandContext): Promise<Document> {
  ctx.counters.commands++;
  try {
    const name = Object.keys(body)[0];
    if (name === undefined) throw new CommandError(ErrorCodes.FailedToParse, 'empty command document');
    if (
      body.txnNumber !== undefined ||
      body.startTransaction !== undefined ||
      body.autocommit !== undefined
    ) {
      throw standaloneTransactionError();
    }
    const handler = COMMANDS.get(name.toLowerCase());
    if (!handler) throw new CommandError(ErrorCodes.CommandNotFound, `no such command: '${name}'`);
    const reply = await handler(body, ctx);
    return 'ok' in reply ? reply : { ...reply, ok: 1 };
  } catch (error) {
    ctx.counters.failedCommands++;
    return toCommandError(error).toReply();
  }
}
