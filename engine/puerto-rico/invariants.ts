/** Conservation checks run by play-outs (spec §1.3 totals). Returns the violations found. */
import { BUILDING_IDS, BUILDINGS, CITY_SPACES, GOODS, ISLAND_SPACES, SETUP_BY_PLAYERS, TILES, TRADING_HOUSE_SIZE } from './data';
import { citySpacesUsed, colonistsOwned, islandFilled } from './board';
import { copiesInGame, type PRState } from './state';

export function invariantsOf(s: PRState): string[] {
  const bad: string[] = [];
  const table = SETUP_BY_PLAYERS[s.players as 2 | 3 | 4 | 5];
  if (!Number.isInteger(s.governor) || s.governor < 0 || s.governor >= s.players) bad.push(`governor ${s.governor} is not a seat`);

  let colonists = s.colonists + s.ship;
  for (const p of s.seats) colonists += colonistsOwned(p);
  const totalColonists = table.colonistSupply + table.colonistShip;
  if (colonists !== totalColonists) bad.push(`colonists: ${colonists} counted, ${totalColonists} in the game`);

  for (let g = 0; g < GOODS.length; g++) {
    let n = s.goods[g]! + s.house.filter((x) => x === g).length;
    for (const ship of s.ships) if (ship.good === g) n += ship.load;
    for (const p of s.seats) n += p.goods[g]!;
    if (n !== table.barrels[g]) bad.push(`${GOODS[g]} barrels: ${n} counted, ${table.barrels[g]} in the game`);
  }

  let vp = 0;
  for (const p of s.seats) vp += p.vp;
  if (s.vpPool !== Math.max(0, table.vpChips - vp)) bad.push(`VP pool ${s.vpPool} but ${vp} VP were shipped of ${table.vpChips}`);

  for (let t = 0; t < 5; t++) {
    let n = s.row.filter((x) => x === t).length + s.pile.filter((x) => x === t).length + s.discard[t]!;
    for (const p of s.seats) n += p.tiles[t]!;
    if (n !== table.plantations[t]) bad.push(`${TILES[t]} plantations: ${n} counted, ${table.plantations[t]} in the game`);
  }
  let quarries = s.quarries;
  for (const p of s.seats) quarries += p.tiles[5]!;
  if (quarries !== table.quarries) bad.push(`quarries: ${quarries} counted, ${table.quarries} in the game`);

  BUILDING_IDS.forEach((id, i) => {
    const copies = copiesInGame(s.players, id);
    const owners = s.seats.filter((p) => p.city[i]! >= 0).length;
    if (s.supply[i]! + owners !== copies || s.supply[i]! < 0) bad.push(`${id}: ${s.supply[i]} in supply + ${owners} built ≠ ${copies}`);
  });

  s.seats.forEach((p, seat) => {
    const who = `seat ${seat}`;
    if (p.doubloons < 0 || p.vp < 0 || p.sanJuan < 0) bad.push(`${who} has a negative stock`);
    if (p.goods.some((n) => n < 0)) bad.push(`${who} has negative goods`);
    if (p.tiles.some((n, t) => p.manned[t]! < 0 || p.manned[t]! > n)) bad.push(`${who} has more colonists than tiles of a kind`);
    if (islandFilled(p) > ISLAND_SPACES) bad.push(`${who} has ${islandFilled(p)} island tiles`);
    if (citySpacesUsed(p) > CITY_SPACES) bad.push(`${who} uses ${citySpacesUsed(p)} city spaces`);
    BUILDING_IDS.forEach((id, i) => {
      const n = p.city[i]!;
      if (n < -1 || n > BUILDINGS[id].circles) bad.push(`${who} has ${n} colonists on ${id}`);
    });
  });

  if (s.house.length > TRADING_HOUSE_SIZE) bad.push(`trading house holds ${s.house.length}`);
  const kinds = s.ships.filter((x) => x.good >= 0).map((x) => x.good);
  if (new Set(kinds).size !== kinds.length) bad.push('two cargo ships carry the same good');
  for (const ship of s.ships) {
    if (ship.load < 0 || ship.load > ship.capacity || (ship.load === 0) !== (ship.good < 0)) bad.push(`ship ${ship.capacity} holds ${ship.load} of ${ship.good}`);
  }
  if (s.roles.some((r) => r.doubloons < 0)) bad.push('a role card has negative doubloons');
  if (s.colonists < 0 || s.ship < 0 || s.quarries < 0 || s.goods.some((n) => n < 0)) bad.push('a supply is negative');
  return bad;
}
