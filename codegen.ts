import type { CodegenConfig } from '@graphql-codegen/cli';

/**
 * One schema (schema/*.graphql) generates the gateway's resolver types and the web's typed documents and hooks.
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
          Category: '@sutra/api/wire#CategoryJson',
          Product: '@sutra/api/wire#ProductJson',
          ProductVariant: '@sutra/api/wire#VariantJson',
          VariantAttribute: '@sutra/api/wire#VariantAttributeJson',
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
        },
      },
    },
    'web/src/__generated__/graphql.ts': {
      plugins: ['typescript-operations', 'typed-document-node'],
      config: {
        useTypeImports: true,
        enumsAsTypes: true,
        scalars,
        avoidOptionals: { field: true, inputValue: false, object: false, defaultValue: false },
        dedupeFragments: true,
        skipTypename: false,
        nonOptionalTypename: true,
      },
    },
    'web/src/__generated__/hooks.ts': {
      plugins: ['codegen/typed-hooks-plugin.cjs'],
      config: { documentsModule: './graphql' },
    },
  },
};

export default config;
