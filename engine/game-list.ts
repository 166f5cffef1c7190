/**
 * The registry: every game the service offers, one line each. Adding a game is adding its line
 * here; nothing else outside its folder changes. Each line loads the game's package through its
 * index only, as a dynamic import, so the Lambda bundles give every game a code chunk of its own
 * (lazy-games.ts) while tests, the CLI and the local stack load them all (games.ts).
 */
import type { GameEntry } from './core/registry';

export const GAME_LIST: readonly GameEntry[] = [
  { id: 'puerto-rico', load: async () => (await import('./puerto-rico')).puertoRico },
  { id: 'barrage', load: async () => (await import('./barrage')).barrage },
  { id: 'nippon', load: async () => (await import('./nippon')).nippon },
  { id: 'era-of-inventions', load: async () => (await import('./era-of-inventions')).eraOfInventions },
  { id: 'warehouse-sale', load: async () => (await import('./warehouse-sale')).warehouseSale },
];
