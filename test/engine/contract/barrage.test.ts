/** The engine contract (suite.ts) for Barrage. */
import { contractSuite } from './suite';

contractSuite('barrage');
