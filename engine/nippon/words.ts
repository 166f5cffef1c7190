/**
 * Words Nippon shows players: money in both languages and the Japanese names of game words.
 * The Japanese names are the seeds' (rules/nippon.md §1 glossary; the achievement spaces are
 * named as the seed's "業績 - …" headings); goods and regions carry theirs in the data set.
 */
import { seatRef } from '../core/seat-text';
import type { Seat } from '../core/types';
import type { Achievement, Gain, Piece, Track } from './data';

/** k-yen as English money: ¥12,000, and ¥0 for nothing (not "¥0,000"). */
export const yen = (k: number): string => (k === 0 ? '¥0' : `¥${k.toLocaleString('en-US')},000`);
/** k-yen as Japanese money: 12,000円, 0円. */
export const yenJa = (k: number): string => `${(k * 1000).toLocaleString('en-US')}円`;

/** The subject of a Japanese log line, 「<name>が」: a line says who did what, with its particle (JA-STYLE log lines). */
export const ga = (seat: Seat): string => `${seatRef(seat)}が`;

/** §1: 石炭トラック / 収入トラック / 知識トラック. */
export const TRACK_NAMES_JA: Readonly<Record<Track, string>> = { coal: '石炭', money: '収入', knowledge: '知識' };

/** The seed's 鉄道タイル / 船タイル. */
export const PIECE_NAMES_JA: Readonly<Record<Piece, string>> = { train: '鉄道', ship: '船' };

/** The nine spaces of the achievement area (業績エリア), as the seed's "業績 - …" headings. */
export const ACHIEVEMENT_NAMES_JA: Readonly<Record<Achievement, string>> = {
  yen: '円紙幣',
  ships: '船',
  trains: '鉄道',
  influence: '影響力',
  mechanization: '機械化',
  factories: '工場',
  coal: '石炭',
  knowledge: '知識',
  contracts: '契約',
};

/**
 * Worker colours in data order (white, black, green, orange, pink, grey). The spec calls them
 * c1..c6 and says the real colours do not matter (§2.10); these are plain colour words.
 */
export const WORKER_COLOURS_JA: readonly string[] = ['白', '黒', '緑', '橙', '桃', '灰'];

/** The scoring marks 一 / 二 / 三 of the scoring track (§2.5.5). */
export const SCORING_MARKS = ['一', '二', '三'] as const;

export function describeGain(g: Gain): string {
  const parts: string[] = [];
  if (g.yen) parts.push(yen(g.yen));
  if (g.coal) parts.push(`${g.coal} coal`);
  if (g.blueprints) parts.push(`${g.blueprints} blueprint${g.blueprints === 1 ? '' : 's'}`);
  if (g.vp) parts.push(`${g.vp} VP`);
  return parts.join(', ') || 'nothing';
}

export function describeGainJa(g: Gain): string {
  const parts: string[] = [];
  if (g.yen) parts.push(yenJa(g.yen));
  if (g.coal) parts.push(`石炭${g.coal}`);
  if (g.blueprints) parts.push(`青写真${g.blueprints}`);
  if (g.vp) parts.push(`${g.vp}勝利点`);
  return parts.join('、') || 'なし';
}
