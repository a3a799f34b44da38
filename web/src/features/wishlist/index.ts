/** What the wishlist offers the others: its provider (mounted once by the layout) and the heart a product card shows. */
export { WishlistHeart } from './WishlistHeart';
export { WishlistProvider } from './WishlistProvider';
