/**
 * What each building does, in one short line per language, for the move notes of the draft and
 * of the Builder's choices (rules/puerto-rico.md §1.7 building table; expansions §4.3, §5.8).
 * The Japanese uses the seed's words (rules §0, expansions §0) and no notation.
 */
import type { BuildingId } from './data';

export const BUILDING_EFFECTS = {
  'small-indigo-plant': [
    'makes indigo from your indigo plantations (1 worker)',
    'インディゴのプランテーションからインディゴを生産（労働者1人）',
  ],
  'small-sugar-mill': ['makes sugar from your sugar plantations (1 worker)', '砂糖のプランテーションから砂糖を生産（労働者1人）'],
  'indigo-plant': [
    'makes indigo from your indigo plantations (3 workers)',
    'インディゴのプランテーションからインディゴを生産（労働者3人）',
  ],
  'sugar-mill': ['makes sugar from your sugar plantations (3 workers)', '砂糖のプランテーションから砂糖を生産（労働者3人）'],
  'tobacco-storage': ['makes tobacco from your tobacco plantations (3 workers)', 'タバコのプランテーションからタバコを生産（労働者3人）'],
  'coffee-roaster': ['makes coffee from your coffee plantations (2 workers)', 'コーヒーのプランテーションからコーヒーを生産（労働者2人）'],
  'small-market': ['+1 doubloon on each sale', '売るたびに+1ダブロン'],
  hacienda: ['Settler: draw 1 more plantation from the face-down pile', '開拓者フェーズ：裏向きの山からプランテーションを1枚多く引ける'],
  'construction-hut': ['Settler: a quarry instead of a plantation', '開拓者フェーズ：プランテーションの代わりに採石場を取れる'],
  'small-warehouse': ['Captain: keep every barrel of 1 kind', '船長フェーズの終わりに1種類の商品をすべて残せる'],
  hospice: ['Settler: a colonist comes with your new plantation', '開拓者フェーズ：新しいプランテーションに労働者が1人付く'],
  office: ['sell a kind the trading house already holds', '商店にすでにある種類の商品も売れる'],
  'large-market': ['+2 doubloons on each sale', '売るたびに+2ダブロン'],
  'large-warehouse': ['Captain: keep every barrel of 2 kinds', '船長フェーズの終わりに2種類の商品をすべて残せる'],
  factory: ['Craftsman: 1/2/3/5 doubloons for 2/3/4/5 kinds produced', '監督フェーズ：生産した種類が2/3/4/5なら1/2/3/5ダブロン'],
  university: ['Builder: a colonist comes with each building you build', '建築家フェーズ：建てた建物に労働者が1人付く'],
  harbor: ['+1 VP on each shipment', '出荷するたびに勝利点+1'],
  wharf: [
    'Captain: ship every barrel of 1 kind on your own ship, once a phase',
    '船長フェーズ：自分の船で1種類の商品をすべて出荷できる（1回）',
  ],
  'guild-hall': [
    'game end: 1 VP per small, 2 VP per large production building',
    'ゲーム終了時：小さい生産の建物1つにつき勝利点1、大きいもの1つにつき勝利点2',
  ],
  residence: [
    'game end: 4/5/6/7 VP for up to 9/10/11/12 island spaces filled',
    'ゲーム終了時：島のタイル9枚以下/10/11/12枚で勝利点4/5/6/7',
  ],
  fortress: ['game end: 1 VP per 3 colonists', 'ゲーム終了時：労働者3人につき勝利点1'],
  'customs-house': ['game end: 1 VP per 4 VP chips', 'ゲーム終了時：勝利点チップ4枚につき勝利点1'],
  'city-hall': ['game end: 1 VP per violet building', 'ゲーム終了時：紫色の建物1つにつき勝利点1'],
  aqueduct: [
    'Craftsman: 1 more indigo or sugar when your large plant of it produces',
    '監督フェーズ：大きいインディゴ工場か大きい砂糖工場が生産すると、その商品を1樽多く得る',
  ],
  'black-market': [
    'Builder: pay up to 3 of the price with a colonist, a good, a VP chip',
    '建築家フェーズ：足りない代金を労働者、商品、勝利点チップ各1つで3ダブロン分まで払える',
  ],
  'forest-house': [
    'Settler: take a face-up tile as a forest; 2 forests take 1 off buildings',
    '開拓者フェーズ：表向きのタイルを森林タイルとして取れる。森林2枚ごとに建物が1ダブロン安い',
  ],
  storehouse: ['Captain: keep 3 more barrels of any kinds', '船長フェーズの終わりに好きな商品をさらに3樽残せる'],
  'guest-house': ['2 guests move to an empty circle of yours when you like', '客2人を好きなときに自分の空いている円へ移せる'],
  'trading-post': [
    'Trader: sell any kind here instead (no market bonus)',
    '商人フェーズ：代わりにここでどの商品も売れる（市場の追加なし）',
  ],
  church: [
    '+1 VP chip for a column 2–3 building you build, +2 for a large one',
    '第2〜3列の建物を建てると勝利点チップ1枚、大きい建物なら2枚',
  ],
  'small-wharf': [
    'Captain: ship any goods yourself, 1 VP per 2 barrels, once a phase',
    '船長フェーズ：好きな商品を自分で出荷し、2樽ごとに勝利点1（1回）',
  ],
  lighthouse: ['+1 doubloon on each shipment; +1 more when you choose Captain', '出荷するたびに+1ダブロン。船長を選ぶとさらに+1ダブロン'],
  library: ['doubles the privilege of the role you choose', '自分が選んだ役割の特権が2倍になる'],
  'specialty-factory': [
    'Craftsman: doubloons = your most barrels of one kind but corn, minus 1',
    '監督フェーズ：コーン以外で最も多く生産した樽数より1少ないダブロン',
  ],
  'union-hall': ['Captain: 1 VP chip per 2 barrels of a kind you hold', '船長フェーズ：持っている同じ種類の商品2樽ごとに勝利点チップ1枚'],
  cloister: [
    'game end: 1/3/6/10 VP for 1/2/3/4 sets of 3 island tiles of a kind',
    'ゲーム終了時：同じ種類の島のタイル3枚の組が1/2/3/4組で勝利点1/3/6/10',
  ],
  statue: ['no effect; 8 VP, no circle', '効果なし（勝利点8、円なし）'],
  'land-office': [
    'Trader: a colonist buys a face-down plantation for 1; a noble sells a tile for 1',
    '商人フェーズ：労働者なら1ダブロンで裏向きのプランテーションを買い、貴族なら島のタイルを捨てて1ダブロン',
  ],
  chapel: [
    'Craftsman: +1 doubloon with a colonist, +1 VP chip with a noble',
    '監督フェーズ：労働者なら+1ダブロン、貴族なら勝利点チップ1枚',
  ],
  'hunting-lodge': [
    'end of Settler: a colonist discards a tile; a noble scores 2 for the most empty spaces',
    '開拓者フェーズの終わり：労働者なら島のタイルを1枚捨て、貴族なら空きが単独最多で勝利点チップ2枚',
  ],
  'zoning-office': [
    'a colonist takes 1 off columns 1–3; a noble takes 2 off large buildings',
    '労働者なら第1〜3列の建物が1ダブロン安く、貴族なら大きい建物が2ダブロン安い',
  ],
  'royal-supplier': [
    'Captain: deliver 1 barrel a kind, up to your nobles, for 1 VP each',
    '船長フェーズ：島の貴族の数まで、種類ごとに1樽を納品して勝利点1ずつ',
  ],
  villa: ['Mayor: +1 noble', '市長フェーズ：貴族を1人得る'],
  jeweler: ['Craftsman: +1 doubloon per noble on your island', '監督フェーズ：島の貴族1人につき+1ダブロン'],
  'royal-garden': ['game end: 1 VP per noble you own', 'ゲーム終了時：持っている貴族1人につき勝利点1'],
} as const satisfies Record<BuildingId, readonly [en: string, ja: string]>;
