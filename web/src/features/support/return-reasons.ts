import type { ReturnReason } from '../../__generated__/graphql';

/** The Request Return form's reasons (spec), in its order, with the words shoppers read. */
export const RETURN_REASONS: readonly { value: ReturnReason; label: string }[] = [
  { value: 'SIZE_DOES_NOT_FIT', label: "Product size doesn't fit" },
  { value: 'QUALITY_ISSUE', label: 'Product quality issue' },
  { value: 'WRONG_ITEM', label: 'Received wrong item' },
];
