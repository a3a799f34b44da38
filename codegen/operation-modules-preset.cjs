// @ts-check
/**
 * A graphql-codegen preset: one generated module per GraphQL operation, in the output folder
 * (`web/src/__generated__/operations/<OperationName>.ts`). With one module per operation, the bundler ships each
 * document with the screen that uses it; a single generated file would put every document in the first page's
 * JavaScript. (The near-operation-file preset writes beside each source file instead of into one generated
 * folder, so it does not fit.) Every module gets the fragment definitions its operation spreads.
 */
const { Kind, visit } = require('graphql');

/**
 * @param {import('graphql').ASTNode} node
 * @returns {string[]}
 */
function spreadNames(node) {
  /** @type {string[]} */
  const names = [];
  visit(node, {
    FragmentSpread(spread) {
      names.push(spread.name.value);
    },
  });
  return names;
}

/**
 * The fragments an operation spreads, and those they spread, sorted by name.
 * @param {import('graphql').OperationDefinitionNode} operation
 * @param {Record<string, import('graphql').FragmentDefinitionNode>} fragments
 */
function fragmentsOf(operation, fragments) {
  const needed = new Set();
  const pending = spreadNames(operation);
  while (pending.length) {
    const name = /** @type {string} */ (pending.pop());
    if (needed.has(name)) continue;
    const fragment = fragments[name];
    if (!fragment) throw new Error(`${operation.name?.value}: unknown fragment ${name}`);
    needed.add(name);
    pending.push(...spreadNames(fragment));
  }
  return [...needed].sort().map((name) => /** @type {import('graphql').FragmentDefinitionNode} */ (fragments[name]));
}

/** @type {import('@graphql-codegen/plugin-helpers').Types.OutputPreset} */
const preset = {
  buildGeneratesSection(options) {
    /** @type {Record<string, import('graphql').FragmentDefinitionNode>} */
    const fragments = {};
    for (const file of options.documents) {
      for (const definition of file.document?.definitions ?? []) {
        if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments[definition.name.value] = definition;
      }
    }
    const outputs = [];
    for (const file of options.documents) {
      for (const definition of file.document?.definitions ?? []) {
        if (definition.kind !== Kind.OPERATION_DEFINITION) continue;
        if (!definition.name) throw new Error(`${file.location}: every operation needs a name`);
        outputs.push({
          filename: `${options.baseOutputDir.replace(/\/?$/, '/')}${definition.name.value}.ts`,
          plugins: options.plugins,
          pluginMap: options.pluginMap,
          schema: options.schema,
          schemaAst: options.schemaAst,
          documents: [
            {
              ...file,
              document: { kind: Kind.DOCUMENT, definitions: [definition, ...fragmentsOf(definition, fragments)] },
            },
          ],
          config: options.config,
          pluginContext: options.pluginContext,
          profiler: options.profiler,
        });
      }
    }
    return outputs;
  },
};

module.exports = preset;
