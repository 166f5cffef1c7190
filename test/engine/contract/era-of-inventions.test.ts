/** The engine contract (suite.ts) for Era of Inventions. */
import { contractSuite } from './suite';

contractSuite('era-of-inventions');
