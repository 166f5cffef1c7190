/** The GameModule surface: refusals with reasons, reveals, purity, registry entry. */
import { describe, expect, it } from 'vitest';
import { registry } from '../../../engine/games';
import { seatRef } from '../../../engine/core/seat-text';
import { puertoRico } from '../../../engine/puerto-rico';
import { gameOver, newGame, takeRole, withRow } from './helpers';

describe('puertoRico module', () => {
  it('is registered as puerto-rico for 2–5 players', () => {
    expect(registry.get('puerto-rico')).toBe(puertoRico);
    expect([puertoRico.meta.minPlayers, puertoRico.meta.maxPlayers]).toEqual([2, 5]);
  });

  it('refuses a move from a seat that is not pending, naming who is', () => {
    const r = puertoRico.apply(newGame(4), 2, { kind: 'chooseRole', role: 'mayor' });
    expect(r).toEqual({
      ok: false,
      error: {
        code: 'not-your-turn',
        reason: `It is not your turn: waiting for ${seatRef(0)} (choose a role).`,
        reasonJa: `あなたの番ではありません。${seatRef(0)}（役割を選ぶ）を待っています。`,
        seats: [0],
      },
    });
  });

  it('refuses a move of another step with the list of what is possible', () => {
    const r = puertoRico.apply(newGame(3), 0, { kind: 'sell', good: 'corn' });
    expect(r).toEqual({
      ok: false,
      error: {
        code: 'illegal-move',
        reason:
          '"sell corn" is not possible now (choose a role). You can: role settler, role mayor, role builder, role craftsman, role trader, role captain.',
        reasonJa:
          '「コーンを売る」は今は選べません（役割を選ぶ）。選べる行動：開拓者を選ぶ、市長を選ぶ、建築家を選ぶ、監督を選ぶ、商人を選ぶ、船長を選ぶ',
      },
    });
  });

  it('refuses every move once the game is over', () => {
    const r = puertoRico.apply(gameOver(newGame(3)), 0, { kind: 'pass' });
    expect(r.ok).toBe(false);
  });

  it('marks moves that turn up plantations as reveals (no undo past them)', () => {
    const s = takeRole(withRow(newGame(2), ['corn', 'indigo', 'sugar']), 0, 'settler').state;
    const first = puertoRico.apply(s, 0, { kind: 'takePlantation', tile: 'corn' });
    expect(first.ok && first.reveals).toBe(false);
    if (!first.ok) throw new Error(first.error.reason);
    const last = puertoRico.apply(first.state, 1, { kind: 'pass' });
    expect(last.ok && last.reveals).toBe(true);
  });

  it('never changes the state it is given', () => {
    const s = newGame(4);
    const before = JSON.stringify(s);
    puertoRico.apply(s, 0, { kind: 'chooseRole', role: 'prospector' });
    expect(JSON.stringify(s)).toBe(before);
  });
});
