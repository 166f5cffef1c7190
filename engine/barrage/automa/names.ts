/** How the Automas and their tiles read in events, boards and results, in English and Japanese. */
import { COMPANY_NAMES_JA, STRUCTURE_JA } from '../data/companies';
import { automaTile, type AutomaAction } from './tiles';

const COMPANY_NAMES_EN = { usa: 'USA', germany: 'Germany', italy: 'Italy', france: 'France' } as const;
const ROMAN = ['I', 'II', 'III'] as const;

/** "Automa I (Germany)", 「オートマI(ドイツ)」: Automa I is the first seat after the players. */
export function automaName(
  s: { seats: readonly { company: string | null }[]; automa?: { humans: number } },
  seat: number,
  lang: 'en' | 'ja' = 'en',
): string {
  const roman = ROMAN[seat - (s.automa?.humans ?? 0)] ?? String(seat + 1);
  const company = s.seats[seat]?.company as keyof typeof COMPANY_NAMES_EN | null | undefined;
  if (lang === 'ja') return `オートマ${roman}${company ? `（${COMPANY_NAMES_JA[company]}）` : ''}`;
  return `Automa ${roman}${company ? ` (${COMPANY_NAMES_EN[company]})` : ''}`;
}

const COLOUR = { green: ['G', '緑'], yellow: ['Y', '黄'], red: ['R', '赤'] } as const;
const signed = (n: number) => (n > 0 ? `+${n}` : n < 0 ? `−${-n}` : '');

/** One action of a tile's flow, short as printed: "1: PROD G −2", "2: B[H]", 「1: 発電 緑−2」. */
function actionText(a: AutomaAction, lang: 'en' | 'ja'): string | null {
  const ja = lang === 'ja';
  const cost = (a.type === 'wheel' || a.type === 'patent' || a.type === 'machine') && a.vp > 0 ? ` (−${a.vp} VP)` : '';
  const r5 = a.type === 'machine' && a.notR5 ? (ja ? ' 第5R不可' : ' not R5') : '';
  const body = ((): string | null => {
    switch (a.type) {
      case 'produce':
        return ja
          ? `発電 ${COLOUR[a.colour][1]}${signed(a.mod)}`
          : `PROD ${COLOUR[a.colour][0]}${signed(a.mod) ? ` ${signed(a.mod)}` : ''}`;
      case 'droplet':
        return ja ? `水${a.n}${a.flow ? '（流す）' : ''}` : `W${a.n}${a.flow ? '↓' : ''}`;
      case 'takeContract':
        return ja ? `契約${COLOUR[a.colour][1]}を捨て発電2` : `TAKE ${COLOUR[a.colour][0]} +2E`;
      case 'construct':
        return ja
          ? `${STRUCTURE_JA[a.structure]}${a.area ? (a.area === 'hills' ? '[丘]' : '[山]') : ''}${a.minValue ? `[能力${a.minValue}以上]` : ''}`
          : `${a.structure[0]!.toUpperCase()}${a.area ? `[${a.area[0]!.toUpperCase()}]` : ''}${a.minValue ? `≥${a.minValue}` : ''}`;
      case 'patent':
        return a.structure === 'building' ? null : ja ? `特許（${STRUCTURE_JA[a.structure]}）` : `PAT ${a.structure[0]!.toUpperCase()}`;
      case 'wheel':
        return ja ? `ホイール${a.n}` : `WH ${a.n}`;
      case 'machine':
        return ja
          ? { any: '建機1', ex: 'ショベル1', mx: 'ミキサー1', '2ex': 'ショベル2', 'ex+mx': 'ショベル1+ミキサー1' }[a.gain]
          : { any: 'M?', ex: 'Ex', mx: 'Mx', '2ex': '2Ex', 'ex+mx': 'Ex+Mx' }[a.gain];
      case 'vp':
        return ja ? `銀行 ${a.n}VP` : `VP+${a.n}`;
      case 'external':
      case 'building':
        return null;
    }
  })();
  return body === null ? null : `${a.eng}: ${body}${cost}${r5}`;
}

/** A tile's action side in the base game (Leeghwater actions left out, §4.1). */
export function describeFlow(n: number, lang: 'en' | 'ja' = 'en'): string {
  return automaTile(n)
    .flow.map((a) => actionText(a, lang))
    .filter((t): t is string => t !== null)
    .join(lang === 'ja' ? '、' : ', ');
}

/** A tile's criteria side: rows A–C with the tie-break start per family, and the headstream order. */
export function describeCriteria(n: number, lang: 'en' | 'ja' = 'en'): string {
  const c = automaTile(n).criteria;
  if (lang === 'ja')
    return `ベース/延長壁 ${c.base.join('/')}（起点${c.baseStart}）、取水塔 ${c.conduit.join('/')}（起点${c.conduitStart}）、発電所 ${c.powerhouse.join('/')}（起点${c.powerhouseStart}）、水源 ${c.headstreams.join('')}`;
  return `base/elevation ${c.base.join('/')} from ${c.baseStart}, conduit ${c.conduit.join('/')} from ${c.conduitStart}, powerhouse ${c.powerhouse.join('/')} from ${c.powerhouseStart}, headstreams ${c.headstreams.join('')}`;
}
