import { loadConfig } from '../config.js';
import { createLogger } from '../logger.js';
import { openDatabase } from '../db/database.js';
import { createCore } from '../core/core.js';
import { runOAuthClientsCommand } from './oauth-clients-command.js';

/**
 * `npm run oauth-clients -- create|list|delete ...`: registers OAuth clients in the database the
 * gateway uses (MONGODB_URI; else the embedded database in DATA_DIR, which only one process may
 * open, so stop the gateway first or point MONGODB_URI at its database). Never seeds demo data.
 */
const config = loadConfig({
  ...process.env,
  SEED_DEMO_DATA: 'false',
  LOG_LEVEL: process.env['LOG_LEVEL'] ?? 'warn',
});
const logger = createLogger(config.logLevel);
const database = await openDatabase(config, logger);
let result;
try {
  const core = await createCore({ connection: database.connection, config, logger });
  result = await runOAuthClientsCommand(core, process.argv.slice(2));
} finally {
  await database.close();
}
(result.status === 0 ? process.stdout : process.stderr).write(result.output);
process.exit(result.status);
