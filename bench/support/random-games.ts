/**
 * `node random-games.mjs <game> <games> [options as JSON]`: uniform random games of one
 * registered game, every player count in turn, and nothing else (the hidden-class check runs
 * this under V8's map log).
 */
import { registry } from '../../engine/games';
import { playRandom } from './rate';

const [id = '', count = '60', options = '{}'] = process.argv.slice(2);
const game = registry.get(id);
if (!game) throw new Error(`no registered game "${id}"`);
const counts = game.meta.maxPlayers - game.meta.minPlayers + 1;
const raw = JSON.parse(options) as Record<string, string | number | boolean>;
for (let i = 0; i < Number(count); i++) playRandom(game, game.meta.minPlayers + (i % counts), `hidden-classes-${i}`, raw);
