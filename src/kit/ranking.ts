// One place numbering for every game's results (competition ranking): tied seats share a
// place and the next place skips, so two winners and a third seat read 1, 1, 3.

interface PlaceRow {
  /** 1-based place; tied seats share it, and the next place skips (1, 1, 3) */
  place: number;
  seats: number[];
  tied: boolean;
}

/** Places of a ranking given as groups of tied seats, best first. */
export function placesOf(ranking: readonly (readonly number[])[]): PlaceRow[] {
  const out: PlaceRow[] = [];
  let place = 1;
  for (const group of ranking) {
    out.push({ place, seats: group.slice(), tied: group.length > 1 });
    place += group.length;
  }
  return out;
}
