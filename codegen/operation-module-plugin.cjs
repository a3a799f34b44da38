// @ts-check
/**
 * A graphql-codegen plugin for one operation (see operation-modules-preset.cjs, which hands it the operation and
 * the fragments it spreads): its typed document, as an AST without source locations, and one typed Apollo Client 4
 * hook, e.g. `query ProductDetails` -> `ProductDetailsDocument` and `useProductDetailsQuery(options)`.
 * Written here because typescript-react-apollo targets Apollo Client 3's hook APIs, which moved in 4. Result and
 * variable types come from the sibling `graphql.ts` that typescript-operations writes.
 */
const { Kind } = require('graphql');

/** @param {string} name */
const pascal = (name) => name.charAt(0).toUpperCase() + name.slice(1);

/** @type {import('@graphql-codegen/plugin-helpers').PluginFunction<{ typesModule?: string }>} */
const plugin = (_schema, documents, config) => {
  const definitions = documents[0]?.document?.definitions ?? [];
  const operation = definitions.find((d) => d.kind === Kind.OPERATION_DEFINITION);
  if (!operation || operation.kind !== Kind.OPERATION_DEFINITION || !operation.name) return '';
  const base = pascal(operation.name.value);
  const suffix = operation.operation === 'mutation' ? 'Mutation' : operation.operation === 'query' ? 'Query' : '';
  if (!suffix) throw new Error(`${base}: only queries and mutations are supported`);

  const ast = JSON.stringify({ kind: Kind.DOCUMENT, definitions }, (key, value) => (key === 'loc' ? undefined : value));

  const [data, vars, doc, hook] = [
    `${base}${suffix}`,
    `${base}${suffix}Variables`,
    `${base}Document`,
    `use${base}${suffix}`,
  ];
  const types = config.typesModule ?? '../graphql';
  const lines = [
    "import type { TypedDocumentNode } from '@apollo/client';",
    `import { ${suffix === 'Query' ? 'useQuery' : 'useMutation'} } from '@apollo/client/react';`,
    `import type { ${data}, ${vars} } from '${types}';`,
    '',
    `export const ${doc} = ${ast} as unknown as TypedDocumentNode<${data}, ${vars}>;`,
    '',
  ];
  if (suffix === 'Query') {
    lines.push(
      '/** Options are optional exactly when the operation has no required variables. */',
      `export function ${hook}(`,
      `  ...[options]: Record<string, never> extends ${vars}`,
      `    ? [options?: useQuery.Options<${data}, ${vars}>]`,
      `    : [options: useQuery.Options<${data}, ${vars}>]`,
      ') {',
      `  return useQuery(${doc}, options as useQuery.Options<${data}, ${vars}>);`,
      '}',
      '',
    );
  } else {
    lines.push(
      `export function ${hook}(options?: useMutation.Options<${data}, ${vars}>) {`,
      `  return useMutation(${doc}, options);`,
      '}',
      '',
    );
  }
  return lines.join('\n');
};

module.exports = { plugin };
