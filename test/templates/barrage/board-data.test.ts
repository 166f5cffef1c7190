import { describe, expect, it } from 'vitest';
import { barrage, type BarrageView } from '../../../engine/barrage';
import { barrageBoard } from '../../../engine/barrage/email/board';
import { renderStatusEmail } from '../../../templates/status';
import { emailFor, NAMES, position, visible, type Position } from './fixtures';

let cached: Position | null = null;
const midGame = () => (cached ??= position('board-1', 0.51));
const players = (names: readonly string[]) => names.map((name, seat) => ({ seat, name, isYou: seat === 0 }));

/** The mid-game view with some fields replaced (views are plain JSON). */
function viewWith(change: (v: BarrageView) => void): BarrageView {
  const v = structuredClone(barrage.view(midGame().state, 0));
  change(v);
  return v;
}

describe('Barrage board data', () => {
  it('ranks the energy track by energy, ties marked "=", with the credits each would get', () => {
    const view = viewWith((v) => [3, 12, 0, 12].forEach((e, s) => ((v.seats[s] as BarrageView['seats'][number]).energy = e)));
    const board = barrageBoard(view, players(NAMES));
    expect(board.energy.map((r) => [r.place, r.name, r.energy])).toEqual([
      ['1', 'Ben', 12],
      ['=', 'Daisuke', 12],
      ['3', 'Anna', 3],
      ['4', 'Chiara', 0],
    ]);
    expect(board.energy.map((r) => r.credits)).toEqual(['5 cr', '5 cr', '2 cr', '3 cr, −3 VP']);
    // Bars are proportional: 12 of a 30-energy scale on a 120 px track.
    expect(board.energy[0]?.barStyle).toContain('width:48px');
  });

  it('renders that ranking in the email in the same order', () => {
    const p = midGame();
    const { model } = emailFor(p, 0);
    const view = viewWith((v) => [3, 12, 0, 7].forEach((e, s) => ((v.seats[s] as BarrageView['seats'][number]).energy = e)));
    const text = visible(
      renderStatusEmail({ ...model, view, board: { template: 'barrage', data: barrageBoard(view, model.players, 'en') } }).html,
    );
    const track = text.slice(text.indexOf('Energy track'), text.indexOf('Round bonus'));
    expect(track).toMatch(/1 Ben 12 5 cr 2 Daisuke 7 4 cr 3 Anna 3 2 cr 4 Chiara 0 3 cr, −3 VP/);
  });

  it('starts the wheel at the open segment and counts rotations until each segment comes back', () => {
    const view = viewWith((v) => {
      const seat = v.seats[0] as BarrageView['seats'][number];
      seat.wheel = {
        open: 4,
        segments: [
          { tiles: ['conduit'], ex: 4, mx: 0 },
          { tiles: [], ex: 0, mx: 0 },
          { tiles: [], ex: 0, mx: 0 },
          { tiles: [], ex: 0, mx: 0 },
          { tiles: [], ex: 0, mx: 0 },
          { tiles: ['base-2'], ex: 0, mx: 3 },
        ],
      };
    });
    const wheel = barrageBoard(view, players(NAMES)).seatRows[0]?.cards[0]?.wheel ?? [];
    expect(wheel.map((w) => [w.isOpen, w.back, w.chips.map((c) => c.label)])).toEqual([
      [true, 0, []],
      [false, 1, ['base-2', '3\u00a0Mx']],
      [false, 2, ['conduit', '4\u00a0Ex']],
      [false, 3, []],
      [false, 4, []],
      [false, 5, []],
    ]);
  });

  it('shows a dam’s room: level drops, four on Graziano Del Monte’s level-3 dams', () => {
    const view = viewWith((v) => {
      (v.seats[1] as BarrageView['seats'][number]).officer = 'del-monte';
      (v.seats[2] as BarrageView['seats'][number]).officer = 'adler';
      v.dams['8L'] = { owner: 1, level: 3, drops: 1 };
      v.dams['9U'] = { owner: 2, level: 3, drops: 2 };
    });
    const board = barrageBoard(view, players(NAMES));
    const items = board.areas.flatMap((a) => a.zones).flatMap((z) => z.items);
    expect(items.find((i) => i.strong === '8L')?.water).toBe('●○○○');
    expect(items.find((i) => i.strong === '9U')?.water).toBe('●●○');
    expect(board.seatRows[0]?.cards[1]?.dams.find((d) => d.site === '8L')?.water).toBe('●○○○');
  });

  it('names players by first name on the map, by the whole name where first names clash, never by a seat number', () => {
    const board = barrageBoard(
      viewWith((v) => (v.powerhouses = { P5_0: 0, P6_0: 1, P7_0: 2, P8_0: 3 })),
      players(['Anna Bell', 'anna Smith', 'Chiara', 'Daisuke Extralongname']),
    );
    const items = board.areas.flatMap((a) => a.zones).flatMap((z) => z.items);
    expect(['P5_0', 'P6_0', 'P7_0', 'P8_0'].map((id) => items.find((i) => i.strong === id)?.text)).toEqual([
      'Anna Bell',
      'anna Smith',
      'Chiara',
      'Daisuke',
    ]);
    const same = barrageBoard(
      viewWith((v) => (v.powerhouses = { P5_0: 0, P6_0: 1, P7_0: 2, P8_0: 3 })),
      players(['Bo', 'Bo', 'Chiara', 'Dai']),
    );
    const sameItems = same.areas.flatMap((a) => a.zones).flatMap((z) => z.items);
    expect(['P5_0', 'P6_0'].map((id) => sameItems.find((i) => i.strong === id)?.text)).toEqual(['Bo 1', 'Bo 2']);
  });

  it('puts two player cards in a row, in seat order, for three players too', () => {
    const three = position('board-3', 0.5, 3);
    const board = barrageBoard(barrage.view(three.state, 2), players(NAMES.slice(0, 3)));
    expect(board.seatRows.map((r) => r.cards.map((c) => c.name))).toEqual([['Anna', 'Ben'], ['Chiara']]);
    expect(board.seatRows[1]?.cards[0]?.isYou).toBe(true);
  });
});
