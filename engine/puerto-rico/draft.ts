/**
 * Copy-on-write editing of a state for one `apply` (STYLE.md §7: never mutate inputs).
 *
 * `new Draft(state)` copies only the top level. A part is copied the first time a step
 * asks for it to write (`d.seat(i)`, `d.mut('ships')`), so a move costs a handful of
 * small array copies instead of a whole-state clone. Read through `d.s`; write only
 * through the accessors. `turn` and `phase` are replaced, never edited in place.
 */
import type { GameEvent, Seat } from '../core/types';
import type { PlayerState, PRState } from './state';

type Copied = 'rng' | 'roles' | 'pile' | 'row' | 'discard' | 'supply' | 'goods' | 'ships' | 'house' | 'end';

const COPY: { [K in Copied]: (v: PRState[K]) => PRState[K] } = {
  rng: (v) => [...v] as PRState['rng'],
  roles: (v) => v.map((r) => ({ ...r })),
  pile: (v) => v.slice(),
  row: (v) => v.slice(),
  discard: (v) => v.slice(),
  supply: (v) => v.slice(),
  goods: (v) => v.slice(),
  ships: (v) => v.map((s) => ({ ...s })),
  house: (v) => v.slice(),
  end: (v) => v.slice(),
};

// Written out field by field (not spread): this runs on nearly every move.
function copyPlayer(p: PlayerState): PlayerState {
  return {
    doubloons: p.doubloons,
    vp: p.vp,
    goods: p.goods.slice(),
    tiles: p.tiles.slice(),
    manned: p.manned.slice(),
    city: p.city.slice(),
    sanJuan: p.sanJuan,
  };
}

function copyTop(s: PRState): PRState {
  return {
    players: s.players,
    options: s.options,
    rng: s.rng,
    round: s.round,
    governor: s.governor,
    picks: s.picks,
    roles: s.roles,
    pile: s.pile,
    row: s.row,
    discard: s.discard,
    quarries: s.quarries,
    supply: s.supply,
    goods: s.goods,
    vpPool: s.vpPool,
    colonists: s.colonists,
    ship: s.ship,
    ships: s.ships,
    house: s.house,
    seats: s.seats,
    phase: s.phase,
    turn: s.turn,
    end: s.end,
  };
}

export class Draft {
  readonly s: PRState;
  readonly events: GameEvent[] = [];
  /** Hidden information came out (a plantation drawn from the face-down pile). */
  reveals = false;
  private readonly owned = new Set<Copied | 'seats'>();
  private readonly ownedSeats: boolean[] = [];

  constructor(base: PRState) {
    this.s = copyTop(base);
  }

  seat(i: Seat): PlayerState {
    if (!this.owned.has('seats')) {
      this.s.seats = this.s.seats.slice();
      this.owned.add('seats');
    }
    if (!this.ownedSeats[i]) {
      this.s.seats[i] = copyPlayer(this.s.seats[i]!);
      this.ownedSeats[i] = true;
    }
    return this.s.seats[i]!;
  }

  mut<K extends Copied>(key: K): PRState[K] {
    if (!this.owned.has(key)) {
      (this.s as Record<K, PRState[K]>)[key] = COPY[key](this.s[key]);
      this.owned.add(key);
    }
    return this.s[key];
  }

  /** A public event. */
  say(seat: Seat | null, text: string): void {
    this.events.push({ seat, text });
  }

  /** An event only `seat` may read (its own hidden values). */
  tell(seat: Seat, text: string): void {
    this.events.push({ seat, text, visibleTo: [seat] });
  }
}
