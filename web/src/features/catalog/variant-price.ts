import type { VariantPriceFragment } from '../../__generated__/graphql';

/** A variant's price as `ProductPrice` takes it (its fragment, `VariantPrice`, sits beside this file). */
export const variantPrice = (variant: VariantPriceFragment) => ({
  price: variant.salePrice,
  compareAtPrice: variant.compareAtPrice,
  discountPercent: variant.discountPercent,
});
