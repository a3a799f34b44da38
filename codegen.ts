import type { CodegenConfig } from '@graphql-codegen/cli';

/**
 * One schema (schema/*.graphql) generates the gateway's resolver types, the web's operation types (graphql.ts) and one
 * module per operation with its typed document and hook (operations/<Name>.ts).
 * `pnpm codegen` writes them; `pnpm test` runs `--check` and fails when they are stale.
 */
const scalars = { ID: 'string' };

const config: CodegenConfig = {
  schema: 'schema/*.graphql',
  documents: 'web/src/**/*.graphql',
  emitLegacyCommonJSImports: false,
  generates: {
    'gateway/src/__generated__/resolvers-types.ts': {
      documents: [],
      plugins: ['typescript', 'typescript-resolvers'],
      config: {
        useTypeImports: true,
        enumsAsTypes: true,
        scalars,
        contextType: '../context.js#GatewayContext',
        mappers: {
          Money: '../money.js#MoneyParent',
          Category: '@sutra/api/wire#CategoryJson',
          Product: '@sutra/api/wire#ProductJson',
          ProductVariant: '@sutra/api/wire#VariantJson',
          VariantAttribute: '@sutra/api/wire#VariantAttributeJson',
          VariantSize: '@sutra/api/wire#SkuJson',
          AttributeFilter: '@sutra/api/wire#AttributeFilterJson',
          SearchResults: '@sutra/api/wire#SearchHit',
          SearchProduct: '../catalog/mappers.js#SearchProductParent',
          HomePage: '@sutra/api/wire#HomepageJson',
          BestSellerBlock: '../catalog/mappers.js#BestSellerParent',
          Review: '@sutra/api/wire#ReviewJson',
          ReviewSummary: '@sutra/api/wire#ReviewSummaryJson',
          ReviewConnection: '../reviews/mappers.js#ReviewConnectionParent',
          ProductConnection: '../catalog/mappers.js#ProductConnectionParent',
          Viewer: '@sutra/api/wire#BuyerJson',
          Address: '@sutra/api/wire#AddressJson',
          AuthPayload: '../accounts/mappers.js#AuthPayloadParent',
          Wishlist: '@sutra/api/wire#WishlistJson',
          WishlistItem: '@sutra/api/wire#WishlistItemJson',
          Cart: '@sutra/api/wire#CartJson',
          CartLine: '@sutra/api/wire#CartLineJson',
          WriteReviewPayload: '../reviews/mappers.js#WriteReviewParent',
          CouponCheck: '../checkout/mappers.js#CouponCheckParent',
          CheckoutPrice: '../checkout/mappers.js#CheckoutPriceParent',
          CashOnDelivery: '../checkout/mappers.js#CashOnDeliveryParent',
          Membership: '@sutra/api/wire#MembershipJson',
          PointsEntry: '@sutra/api/wire#PointsEntryJson',
          CheckoutSession: '@sutra/api/wire#CheckoutJson',
          CheckoutSummary: '@sutra/api/wire#CheckoutPriceJson',
          AvailableCoupon: '@sutra/api/wire#AvailableCouponJson',
          Order: '@sutra/api/wire#OrderJson',
          OrderLine: '@sutra/api/wire#OrderLineJson',
          OrderAddress: '@sutra/api/wire#OrderAddressJson',
          OrderConnection: '../orders/mappers.js#OrderConnectionParent',
          Invoice: '../invoices/mappers.js#InvoiceParent',
          InvoiceSeller: '../invoices/mappers.js#InvoiceSellerParent',
          InvoiceParty: '../invoices/mappers.js#InvoicePartyParent',
          InvoiceLine: '../invoices/mappers.js#InvoiceLineParent',
          InvoiceHsnRow: '../invoices/mappers.js#InvoiceHsnRowParent',
          InvoiceTotals: '../invoices/mappers.js#InvoiceTotalsParent',
          OrderTracking: '../orders/tracking.js#TrackingView',
          OrderTimelineStep: '../orders/tracking.js#TimelineStep',
          PlaceOrderPayload: '../orders/mappers.js#PlaceOrderParent',
          SupportReceipt: '../support/mappers.js#SupportReceiptParent',
          DeliveryEstimate: '@sutra/api/wire#DeliveryEstimateJson',
          ReturnRequest: '@sutra/api/wire#ReturnRequestJson',
          ReturnRequestPayload: '../support/mappers.js#ReturnRequestPayloadParent',
        },
      },
    },
    'web/src/__generated__/graphql.ts': {
      plugins: ['typescript-operations'],
      config: {
        useTypeImports: true,
        enumsAsTypes: true,
        scalars,
        avoidOptionals: { field: true, inputValue: false, object: false, defaultValue: false },
        skipTypename: false,
        nonOptionalTypename: true,
      },
    },
    'gateway/src/__generated__/web-operation-names.ts': {
      plugins: ['codegen/operation-names-plugin.cjs'],
    },
    'web/src/__generated__/operations/': {
      preset: 'codegen/operation-modules-preset.cjs',
      plugins: ['codegen/operation-module-plugin.cjs'],
    },
  },
};

export default config;
