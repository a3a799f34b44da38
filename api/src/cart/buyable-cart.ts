import type { Db } from '../db/client.js';
import { readCartLines } from './service.js';

/**
 * The buyer's cart lines that can be bought now (in stock), and their sum: what a coupon is judged on and what a
 * checkout prices.
 */
export async function buyableCart(db: Db, buyerId: string) {
  const lines = (await readCartLines(db, buyerId)).filter((line) => line.inStock);
  return { lines, subtotalPaise: lines.reduce((sum, line) => sum + line.lineTotalPaise, 0) };
}
