import { describeDevelopmentPart } from './support/development-shard.js';

describeDevelopmentPart(1);
