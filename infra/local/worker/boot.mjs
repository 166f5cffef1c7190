// Worker threads do not inherit the TypeScript loader of the process that starts them
// (tsx under `npm start`, vite under the tests): register tsx here, then load the worker's
// own module, named by the starter in workerData.entry.
import { workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
await import(workerData.entry);
