import { withOperatorCore } from './operator-core.js';
import { USAGE, runOAuthClientsCommand, wantsHelp } from './oauth-clients-command.js';

/**
 * `npm run oauth-clients -- create|list|delete ...`: registers OAuth clients in the database the
 * gateway uses, also while it runs (MONGODB_URI, or the embedded server's socket in DATA_DIR).
 * Never seeds demo data. `--help` answers without opening the database.
 */
const argv = process.argv.slice(2);
if (wantsHelp(argv)) {
  process.stdout.write(USAGE);
  process.exit(0);
}
const result = await withOperatorCore((core) => runOAuthClientsCommand(core, argv));
(result.status === 0 ? process.stdout : process.stderr).write(result.output);
process.exit(result.status);
