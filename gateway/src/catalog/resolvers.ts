import type { Resolvers } from '../__generated__/resolvers-types.js';
import { firstVariant } from './mappers.js';

const colorOf = (attributes: { attribute: { label: string }; value: { label: string }[] }[]) =>
  attributes.find((a) => a.attribute.label.toLowerCase() === 'color')?.value[0]?.label ?? null;

export const catalogResolvers: Resolvers = {
  Query: {
    categories: (_, __, { catalog }) => catalog.categories(),
    homepage: (_, __, { catalog }) => catalog.homepage(),
    search: (_, { query }, { catalog }) => catalog.search(query),
    products: (_, args, { catalog }) => catalog.products(args),
    product: (_, { id }, { catalog }) => catalog.product(id),
    productsByIds: (_, { ids }, { catalog }) => catalog.productsByIds(ids),
    attributeFilters: (_, { category }, { catalog }) => catalog.attributeFilters(category),
    listingFacets: (_, args, { catalog }) => catalog.listingFacets(args),
  },
  Category: {
    id: (c) => c._id,
    name: (c) => c.categoryName,
  },
  Product: {
    id: (p) => p._id,
    name: (p) => p.productName,
    category: (p) => p.categoryId,
    variants: (p) => p.productVariants,
    price: (p) => firstVariant(p)?.salePricePaise ?? 0,
    retailPrice: (p) => firstVariant(p)?.retailPricePaise ?? 0,
    discountPercent: (p) => firstVariant(p)?.discountPercent ?? 0,
    compareAtPrice: (p) => firstVariant(p)?.compareAtPricePaise ?? null,
    related: (p, { first }, { catalog }) => catalog.related(p, first ?? 8),
    reviews: (p, { first, after }, { reviews }) => reviews.page(p._id, first ?? 3, after ?? undefined),
  },
  ProductVariant: {
    id: (v) => v._id,
    retailPrice: (v) => v.retailPricePaise,
    salePrice: (v) => v.salePricePaise,
    compareAtPrice: (v) => v.compareAtPricePaise,
    color: (v) => colorOf(v.attributes),
    sizes: (v) => v.skus.filter((sku) => sku.size !== ''),
    available: (v) => v.skus.some((sku) => sku.inStock),
  },
  VariantSize: {
    id: (s) => s._id,
    label: (s) => s.size,
    available: (s) => s.inStock,
  },
  VariantAttribute: {
    label: (a) => a.attribute.label,
    options: (a) => a.value,
  },
  ProductConnection: {
    totalCount: (c) => c.total,
    aboveMaxPriceCount: (c) => c.aboveMaxPrice,
    nodes: (c) => c.products,
    pageInfo: (c) => ({ hasNextPage: c.nextCursor !== null, endCursor: c.nextCursor }),
  },
  AttributeFilter: {
    id: (f) => f._id,
    name: (f) => f.attributeName,
    options: (f) => f.value,
    category: (f) => f.categoryId,
  },
  SearchResults: {
    categories: (r) => r.categories,
    products: (r) => r.products,
  },
  SearchProduct: {
    id: (p) => p._id,
    price: (p) => p.pricePaise,
    category: (p) => ({ ...p.category, name: p.category.categoryName }),
  },
  HomePage: {
    bestSeller: (h) => h.bestSeller,
  },
  BestSellerBlock: {
    bannerImage: (b) => b.bannerImg,
    startingPrice: (b) => b.pricePaise,
    seeMoreLink: (b) => b.seeMoreLink || '#',
    products: (b) => b.products.map((p) => p.productId),
  },
};
