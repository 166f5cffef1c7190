/** Every game the service offers. Adding a game is adding its module here. */
import { createRegistry } from './core/registry';
import { barrage } from './barrage';
import { puertoRico } from './puerto-rico';
import { nippon } from './nippon';
import { eraOfInventions } from './era-of-inventions';

export const registry = createRegistry([puertoRico, barrage, nippon, eraOfInventions]);
