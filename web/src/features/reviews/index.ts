/** What reviews offer the others: a product's reviews (fetched once by its page) and the panel that lists them. */
export { ReviewsPanel } from './ReviewsPanel';
export { type ProductReviews, useProductReviews } from './use-product-reviews';
