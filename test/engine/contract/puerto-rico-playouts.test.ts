/** The engine contract (suite.ts) for Puerto Rico, play-outs half: with its expansions, the longest. */
import { playoutContract } from './suite';

playoutContract('puerto-rico');
