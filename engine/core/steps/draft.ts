/**
 * The one copy-on-write helper (STYLE.md §7: never mutate inputs).
 *
 * A move works on a `Draft`: the state's top level is copied once (by the game's own
 * `copy`, or a plain spread); a container is copied the first time a step asks to write it
 * (`mut('ships')`, `at('seats', 2)`), so a move costs a handful of small copies instead of a
 * whole-state clone. Read through `d.s`; write only through `mut` / `at` or fields of the
 * top level itself. The draft also collects the move's events and whether it revealed
 * hidden information, so steps need no second context object.
 *
 * An event's texts may be given as a function, called only when somebody reads `events`:
 * search and play-outs apply hundreds of thousands of moves whose events nobody reads, and
 * writing their English and Japanese sentences was a sixth of Puerto Rico's play-out time.
 * The function runs after the whole move, so it must not read the draft: it
 * closes over values (numbers, strings, moves), never over state that a later step of the
 * same move may change (test/engine/core/steps/lazy-texts.test.ts checks every game).
 */
import type { GameEvent, Seat } from '../types';

type Copier<T> = (value: T) => T;

function shallow<T>(value: T): T {
  if (Array.isArray(value)) return value.slice() as T;
  if (value !== null && typeof value === 'object') return { ...(value as object) } as T;
  return value;
}

/** An event's texts: English, and Japanese where the game has it. */
export type Texts = readonly [text: string, ja?: string];

/** Texts now, or a function that writes them when the events are read. */
export type TextsLater = () => Texts;

type Element<T> = T extends readonly (infer E)[] ? E : T extends Readonly<Record<string, infer E>> ? E : never;

export class Draft<S extends object> {
  /** The state being built. Top-level fields may be assigned directly. */
  readonly s: S;
  /** The state the move started from: read only (a game's copiers compare with it to know what they already copied). */
  readonly base: S;
  // The events as told: seat, texts (a string or a TextsLater), Japanese, visible to the seat only.
  // Created on the first event: many moves tell nothing.
  private told: (Seat | null | string | TextsLater | undefined | boolean)[] | null = null;
  private written: GameEvent[] | null = null;
  /** Hidden information came out (a face-down draw): the move may not be undone. */
  reveals = false;
  // What this draft already copied. Plain arrays, searched from the start: a move writes a
  // handful of containers, and a Set or Map per draft cost play-outs time in garbage collection.
  // Created on first write: many moves never call `mut`/`at` (a game's `copy` did the work).
  private owned: PropertyKey[] | null = null;
  /** Pairs: container key, element index (`at`). */
  private ownedItems: PropertyKey[] | null = null;

  constructor(base: S, copy: Copier<S> = shallow) {
    this.base = base;
    this.s = copy(base);
  }

  /** The container at `key`, copied on first write (with `copy`, default one level). */
  mut<K extends keyof S>(key: K, copy: Copier<S[K]> = shallow): S[K] {
    this.owned ??= [];
    if (!this.owned.includes(key)) {
      this.s[key] = copy(this.s[key]);
      this.owned.push(key);
    }
    return this.s[key];
  }

  /** One element of the container at `key` (an array index or record key), copied on first write. */
  at<K extends keyof S>(key: K, index: number | string, copy: Copier<Element<S[K]>> = shallow): Element<S[K]> {
    const items = this.ownedItems;
    // Already copied by this move (the usual case: a step writes one seat many times).
    if (items !== null) {
      for (let i = 0; i < items.length; i += 2) {
        if (items[i] === key && items[i + 1] === index)
          return (this.s[key] as unknown as Record<PropertyKey, Element<S[K]>>)[index] as Element<S[K]>;
      }
    }
    const container = this.mut(key) as unknown as Record<PropertyKey, Element<S[K]>>;
    container[index] = copy(container[index] as Element<S[K]>);
    (this.ownedItems ??= []).push(key, index);
    return container[index] as Element<S[K]>;
  }

  /** A public event. `ja` is the Japanese text where the game has one; or `text` is a function giving both, later. */
  say(seat: Seat | null, text: string | TextsLater, ja?: string): void {
    (this.told ??= []).push(seat, text, ja, false);
    this.written = null;
  }

  /** An event only `seat` may read (its own hidden values). */
  tell(seat: Seat, text: string | TextsLater, ja?: string): void {
    (this.told ??= []).push(seat, text, ja, true);
    this.written = null;
  }

  /** The move's events in order, their texts written now where they were given as functions. */
  get events(): GameEvent[] {
    if (this.written) return this.written;
    const out: GameEvent[] = [];
    const told = this.told ?? [];
    for (let i = 0; i < told.length; i += 4) {
      const seat = told[i] as Seat | null;
      const given = told[i + 1] as string | TextsLater;
      const [text, ja] = typeof given === 'string' ? [given, told[i + 2] as string | undefined] : given();
      const only = told[i + 3] === true;
      if (only) out.push(ja === undefined ? { seat, text, visibleTo: [seat as Seat] } : { seat, text, ja, visibleTo: [seat as Seat] });
      else out.push(ja === undefined ? { seat, text } : { seat, text, ja });
    }
    this.written = out;
    return out;
  }

  /** Mark that hidden information came out. */
  reveal(): void {
    this.reveals = true;
  }
}
