/** Public surface of the engine for the service, CLI and tests. */
export * from './core/types';
export * from './core/match';
export * from './core/errors';
export * from './core/notation';
export * from './core/options';
export * from './core/playout';
export * from './core/json';
export * from './core/seat-text';
export { loadAllGames, loadGame, registry } from './games';
