import { describeDevelopmentPart } from './support/development-parts.js';

describeDevelopmentPart(2);
