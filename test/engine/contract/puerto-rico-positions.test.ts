/** The engine contract (suite.ts) for Puerto Rico, positions half. */
import { positionContract } from './suite';

positionContract('puerto-rico');
