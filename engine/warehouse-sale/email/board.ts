/**
 * Warehouse Sale board partial: turns a seat's view (../view.ts) into the mustache data of
 * board.mjml, in the reader's language. Players by their names (the `players` the service
 * hands in), one row each: coins, crates held, cheques won, and whether they have decided.
 */
import type { Lang, SeatName } from '../../core/types';
import type { SaleView } from '../view';
import { list, roundText } from '../words';

const LABELS = {
  en: {
    player: 'Player',
    coins: 'Coins',
    crates: 'Crates',
    cheques: 'Cheques',
    you: '(you)',
    forSale: 'Crates for sale:',
    cheques_: 'Cheques:',
    over: 'The game is over',
    decided: 'has decided',
    waiting: 'to decide',
    yourBid: (n: number) => `you bid ${n}`,
    yourCrate: (n: number) => `you put crate ${n} forward`,
    tie: (name: string) => `Equal bids rank in seat order from ${name}`,
  },
  ja: {
    player: 'プレイヤー',
    coins: 'コイン',
    crates: '木箱',
    cheques: '小切手',
    you: '（あなた）',
    forSale: '売りに出た木箱：',
    cheques_: '小切手：',
    over: 'ゲーム終了',
    decided: '決定済み',
    waiting: '未決定',
    yourBid: (n: number) => `入札${n}`,
    yourCrate: (n: number) => `木箱${n}を出した`,
    tie: (name: string) => `同じ入札では${name}から席順で上位`,
  },
} as const;

const OFFER_STYLE = {
  buying: 'background:#f3e3c3;border:1px solid #8a5a19',
  selling: 'background:#dcf5e3;border:1px solid #2b8a3e',
} as const;

/**
 * The board's style block (board.mjml puts it in an <mj-style>, which the build moves into the
 * head): the coins, crates and cheques cells repeat per player, so they are a class.
 */
const BOARD_CLASSES = '.ws-c{padding:2px 6px}';

export function warehouseSaleBoard(view: SaleView, players: readonly SeatName[], lang: Lang = 'en') {
  const w = LABELS[lang];
  const nameOf = (seat: number) => players.find((p) => p.seat === seat)?.name ?? `${seat + 1}`;
  const open = view.offer.length > 0;
  return {
    classStyles: BOARD_CLASSES,
    t: { player: w.player, coins: w.coins, crates: w.crates, cheques: w.cheques, you: w.you },
    heading: open ? roundText(view.round, view.rounds, view.phase, lang) : w.over,
    offerLabel: open ? (view.phase === 'buying' ? w.forSale : w.cheques_) : '',
    offer: view.offer.map((value) => ({ value, style: OFFER_STYLE[view.phase] })),
    tieLine: open && view.phase === 'buying' ? w.tie(nameOf(view.firstPlayer)) : null,
    rows: Array.from({ length: view.players }, (_x, seat) => {
      const own = seat === view.you && view.yourChoice !== null ? view.yourChoice : null;
      const status = !open
        ? ''
        : own !== null
          ? view.phase === 'buying'
            ? w.yourBid(own)
            : w.yourCrate(own)
          : view.decided[seat]
            ? w.decided
            : w.waiting;
      return {
        name: nameOf(seat),
        isYou: seat === view.you,
        coins: view.coins[seat] ?? 0,
        crates: list(view.crates[seat] ?? [], lang),
        cheques: list(view.cheques[seat] ?? [], lang),
        status,
      };
    }),
  };
}
