/** The engine contract (test/engine/contract/suite.ts) for Warehouse Sale. */
import { contractSuite } from '../contract/suite';

contractSuite('warehouse-sale');
