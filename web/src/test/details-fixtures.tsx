import { InMemoryCache } from '@apollo/client';
import { MockedProvider } from '@apollo/client/testing/react';
import { ChakraProvider } from '@chakra-ui/react';
import { render } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { MemoryRouter, Route, Routes } from 'react-router';
import type {
  CartFullFragment,
  ProductCardFragment,
  ProductDetailsQuery,
  ProductReviewsQuery,
  WriteReviewMutation,
} from '../__generated__/graphql';
import { AddToCartDocument } from '../__generated__/operations/AddToCart';
import { CartPageDocument } from '../__generated__/operations/CartPage';
import { ProductDetailsDocument } from '../__generated__/operations/ProductDetails';
import { ProductReviewsDocument } from '../__generated__/operations/ProductReviews';
import { RecentlyViewedDocument } from '../__generated__/operations/RecentlyViewed';
import { RelatedProductsDocument } from '../__generated__/operations/RelatedProducts';
import { ViewerBagDocument } from '../__generated__/operations/ViewerBag';
import { WriteReviewDocument } from '../__generated__/operations/WriteReview';
import { system } from '../app/system';
import { ToasterHost } from '../app/ToasterHost';
import { typePolicies } from '../app/type-policies';
import { LoginGateProvider } from '../features/accounts/LoginGate';
import ProductDetailsPage from '../features/catalog/details/ProductDetailsPage';
import { WishlistProvider } from '../features/wishlist/WishlistProvider';
import { inr } from '../shared/money/format-money';
import { aCart, aCartLine, BUYER_ID, type CartLineFixture } from './factories/cart';
import { aCategory, anAttribute, aProduct, aVariant, type ProductFixture } from './factories/catalog';
import { type AnyMock, mockedLink } from './render';

/** Test data and a renderer for the details page over mocked GraphQL (no server). */

export const PRODUCT_ID = '11111111-1111-4111-8111-111111111111';
export const PRODUCT_PATH = `/product-details/${PRODUCT_ID}/milano-wool-blend-two-piece-suit/suits`;

const suits = aCategory('Suits');

type Product = NonNullable<ProductDetailsQuery['product']>;

export const product: ProductFixture = aProduct(PRODUCT_ID, {
  name: 'Milano Wool-Blend Two-Piece Suit',
  heading: 'Italian wool-blend, tailored in Jaipur',
  description: 'Our Milano suit is cut from Italian wool-blend and finished by hand in our Jaipur workshop.',
  category: suits,
  variants: [
    aVariant('v-navy', {
      color: 'Navy',
      images: ['/media/navy-1.svg', '/media/navy-2.svg'],
      salePrice: inr(1_499_900),
      compareAtPrice: inr(1_879_900),
      discountPercent: 20,
      attributes: [anAttribute('Color', ['Navy']), anAttribute('Size', ['38', '40', '42'])],
    }),
    aVariant('v-gray', {
      color: 'Gray',
      images: ['/media/gray-1.svg', '/media/gray-2.svg'],
      salePrice: inr(1_549_900),
      attributes: [anAttribute('Color', ['Gray']), anAttribute('Size', ['40', '42', '44'])],
    }),
  ],
});

export const card = (id: string, name: string): ProductCardFragment =>
  aProduct(id, {
    name,
    category: suits,
    variants: [aVariant(`${id}-v`, { color: 'Black', images: [`/media/${id}-1.svg`, `/media/${id}-2.svg`] })],
  });

const AUTHORS = ['Aarav Mehta', 'Rohan Iyer', 'Kabir Singh', 'Vikram Rao', 'Arjun Nair', 'Dev Malhotra', 'Ishaan Bose'];

export const review = (i: number) => ({
  __typename: 'Review' as const,
  id: `r${i}`,
  author: AUTHORS[i - 1] ?? `Reviewer ${i}`,
  rating: i === 2 ? 4 : 5,
  comment: `Comment number ${i}: the fit across the shoulders is excellent.`,
  createdAt: `2026-03-0${i}T10:00:00.000Z`,
  // The first reviewer received the product.
  verifiedBuyer: i === 1,
});

const SUMMARY = {
  __typename: 'ReviewSummary' as const,
  average: 4.9,
  total: 7,
  counts: [
    { __typename: 'StarCount' as const, stars: 5, count: 6 },
    { __typename: 'StarCount' as const, stars: 4, count: 1 },
    { __typename: 'StarCount' as const, stars: 3, count: 0 },
    { __typename: 'StarCount' as const, stars: 2, count: 0 },
    { __typename: 'StarCount' as const, stars: 1, count: 0 },
  ],
};

export function reviewsPage(from: number, to: number, endCursor: string | null): ProductReviewsQuery {
  const nodes = [];
  for (let i = from; i <= to; i++) nodes.push(review(i));
  return {
    __typename: 'Query',
    product: {
      __typename: 'Product',
      id: PRODUCT_ID,
      reviews: {
        __typename: 'ReviewConnection',
        totalCount: 7,
        summary: SUMMARY,
        nodes,
        pageInfo: { __typename: 'PageInfo', hasNextPage: endCursor !== null, endCursor },
      },
    },
  };
}

export { BUYER_ID };

/** A line of this product as the cart answers it (the server matched the variant and priced it). */
export const cartLine = (color: string, size: string, quantity: number): CartLineFixture =>
  aCartLine(`line-${color}-${size}`, product, {
    variant: product.variants.find((v) => v.color === color) ?? product.variants[0],
    size,
    quantity,
  });

export const cartOf = (lines: CartLineFixture[]): CartFullFragment => aCart(lines);

export const mocks = {
  /** What a signed-in page asks for the header and the hearts. */
  bag: (cartCount = 0) => ({
    request: { query: ViewerBagDocument },
    result: {
      data: {
        __typename: 'Query' as const,
        wishlist: { __typename: 'Wishlist' as const, id: BUYER_ID, count: 0, productIds: [] },
        cart: { __typename: 'Cart' as const, id: BUYER_ID, count: cartCount },
      },
    },
  }),
  cart: (answer: CartFullFragment = cartOf([])) => ({
    request: { query: CartPageDocument },
    result: { data: { __typename: 'Query' as const, cart: answer } },
  }),
  addToCart: (
    variables: { quantity: number; attributes: { name: string; value: string }[] | null },
    answer: CartFullFragment | string,
  ) => ({
    request: { query: AddToCartDocument, variables: { productId: PRODUCT_ID, ...variables } },
    result:
      typeof answer === 'string'
        ? { errors: [new GraphQLError(answer, { extensions: { code: 'BAD_USER_INPUT' } })] }
        : { data: { __typename: 'Mutation' as const, addToCart: answer } },
    delay: 0,
  }),
  writeReview: (
    variables: { rating: number; title: string; comment: string },
    answer: WriteReviewMutation['writeReview'] | string | Error,
    fields?: { field: string; code: string; message: string }[],
  ) => ({
    request: { query: WriteReviewDocument, variables: { productId: PRODUCT_ID, ...variables } },
    ...(answer instanceof Error
      ? { error: answer }
      : {
          result:
            typeof answer === 'string'
              ? {
                  errors: [
                    new GraphQLError(answer, { extensions: { code: 'BAD_USER_INPUT', ...(fields ? { fields } : {}) } }),
                  ],
                }
              : { data: { __typename: 'Mutation' as const, writeReview: answer } },
        }),
    delay: 0,
  }),
  product: (delay = 0, answer: Product = product) => ({
    request: { query: ProductDetailsDocument, variables: { id: PRODUCT_ID } },
    result: { data: { __typename: 'Query' as const, product: answer } },
    delay,
  }),
  productNotFound: () => ({
    request: { query: ProductDetailsDocument, variables: { id: PRODUCT_ID } },
    result: {
      data: { __typename: 'Query' as const, product: null },
      errors: [new GraphQLError('Product not found', { extensions: { code: 'NOT_FOUND', reason: 'not_found' } })],
    },
  }),
  /** The product's query refused with another class and reason than not found. */
  productRefused: (code: string, reason: string) => ({
    request: { query: ProductDetailsDocument, variables: { id: PRODUCT_ID } },
    result: {
      data: { __typename: 'Query' as const, product: null },
      errors: [new GraphQLError('Invalid request. id: too long', { extensions: { code, reason } })],
    },
  }),
  reviews: () => ({
    request: { query: ProductReviewsDocument, variables: { productId: PRODUCT_ID, first: 3 } },
    result: { data: reviewsPage(1, 3, 'c3') },
  }),
  moreReviews: () => ({
    request: { query: ProductReviewsDocument, variables: { productId: PRODUCT_ID, first: 3, after: 'c3' } },
    result: { data: reviewsPage(4, 6, 'c6') },
  }),
  reviewsError: (message?: string) => ({
    request: { query: ProductReviewsDocument, variables: { productId: PRODUCT_ID, first: 3 } },
    ...(message
      ? { result: { errors: [new GraphQLError(message, { extensions: { code: 'UPSTREAM_UNAVAILABLE' } })] } }
      : { error: new TypeError('Failed to fetch') }),
  }),
  related: (products: ProductCardFragment[] = [card('rel-1', 'Windsor Three-Piece Suit')]) => ({
    request: { query: RelatedProductsDocument, variables: { id: PRODUCT_ID } },
    result: {
      data: {
        __typename: 'Query' as const,
        product: { __typename: 'Product' as const, id: PRODUCT_ID, related: products },
      },
    },
  }),
  recentlyViewed: (ids: string[], products: ProductCardFragment[]) => ({
    request: { query: RecentlyViewedDocument, variables: { ids } },
    result: { data: { __typename: 'Query' as const, productsByIds: products } },
  }),
};

/**
 * The details route with the app's providers (Chakra, the app's cache policies, the login gate, the wishlist and the
 * toaster) over `mocks`. Operations named in `hold` wait until the test calls `held.release(name)`.
 */
export function renderDetails(
  mockList: AnyMock[],
  { path = PRODUCT_PATH, hold = [] }: { path?: string; hold?: string[] } = {},
) {
  const cache = new InMemoryCache({ typePolicies });
  const { held, link } = mockedLink(mockList);
  for (const name of hold) held.hold(name);
  const view = render(
    <ChakraProvider value={system}>
      <MockedProvider link={link} cache={cache}>
        <MemoryRouter initialEntries={[path]}>
          <LoginGateProvider>
            <WishlistProvider>
              <Routes>
                <Route path="/product-details/:productId/:productName/:categoryName" element={<ProductDetailsPage />} />
                <Route path="*" element={<p>Elsewhere</p>} />
              </Routes>
              <ToasterHost />
            </WishlistProvider>
          </LoginGateProvider>
        </MemoryRouter>
      </MockedProvider>
    </ChakraProvider>,
  );
  return { ...view, held, cache };
}
