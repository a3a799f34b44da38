import type {
  ColourInput,
  ProductInput,
  Resolvers,
  SizeInput,
  StockState,
} from '../../__generated__/admin/resolvers-types.js';
import type {
  ProductFieldsJson,
  ProductSortJson,
  SizeJson,
  StockStateJson,
  VariantFieldsJson,
} from '../catalogue-rest.js';

/** The api names enum values in lower case (`sold_out`); GraphQL's are upper case by convention. */
const stockStateToRest = (state: StockState) => state.toLowerCase() as StockStateJson;
const stockStateToGraphql = (state: StockStateJson) => state.toUpperCase() as StockState;

const productFields = (input: ProductInput): ProductFieldsJson => ({
  productName: input.name,
  heading: input.heading,
  description: input.description,
  categoryId: input.categoryId,
  visible: input.visible,
  hsnCode: input.hsnCode ?? null,
  gstRateBp: input.gstRateBp ?? null,
});

const colourFields = (input: ColourInput): VariantFieldsJson => ({
  colour: input.colour,
  retailPricePaise: input.retailPricePaise,
  salePricePaise: input.salePricePaise,
});

const sizeFields = (input: SizeInput): SizeJson => ({
  size: input.size,
  skuCode: input.skuCode ?? null,
  stock: input.stock ?? null,
});

/** Thin: every rule (prices, sizes, the version check, who may write) is the api's. */
export const catalogueResolvers: Resolvers = {
  Query: {
    adminProducts: (_parent, { filter, sort, direction, first, after }, { catalogue }) =>
      catalogue.list({
        q: filter?.search?.trim() || undefined,
        categoryId: filter?.categoryId ?? undefined,
        visibility: filter?.visibility ? (filter.visibility === 'SHOWN' ? 'shown' : 'hidden') : undefined,
        stock: filter?.stockState ? stockStateToRest(filter.stockState) : undefined,
        sort: (sort ?? 'UPDATED').toLowerCase() as ProductSortJson,
        order: direction === 'ASC' ? 'asc' : 'desc',
        limit: first ?? 50,
        cursor: after ?? undefined,
      }),
    adminProduct: (_parent, { id }, { catalogue }) => catalogue.get(id),
  },
  Mutation: {
    createProduct: (_parent, { input }, { catalogue }) => catalogue.create(productFields(input)),
    updateProduct: (_parent, { id, version, input }, { catalogue }) =>
      catalogue.update(id, version, productFields(input)),
    addColour: (_parent, { productId, version, input }, { catalogue }) =>
      catalogue.addVariant(productId, version, { ...colourFields(input), sizes: input.sizes.map(sizeFields) }),
    updateColour: (_parent, { productId, colourId, version, input }, { catalogue }) =>
      catalogue.updateVariant(productId, colourId, version, colourFields(input)),
    deleteColour: (_parent, { productId, colourId, version }, { catalogue }) =>
      catalogue.deleteVariant(productId, colourId, version),
    addSize: (_parent, { productId, colourId, version, input }, { catalogue }) =>
      catalogue.addSize(productId, colourId, version, sizeFields(input)),
    setStock: (_parent, { productId, skuId, version, stock }, { catalogue }) =>
      catalogue.setStock(productId, skuId, version, stock ?? null),
    reorderPictures: (_parent, { productId, colourId, version, pictures }, { catalogue }) =>
      catalogue.reorderPictures(productId, colourId, version, pictures),
    deletePicture: (_parent, { productId, colourId, version, picture }, { catalogue }) =>
      catalogue.deletePicture(productId, colourId, version, picture),
  },
  ProductConnection: {
    nodes: (page) => page.result,
    pageInfo: (page) => ({ hasNextPage: page.nextCursor !== null, endCursor: page.nextCursor }),
  },
  ProductRow: {
    id: (row) => row._id,
    name: (row) => row.productName,
    stockState: (row) => stockStateToGraphql(row.stockState),
  },
  AdminProduct: {
    id: (product) => product._id,
    name: (product) => product.productName,
    category: (product) => ({ id: product.category._id, name: product.category.categoryName }),
    colours: (product) => product.variants,
  },
  ProductColour: {
    id: (variant) => variant._id,
    pictures: (variant) => variant.images,
  },
  ProductSku: {
    id: (sku) => sku._id,
  },
};
