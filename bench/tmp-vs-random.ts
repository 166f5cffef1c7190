import { registry } from '../engine/games';
import { benchGame, playGame, won, type Player } from './support/bot-games';
const [label, nArg, fromArg, toArg] = process.argv.slice(2);
const { id, options } = benchGame(label!);
const game = registry.get(id)!;
const n = Number(nArg);
for (let g = Number(fromArg); g < Number(toArg); g++) {
  const seat = g % n;
  const players: Player[] = Array.from({ length: n }, (_x, i) => (i === seat ? { iterations: 64 } : 'random'));
  const p = playGame(game, players, `vs-random-${n}-${g}`, options);
  console.log(`game ${g}: bot seat ${seat} ${won(p.result, seat) ? 'won' : 'LOST'}; scores ${p.result.scores.join(' ')}; places ${p.result.places.join(' ')}`);
}
if (process.env.SHOW) {
  const g = Number(process.env.SHOW);
  const seat = g % n;
  const players: Player[] = Array.from({ length: n }, (_x, i) => (i === seat ? { iterations: 64 } : 'random'));
  const p = playGame(game, players, `vs-random-${n}-${g}`, options);
  for (const b of p.result.breakdown ?? []) console.log(b.seat, b.text);
  const st = p.final as { seats: { city: number[] }[]; selected?: string[] };
  console.log('selected', st.selected?.join(' '));
  const { BUILDING_IDS } = await import('../engine/puerto-rico/data');
  st.seats.forEach((q, i) => console.log(i, q.city.map((c, k) => (c >= 0 ? BUILDING_IDS[k] : null)).filter(Boolean).join(' ')));
}
