/** The engine contract (suite.ts) for Nippon. */
import { contractSuite } from './suite';

contractSuite('nippon');
