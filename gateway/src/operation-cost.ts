import type { ApolloServerPlugin } from '@apollo/server';
import {
  type DocumentNode,
  GraphQLError,
  type GraphQLField,
  type GraphQLSchema,
  getDirectiveValues,
  getNamedType,
  getVariableValues,
  type OperationDefinitionNode,
} from 'graphql';
import { type ComplexityEstimator, getComplexity, simpleEstimator } from 'graphql-query-complexity';

/**
 * The most an operation may cost: every field answered counts 1, and a field sized by `@pageSize` counts its
 * selection once per item asked for. The web app's heaviest operation, a 12-card listing, costs 349 (the same listing
 * at its largest, 100 cards, 2,901); the others under 300. Past this, an operation asks for lists of lists.
 */
export const MAX_OPERATION_COST = 5000;

/** The argument a field's list size comes from (the one carrying `@pageSize`), worked out once per field. */
const sizingArguments = new WeakMap<GraphQLField<unknown, unknown>, { name: string; fallback: number } | null>();

function sizingArgumentOf(
  schema: GraphQLSchema,
  field: GraphQLField<unknown, unknown>,
): { name: string; fallback: number } | null {
  const known = sizingArguments.get(field);
  if (known !== undefined) return known;
  const directive = schema.getDirective('pageSize');
  let found: { name: string; fallback: number } | null = null;
  if (directive) {
    for (const argument of field.args) {
      // An argument of a schema built in code has no syntax, and so no directive.
      const values = getDirectiveValues(directive, argument.astNode ?? {});
      if (typeof values?.max !== 'number') continue;
      // A null the client sends means the default to the resolvers; with no default, the most it could be.
      const fallback = typeof argument.defaultValue === 'number' ? argument.defaultValue : values.max;
      found = { name: argument.name, fallback };
      break;
    }
  }
  sizingArguments.set(field, found);
  return found;
}

/** A field sized by `@pageSize` costs 1 plus its selection's cost once per item asked for. */
const pageSizeEstimator =
  (schema: GraphQLSchema): ComplexityEstimator =>
  ({ field, args, childComplexity }) => {
    const sizing = sizingArgumentOf(schema, field);
    if (!sizing) return undefined;
    const asked = args[sizing.name];
    const size = typeof asked === 'number' ? Math.max(0, asked) : sizing.fallback;
    return 1 + size * childComplexity;
  };

/**
 * A `Money` counts as one value, as the scalar it stands for: its paise and currency are the parent's own number, with
 * no call of their own. (Counted field by field, a 100-card listing cost 4,501 — most of it its prices.)
 */
const moneyEstimator: ComplexityEstimator = ({ field }) => (getNamedType(field.type).name === 'Money' ? 1 : undefined);

/** The cost of operations without variables, which only their text decides (Apollo keeps one parse per text). */
const fixedCosts = new WeakMap<OperationDefinitionNode, number>();

/**
 * What `operation` costs with these variables' values (and the defaults of those left out), or undefined when the
 * variables do not fit the operation (execution then refuses them with its own BAD_USER_INPUT).
 */
export function operationCost(
  schema: GraphQLSchema,
  document: DocumentNode,
  operation: OperationDefinitionNode,
  variables: Record<string, unknown> | undefined,
): number | undefined {
  const definitions = operation.variableDefinitions ?? [];
  const fixed = definitions.length === 0;
  if (fixed) {
    const known = fixedCosts.get(operation);
    if (known !== undefined) return known;
  } else if (getVariableValues(schema, definitions, variables ?? {}).errors) {
    return undefined;
  }
  let cost: number;
  try {
    cost = getComplexity({
      schema,
      query: document,
      variables: variables ?? {},
      ...(operation.name ? { operationName: operation.name.value } : {}),
      // Any other field counts 1, `simpleEstimator`'s default.
      estimators: [moneyEstimator, pageSizeEstimator(schema), simpleEstimator()],
    });
  } catch {
    // The library stops counting past 10,000 fields visited (fragments spread into each other many times over).
    cost = Number.POSITIVE_INFINITY;
  }
  if (fixed) fixedCosts.set(operation, cost);
  return cost;
}

const tooCostly = (cost: number, operation: OperationDefinitionNode) =>
  new GraphQLError(
    `This operation asks for too much at once (cost ${Number.isFinite(cost) ? cost : 'unbounded'}, at most ` +
      `${MAX_OPERATION_COST}): ask for fewer items or fewer nested lists.`,
    {
      nodes: [operation],
      extensions: {
        code: 'GRAPHQL_VALIDATION_FAILED',
        cost: Number.isFinite(cost) ? cost : null,
        maxCost: MAX_OPERATION_COST,
        http: { status: 400 },
      },
    },
  );

/**
 * Refuses, with 400 before any resolver runs, an operation whose cost with its variables' values is past
 * MAX_OPERATION_COST. It runs after the input checks, so every `@pageSize` argument is already within its bounds.
 */
export function operationCostPlugin<Context extends object>(): ApolloServerPlugin<Context> {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ schema, document, operation, request }) {
          // No operation (an unknown name, or several and none named): execution refuses the request with its own error.
          if (!operation) return;
          // Undefined: variables that do not fit, which execution refuses with BAD_USER_INPUT.
          const cost = operationCost(schema, document, operation, request.variables) ?? 0;
          if (cost > MAX_OPERATION_COST) throw tooCostly(cost, operation);
        },
      };
    },
  };
}
