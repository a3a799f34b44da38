// @ts-check
/**
 * A small graphql-codegen plugin: one typed Apollo Client 4 hook per operation, e.g.
 * `query ProductDetails` -> `useProductDetailsQuery(options)`, `mutation AddToCart` -> `useAddToCartMutation()`.
 * Written here because typescript-react-apollo targets Apollo Client 3's hook APIs, which moved in 4.
 * It reads the names that typescript-operations and typed-document-node emit into the sibling `graphql.ts`.
 */

/** @param {string} name */
const pascal = (name) => name.charAt(0).toUpperCase() + name.slice(1);

/** @type {import('@graphql-codegen/plugin-helpers').PluginFunction<{ documentsModule?: string }>} */
const plugin = (_schema, documents, config) => {
  const from = config.documentsModule ?? './graphql';
  /** @type {string[]} */
  const hooks = [];
  /** @type {Set<string>} */
  const types = new Set();
  /** @type {Set<string>} */
  const values = new Set();
  /** @type {Set<string>} */
  const hookImports = new Set();
  for (const file of documents) {
    for (const definition of file.document?.definitions ?? []) {
      if (definition.kind !== 'OperationDefinition' || !definition.name) continue;
      const base = pascal(definition.name.value);
      if (definition.operation === 'query') {
        const [data, vars, doc] = [`${base}Query`, `${base}QueryVariables`, `${base}Document`];
        types.add(data).add(vars);
        values.add(doc);
        hookImports.add('useQuery');
        hooks.push(
          `export function use${base}Query(...[options]: QueryHookArgs<${data}, ${vars}>) {\n` +
            `  return useQuery(${doc}, options as useQuery.Options<${data}, ${vars}>);\n}`,
        );
      } else if (definition.operation === 'mutation') {
        const [data, vars, doc] = [`${base}Mutation`, `${base}MutationVariables`, `${base}Document`];
        types.add(data).add(vars);
        values.add(doc);
        hookImports.add('useMutation');
        hooks.push(
          `export function use${base}Mutation(options?: useMutation.Options<${data}, ${vars}>) {\n` +
            `  return useMutation(${doc}, options);\n}`,
        );
      }
    }
  }
  const header = [
    `import { ${[...hookImports].sort().join(', ')} } from '@apollo/client/react';`,
    `import { ${[...values].sort().join(', ')} } from '${from}';`,
    `import type { ${[...types].sort().join(', ')} } from '${from}';`,
    '',
    '/** Options are optional exactly when the operation has no required variables. */',
    'type QueryHookArgs<TData, TVariables extends Record<string, unknown>> = Record<string, never> extends TVariables',
    '  ? [options?: useQuery.Options<TData, TVariables>]',
    '  : [options: useQuery.Options<TData, TVariables>];',
    '',
  ];
  if (hooks.length === 0) return '';
  return [...header, hooks.join('\n\n'), ''].join('\n');
};

module.exports = { plugin };
