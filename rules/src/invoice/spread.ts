/**
 * Spreads a reduction the store gives on an invoice (a coupon's discount, membership points) over the goods lines in
 * proportion to each line's value, in whole paise that add up to the reduction exactly. Largest remainder: each line
 * first gets the floor of its exact share, then the paise still left go one each to the lines with the largest
 * fractional parts (ties to the earlier line), so no line's part is ever more than a paisa from its exact share and
 * none exceeds the line's value.
 */
export function spreadInProportion(totalPaise: number, valuesPaise: readonly number[]): number[] {
  if (!Number.isSafeInteger(totalPaise) || totalPaise < 0) throw new RangeError(`not a reduction: ${totalPaise}`);
  const base = valuesPaise.reduce((n, v) => n + v, 0);
  if (totalPaise === 0) return valuesPaise.map(() => 0);
  if (totalPaise > base) throw new RangeError(`a reduction of ${totalPaise} exceeds the lines' value ${base}`);
  // BigInt keeps total × value exact for any order size.
  const exact = valuesPaise.map((v) => BigInt(totalPaise) * BigInt(v));
  const parts = exact.map((n) => Number(n / BigInt(base)));
  const remainders = exact.map((n, i) => ({ i, rest: n % BigInt(base) }));
  let left = totalPaise - parts.reduce((n, p) => n + p, 0);
  remainders.sort((a, b) => (a.rest === b.rest ? a.i - b.i : a.rest > b.rest ? -1 : 1));
  for (const { i } of remainders) {
    if (left === 0) break;
    parts[i] = (parts[i] ?? 0) + 1;
    left--;
  }
  return parts;
}
