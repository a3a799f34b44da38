import { RETURN_WINDOW_DAYS } from '@sutra/rules';

/** The return conditions the form states; the store checks the window (`@sutra/rules`' return policy). */
export const RETURN_NOTES = [
  'The original tag must still be attached to the product.',
  `Returns are accepted only within ${RETURN_WINDOW_DAYS} days of receipt.`,
];
