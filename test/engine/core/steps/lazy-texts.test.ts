/**
 * Event texts given as functions are written when the events are read, after the whole move
 * (engine/core/steps/draft.ts). That is only right if the function reads values, not state a
 * later step of the same move changes. Here every such function is also called at the moment
 * of `say`/`tell`; play-outs of every game (and Puerto Rico's expansions) then read each
 * move's events (random play-outs, and the bots' policy where a game has one), and any text
 * that came out different is a stale read.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Draft, type Texts, type TextsLater } from '../../../../engine/core/steps/draft';
import { botPolicy } from '../../../../engine/bots';
import { randomPlayout, registry, type Options } from '../../../../engine/index';

const stale: string[] = [];
let later = 0;
const say = Draft.prototype.say;
const tell = Draft.prototype.tell;

/** `text` as given, but checked against what it said at the time. */
function checked(text: string | TextsLater): string | TextsLater {
  if (typeof text === 'string') return text;
  later++;
  const then: Texts = text();
  return () => {
    const now = text();
    if (now[0] !== then[0] || now[1] !== then[1]) stale.push(`told "${then[0]}", read "${now[0]}"`);
    return now;
  };
}

beforeAll(() => {
  Draft.prototype.say = function (this: Draft<object>, seat, text, ja) {
    say.call(this, seat, checked(text), ja);
  };
  Draft.prototype.tell = function (this: Draft<object>, seat, text, ja) {
    tell.call(this, seat, checked(text), ja);
  };
});

afterAll(() => {
  Draft.prototype.say = say;
  Draft.prototype.tell = tell;
});

const OPTION_SETS: Readonly<Record<string, readonly Options[]>> = {
  'puerto-rico': [{}, { expansions: 'buildings' }, { expansions: 'nobles' }, { expansions: 'buildings,nobles' }],
};

describe('event texts written later say what they said when told', () => {
  for (const game of registry.all) {
    for (const options of OPTION_SETS[game.meta.id] ?? [{}]) {
      it(`${game.meta.id} ${JSON.stringify(options)}: every player count`, () => {
        const before = later;
        stale.length = 0;
        for (let players = game.meta.minPlayers; players <= game.meta.maxPlayers; players++) {
          const report = randomPlayout(game, players, `lazy-texts-${players}`, { options, checks: 'none' });
          expect(report.error).toBeNull();
          // The bots' policy reaches the deep states random play rarely does (Barrage's productions).
          const policy = botPolicy(game.meta.id);
          if (policy)
            expect(
              randomPlayout(game, players, `lazy-texts-policy-${players}`, { options, checks: 'none', chooser: policy }).error,
            ).toBeNull();
        }
        expect(stale).toEqual([]);
        // Puerto Rico and Barrage write their frequent events later; a game that writes none is checked all the same.
        if (game.meta.id === 'puerto-rico' || game.meta.id === 'barrage') expect(later).toBeGreaterThan(before);
      });
    }
  }
});
