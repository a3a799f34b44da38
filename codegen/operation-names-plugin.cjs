/**
 * Emits the names of the web app's GraphQL operations as a set, for the gateway's metrics: an operation label takes
 * only these names (anything else is `other`), so no client can grow the number of series by naming operations.
 */
module.exports = {
  plugin(_schema, documents) {
    const names = new Set();
    for (const { document } of documents) {
      for (const definition of document?.definitions ?? []) {
        if (definition.kind === 'OperationDefinition' && definition.name) names.add(definition.name.value);
      }
    }
    const sorted = [...names].sort();
    return [
      "/** The web app's GraphQL operations, by name (generated from the web app's .graphql documents). */",
      'export const WEB_OPERATION_NAMES: ReadonlySet<string> = new Set([',
      ...sorted.map((name) => `  '${name}',`),
      ']);',
      '',
    ].join('\n');
  },
};
