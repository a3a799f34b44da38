import type { Resolvers } from '../__generated__/resolvers-types.js';

export const cartResolvers: Resolvers = {
  Query: {
    cart: (_, __, { cart }) => cart.cart(),
  },
  Mutation: {
    addToCart: (_, { productId, quantity, attributes }, { cart }) => cart.add(productId, quantity, attributes),
    updateCartLine: (_, { lineId, quantity }, { cart }) => cart.setQuantity(lineId, quantity),
    removeCartLine: (_, { lineId }, { cart }) => cart.remove(lineId),
  },
  Cart: {
    id: (c) => c.buyerId,
    total: (c) => c.totalPaise,
    lines: (c) => c.result,
  },
  CartLine: {
    id: (line) => line._id,
    product: (line, _, { catalog }) => catalog.product(line.productId._id),
    attributes: (line) => Object.entries(line.attributes ?? {}).map(([name, value]) => ({ name, value })),
    variant: (line) => line.productId.productVariants.find((v) => v._id === line.matchedVariantId) ?? null,
    unitPrice: (line) => line.unitPricePaise,
    retailPrice: (line) => line.retailPricePaise,
    compareAtPrice: (line) => line.compareAtPricePaise,
    lineTotal: (line) => line.lineTotalPaise,
  },
};
