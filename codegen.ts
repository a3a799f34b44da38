import type { CodegenConfig } from '@graphql-codegen/cli';

/**
 * Two schemas, kept apart: the shop's (schema/*.graphql, served at /graphql) and the staff's (schema/admin/*.graphql,
 * served at /admin/graphql). Each generates the gateway's resolver types, the web's operation types (graphql.ts) and
 * one module per operation with its typed document and hook (operations/<Name>.ts): the shop's from the web's
 * documents outside src/admin/, the admin's from those inside it, into `__generated__/admin/` on both sides.
 * `pnpm codegen` writes them; `pnpm test` runs `--check` and fails when they are stale.
 */
const scalars = { ID: 'string' };
const shopSchema = 'schema/*.graphql';
const shopDocuments = ['web/src/**/*.graphql', '!web/src/admin/**'];
const adminSchema = 'schema/admin/*.graphql';
const adminDocuments = 'web/src/admin/**/*.graphql';
const operationTypesConfig = {
  useTypeImports: true,
  enumsAsTypes: true,
  scalars,
  avoidOptionals: { field: true, inputValue: false, object: false, defaultValue: false },
  skipTypename: false,
  nonOptionalTypename: true,
};

const config: CodegenConfig = {
  emitLegacyCommonJSImports: false,
  generates: {
    'gateway/src/__generated__/resolvers-types.ts': {
      schema: shopSchema,
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
          OrderRefund: '@sutra/api/wire#BuyerRefundJson',
          ReturnRequestPayload: '../support/mappers.js#ReturnRequestPayloadParent',
        },
      },
    },
    'web/src/__generated__/graphql.ts': {
      schema: shopSchema,
      documents: shopDocuments,
      plugins: ['typescript-operations'],
      config: operationTypesConfig,
    },
    'gateway/src/__generated__/web-operation-names.ts': {
      schema: shopSchema,
      documents: shopDocuments,
      plugins: ['codegen/operation-names-plugin.cjs'],
    },
    'web/src/__generated__/operations/': {
      schema: shopSchema,
      documents: shopDocuments,
      preset: 'codegen/operation-modules-preset.cjs',
      plugins: ['codegen/operation-module-plugin.cjs'],
    },
    'gateway/src/__generated__/admin/resolvers-types.ts': {
      schema: adminSchema,
      plugins: ['typescript', 'typescript-resolvers'],
      config: {
        useTypeImports: true,
        enumsAsTypes: true,
        scalars,
        contextType: '../../admin/context.js#AdminContext',
        mappers: {
          StaffMember: '../../admin/rest.js#StaffJson',
          StaffInvite: '../../admin/rest.js#StaffInviteJson',
          AuditEntry: '../../admin/rest.js#AuditEntryJson',
          AuditConnection: '../../admin/rest.js#AuditPageJson',
          Homepage: '../../admin/rest.js#HomepageJson',
          HomepagePick: '../../admin/rest.js#HomepagePickJson',
          Coupon: '../../admin/rest.js#CouponJson',
          AdminCategory: '../../admin/rest.js#CategoryJson',
          ProductRow: '../../admin/catalogue-rest.js#ProductRowJson',
          ProductConnection: '../../admin/catalogue-rest.js#ProductPageJson',
          AdminProduct: '../../admin/catalogue-rest.js#AdminProductJson',
          ProductColour: '../../admin/catalogue-rest.js#VariantJson',
          ProductSku: '../../admin/catalogue-rest.js#SkuJson',
          OrderMoney: '../../admin/refunds/rest.js#OrderMoneyJson',
          OrderMoneyLine: '../../admin/refunds/rest.js#OrderMoneyLineJson',
          Refund: '../../admin/refunds/rest.js#RefundJson',
          Payout: '../../admin/refunds/rest.js#PayoutJson',
          PayoutConnection: '../../admin/refunds/rest.js#PayoutPageJson',
        },
      },
    },
    'web/src/__generated__/admin/graphql.ts': {
      schema: adminSchema,
      documents: adminDocuments,
      plugins: ['typescript-operations'],
      config: operationTypesConfig,
    },
    'web/src/__generated__/admin/operations/': {
      schema: adminSchema,
      documents: adminDocuments,
      preset: 'codegen/operation-modules-preset.cjs',
      plugins: ['codegen/operation-module-plugin.cjs'],
    },
  },
};

export default config;
