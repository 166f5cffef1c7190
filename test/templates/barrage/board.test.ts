import { describe, expect, it } from 'vitest';
import { BONUS_TILES } from '../../../engine/barrage/data/tiles';
import { emailFor, NAMES, playerCards, position, seatOnTurn, visible, type Position } from './fixtures';
import { NEUTRAL, PAYING, SEAT_COLOURS } from '../../../engine/barrage/email/style';

// One mid-game position shared by the tests below (a play-out and a replay take ~0.3 s).
let cached: Position | null = null;
const midGame = () => (cached ??= position('board-1', 0.51));

/** First word of a name, as the map chips show it. */
const short = (seat: number) => NAMES[seat] as string;

describe('Barrage status email board', () => {
  it('shows every player with their company, resources, dams, conduits and powerhouses, on the map and on their card', () => {
    const p = midGame();
    const seat = seatOnTurn(p);
    const { email, view } = emailFor(p, seat);
    const text = visible(email.html);
    const cards = playerCards(email.html);
    expect(cards).toHaveLength(4);
    let dams = 0;
    let powerhouses = 0;
    view.seats.forEach((player, s) => {
      const card = visible(cards[s] as string);
      expect(card).toContain(NAMES[s]);
      expect(card).toMatch(new RegExp(`${player.vp} VP · energy ${player.energy}`));
      expect(card).toContain(`${player.engineers} engineer`);
      expect(card).toContain(`${player.credits} credit`);
      expect(card).toContain(`${player.ex} excavator`);
      expect(card).toContain(`${player.mx} concrete mixer`);
      for (const [site, dam] of Object.entries(view.dams).filter(([, d]) => d.owner === s)) {
        dams++;
        expect(text, `map chip of ${site}`).toContain(`${site} ${short(s)} lvl ${dam.level}`);
        expect(card, `card of ${NAMES[s]}`).toContain(`${site} lvl ${dam.level}`);
      }
      for (const [id] of Object.entries(view.powerhouses).filter(([, o]) => o === s)) {
        powerhouses++;
        expect(text).toContain(`${id} ${short(s)}`);
        expect(card).toMatch(new RegExp(`Powerhouses .*\\b${id}\\b`));
      }
      for (const [id] of Object.entries(view.conduits).filter(([, o]) => o === s)) expect(card).toContain(id);
      for (const contract of player.hand) expect(card).toMatch(new RegExp(`\\b${contract} \\d+ E:`));
    });
    // The position must exercise the checks above.
    expect(dams).toBeGreaterThan(0);
    expect(powerhouses).toBeGreaterThan(0);
    // Neutral dams show as neutral, with the water they hold.
    for (const [site, dam] of Object.entries(view.dams).filter(([, d]) => d.owner < 0)) {
      expect(text).toContain(`${site} neutral lvl ${dam.level} ${'●'.repeat(dam.drops)}`);
    }
    expect(email.html).not.toContain('{{');
  });

  it('shows the energy track, this round’s bonus tile and the round number', () => {
    const p = midGame();
    const { email, view } = emailFor(p, 0);
    const text = visible(email.html);
    expect(text).toContain(`Board · round ${view.round} of 5`);
    // Every player is on the track with their energy (the order is tested in board-data.test.ts).
    const track = text.slice(text.indexOf('Energy track'), text.indexOf('Round bonus'));
    view.seats.forEach((player, s) => expect(track).toMatch(new RegExp(` ${NAMES[s]} ${player.energy} `)));
    const tile = view.bonusTiles[view.round - 1];
    expect(tile).toBeDefined();
    expect(text).toContain(`Round ${view.round}: ${BONUS_TILES[tile as keyof typeof BONUS_TILES].vpEach} VP per`);
    expect(text).toContain(`Full bonus at ${6 * view.round} energy`);
  });

  it('shows each construction wheel from its open segment, with what comes back after each rotation', () => {
    const p = midGame();
    const { email, view } = emailFor(p, 1);
    const cards = playerCards(email.html).map(visible);
    let filled = 0;
    view.seats.forEach((player, s) => {
      const card = cards[s] as string;
      expect(card).toContain('Construction wheel open');
      for (let k = 1; k < 6; k++) {
        const seg = player.wheel.segments[(player.wheel.open + k) % 6];
        if (!seg || (seg.tiles.length === 0 && seg.ex === 0 && seg.mx === 0)) continue;
        filled++;
        const parts = [...seg.tiles, ...(seg.ex ? [`${seg.ex} Ex`] : []), ...(seg.mx ? [`${seg.mx} Mx`] : [])];
        expect(card).toContain(`back in ${k} ${parts.join(' ')}`);
      }
    });
    expect(filled).toBeGreaterThan(0);
  });

  it('lists the contracts on offer with their energy and reward, and the stack sizes only', () => {
    const { email, view } = emailFor(midGame(), 2);
    const text = visible(email.html);
    for (const id of [...Object.values(view.contracts.faceUp).flat(), ...view.contracts.national])
      expect(text).toMatch(new RegExp(`\\b${id} \\d+ E: `));
    expect(text).toContain(`${view.contracts.stackSizes.green} in stack`);
  });

  it('never shows the order of the private contract stacks or the technology decks (spec §9)', () => {
    const p = midGame();
    const hiddenContracts = Object.values(p.state.contracts.stacks).flat();
    const hiddenTiles = p.state.patent.decks.flat();
    expect(hiddenContracts.length).toBeGreaterThan(0);
    expect(hiddenTiles.length).toBeGreaterThan(0);
    for (let seat = 0; seat < 4; seat++) {
      const { email } = emailFor(p, seat);
      for (const id of [...hiddenContracts, ...hiddenTiles]) {
        expect(email.html, `seat ${seat} sees hidden ${id}`).not.toMatch(new RegExp(`(^|[^\\w-])${id}(?![\\w-])`));
      }
    }
  });

  it('marks the reader’s own card and keeps each player’s colour on badge, card and map', () => {
    const p = midGame();
    for (const seat of [0, 3]) {
      const cards = playerCards(emailFor(p, seat).email.html);
      cards.forEach((card, s) => expect(visible(card).includes(`${NAMES[s]} you`), `card ${s} for reader ${seat}`).toBe(s === seat));
    }
    const { email, view } = emailFor(p, 0);
    const colours = ['#1c64b0', '#c2410c', '#15803d', '#7e22ce'];
    playerCards(email.html).forEach((card, s) => expect(card.startsWith(` ${colours[s]}`)).toBe(true));
    const [site, dam] = Object.entries(view.dams).find(([, d]) => d.owner >= 0) ?? [];
    expect(site).toBeDefined();
    // Chips are classes of the board's style block (in the head): the owner's class, whose rule has the owner's colour.
    expect(email.html).toContain(`class="ch bo o${dam?.owner ?? 0}"><b>${site}</b>`);
    expect(email.html).toContain(
      `.o${dam?.owner ?? 0} { background: ${SEAT_COLOURS[dam?.owner ?? 0]!.tint}; border-left: 3px solid ${colours[dam?.owner ?? 0]}; }`,
    );
  });

  it('defines every seat colour class of the chips in the head, with the colours of style.ts', () => {
    const { email } = emailFor(midGame(), 0);
    const head = email.html.slice(0, email.html.indexOf('</head>'));
    SEAT_COLOURS.forEach((c, s) => {
      expect(head).toContain(`.s${s} { background: ${c.main}; }`);
      expect(head).toContain(`.o${s} { background: ${c.tint}; border-left: 3px solid ${c.main}; }`);
    });
    expect(head).toContain(`.sn { background: ${NEUTRAL.main}; }`);
    expect(head).toContain(`.on { background: ${NEUTRAL.tint}; border-left: 3px solid ${NEUTRAL.main}; }`);
    expect(head).toContain(`.bp { color: ${PAYING}; }`);
    // Every class a chip wears is defined there.
    const used = new Set(
      [...email.html.matchAll(/class="([^"]+)"/g)]
        .flatMap((m) => m[1]!.split(' '))
        .filter((c) => /^(?:ch|b[bcotapmwhz]|s[0-3n]|o[0-3n]|z[ni]|wr)$/.test(c)),
    );
    for (const c of used) expect(head, c).toContain(`.${c} {`);
  });
});

describe('Barrage status email size', () => {
  it('stays under 90 KB mid-game with four players', () => {
    const { email } = emailFor(midGame(), seatOnTurn(midGame()));
    expect(Buffer.byteLength(email.html)).toBeLessThan(90_000);
  });

  it('stays under 90 KB in a late position with 50 legal moves, a 25-line digest and a long name', () => {
    // A heavy late position (seed w3, 110 moves in: 46 moves to list; engine version 2).
    const p = position('w3', 110);
    const seat = seatOnTurn(p);
    const { email, model } = emailFor(p, seat, ['Annabelle Longname', 'Ben', 'Chiara', 'Daisuke'], 25);
    expect(model.yourMoves?.length ?? 0).toBeGreaterThanOrEqual(40);
    expect(model.digest.length).toBeGreaterThanOrEqual(20);
    expect(Buffer.byteLength(email.html)).toBeLessThan(90_000);
  });
});
