import type { Resolvers } from '../__generated__/resolvers-types.js';

export const wishlistResolvers: Resolvers = {
  Query: {
    wishlist: (_, __, { wishlist }) => wishlist.wishlist(),
  },
  Mutation: {
    addToWishlist: (_, { productId }, { wishlist }) => wishlist.add(productId),
    removeFromWishlist: (_, { productId, itemId }, { wishlist }) => wishlist.remove({ productId, itemId }),
  },
  Wishlist: {
    id: (w) => w.buyerId,
    items: (w) => w.result,
    productIds: (w) => w.result.map((item) => item.productId._id),
  },
  WishlistItem: {
    id: (item) => item._id,
    product: (item, _, { catalog }) => catalog.product(item.productId._id),
    addedAt: (item) => item.createdAt,
  },
};
