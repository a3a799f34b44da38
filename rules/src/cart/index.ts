export { type CartTotals, cartTotals, lineTotalPaise, type TotalledLine } from './totals.js';
