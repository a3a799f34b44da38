/** What the orders feature offers the others: the line every place that shows a bought line draws (checkout too). */
export { type BoughtLine, cartLineBought, orderLineBought } from './bought-line';
export { OrderLine } from './OrderLine';
