/**
 * Conservation checks run by play-outs after every step (spec §1.3 totals). Returns the
 * violations found. Written as plain loops: it runs on every position of every play-out.
 */
import { BUILDING_IDS, BUILDING_SPECS, CITY_SPACES, GOODS, ISLAND_SPACES, SETUP_BY_PLAYERS, TILES, TRADING_HOUSE_SIZE } from './data';
import { citySpacesUsed, colonistsOwned, islandFilled } from './board';
import { NOBLES_IN_GAME } from './data-expansions';
import { noblesOwned } from './pieces';
import { copiesIn, type PlayerState, type PRState } from './state';

export function invariantsOf(s: PRState): string[] {
  const bad: string[] = [];
  const table = SETUP_BY_PLAYERS[s.players as 2 | 3 | 4 | 5];
  if (!Number.isInteger(s.governor) || s.governor < 0 || s.governor >= s.players) bad.push(`governor ${s.governor} is not a seat`);
  if (s.colonists < 0 || s.ship < 0 || s.quarries < 0) bad.push('a supply is negative');
  // The state's shape: copy-on-write must keep arrays arrays.
  const arrays = [s.rng, s.roles, s.pile, s.row, s.discard, s.supply, s.goods, s.ships, s.house, s.seats, s.end, s.stack];
  if (!arrays.every(Array.isArray)) return [...bad, 'a state field that must be an array is not one'];
  for (const p of s.seats) {
    if (![p.goods, p.tiles, p.manned, p.city].every(Array.isArray)) return [...bad, 'a seat field that must be an array is not one'];
  }

  let colonists = s.colonists + s.ship;
  let nobles = (s.nobles ?? 0) + (s.shipNobles ?? 0);
  let vp = 0;
  let quarries = s.quarries;
  for (const p of s.seats) {
    // With the Nobles the per-circle counts are pieces; the nobles among them are counted apart (expansions §5.3).
    colonists += colonistsOwned(p) - noblesOwned(p);
    nobles += noblesOwned(p);
    vp += p.vp;
    quarries += p.tiles[5]!;
  }
  const totalColonists = table.colonistSupply + table.colonistShip;
  if (colonists !== totalColonists) bad.push(`colonists: ${colonists} counted, ${totalColonists} in the game`);
  if (s.options.nobles && nobles !== NOBLES_IN_GAME) bad.push(`nobles: ${nobles} counted, ${NOBLES_IN_GAME} in the game`);
  if (s.vpPool !== Math.max(0, table.vpChips - vp)) bad.push(`VP pool ${s.vpPool} but ${vp} VP were shipped of ${table.vpChips}`);
  if (quarries !== table.quarries) bad.push(`quarries: ${quarries} counted, ${table.quarries} in the game`);

  const barrels = s.goods.slice();
  for (const g of s.house) barrels[g]! += 1;
  for (const ship of s.ships) if (ship.good >= 0) barrels[ship.good]! += ship.load;
  // Expansions A-13: a tile turned into a forest leaves the plantations for good.
  const tiles = s.forested ? s.discard.map((n, t) => n + s.forested![t]!) : s.discard.slice();
  for (const t of s.row) tiles[t]! += 1;
  // A Land office tile waiting to be placed as a plantation or a forest (expansions §8 #13).
  for (const f of s.stack) if (f.kind === 'drawn') tiles[f.tile]! += 1;
  for (const t of s.pile) tiles[t]! += 1;
  for (const p of s.seats) {
    for (let g = 0; g < GOODS.length; g++) barrels[g]! += p.goods[g]!;
    for (let t = 0; t < 5; t++) tiles[t]! += p.tiles[t]!;
  }
  for (let g = 0; g < GOODS.length; g++) {
    if (barrels[g] !== table.barrels[g]) bad.push(`${GOODS[g]} barrels: ${barrels[g]} counted, ${table.barrels[g]} in the game`);
    if (s.goods[g]! < 0) bad.push(`${GOODS[g]} supply is negative`);
    if (tiles[g] !== table.plantations[g]) bad.push(`${TILES[g]} plantations: ${tiles[g]} counted, ${table.plantations[g]} in the game`);
  }

  for (let i = 0; i < BUILDING_IDS.length; i++) {
    let owners = 0;
    for (const p of s.seats) if (p.city[i]! >= 0) owners++;
    const copies = copiesIn(s, i);
    if (s.supply[i]! + owners !== copies || s.supply[i]! < 0)
      bad.push(`${BUILDING_IDS[i]}: ${s.supply[i]} in supply + ${owners} built ≠ ${copies}`);
  }

  for (let seat = 0; seat < s.players; seat++) {
    const p = s.seats[seat]!;
    if (p.doubloons < 0 || p.vp < 0 || p.sanJuan < 0) bad.push(`seat ${seat} has a negative stock`);
    for (let g = 0; g < GOODS.length; g++) if (p.goods[g]! < 0) bad.push(`seat ${seat} has negative ${GOODS[g]}`);
    for (let t = 0; t < TILES.length; t++)
      if (p.manned[t]! < 0 || p.manned[t]! > p.tiles[t]!)
        bad.push(`seat ${seat} has ${p.manned[t]} colonists on ${p.tiles[t]} ${TILES[t]}`);
    bad.push(...pieceTrouble(p, seat));
    if (islandFilled(p) > ISLAND_SPACES) bad.push(`seat ${seat} has ${islandFilled(p)} island tiles`);
    if (citySpacesUsed(p) > CITY_SPACES) bad.push(`seat ${seat} uses ${citySpacesUsed(p)} city spaces`);
    for (let i = 0; i < BUILDING_IDS.length; i++) {
      const n = p.city[i]!;
      if (n < -1 || n > BUILDING_SPECS[i]!.circles) bad.push(`seat ${seat} has ${n} colonists on ${BUILDING_IDS[i]}`);
    }
  }

  if (s.house.length > TRADING_HOUSE_SIZE) bad.push(`trading house holds ${s.house.length}`);
  for (let a = 0; a < s.ships.length; a++) {
    const ship = s.ships[a]!;
    if (ship.load < 0 || ship.load > ship.capacity || (ship.load === 0) !== ship.good < 0)
      bad.push(`ship ${ship.capacity} holds ${ship.load} of ${ship.good}`);
    for (let b = a + 1; b < s.ships.length; b++)
      if (ship.good >= 0 && ship.good === s.ships[b]!.good) bad.push('two cargo ships carry the same good');
  }
  for (const r of s.roles) if (r.doubloons < 0) bad.push('a role card has negative doubloons');
  return bad;
}

/** Expansions: nobles never outnumber the pieces where they stand; forests are never negative. */
function pieceTrouble(p: PlayerState, seat: number): string[] {
  const bad: string[] = [];
  if ((p.forests ?? 0) < 0) bad.push(`seat ${seat} has ${p.forests} forests`);
  if ((p.nobleSanJuan ?? 0) < 0 || (p.nobleSanJuan ?? 0) > p.sanJuan)
    bad.push(`seat ${seat} has ${p.nobleSanJuan} nobles among ${p.sanJuan} pieces in San Juan`);
  p.nobleTiles?.forEach((n, t) => {
    if (n < 0 || n > p.manned[t]!) bad.push(`seat ${seat} has ${n} nobles among ${p.manned[t]} pieces on ${TILES[t]}`);
  });
  p.nobleCity?.forEach((n, i) => {
    if (n < 0 || n > Math.max(0, p.city[i]!)) bad.push(`seat ${seat} has ${n} nobles among ${p.city[i]} pieces on ${BUILDING_IDS[i]}`);
  });
  return bad;
}
