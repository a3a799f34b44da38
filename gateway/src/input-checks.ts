import type { ApolloServerPlugin } from '@apollo/server';
import {
  type DocumentNode,
  type FieldNode,
  GraphQLError,
  type GraphQLField,
  type GraphQLInputField,
  type GraphQLInputType,
  type GraphQLSchema,
  getArgumentValues,
  getDirectiveValues,
  getNullableType,
  getVariableValues,
  isInputObjectType,
  isListType,
  isScalarType,
  type OperationDefinitionNode,
  TypeInfo,
  visit,
  visitWithTypeInfo,
} from 'graphql';

/** The bound of a String or ID argument or input field without `@length`. */
export const DEFAULT_MAX_LENGTH = 256;
/** The bound of a list argument or input field without `@maxItems`. */
export const DEFAULT_MAX_ITEMS = 100;

interface Bounds {
  maxLength: number;
  maxItems: number;
  /** The most items an argument sized by `@pageSize` may ask for (it takes 1 to this), or undefined. */
  maxPageSize: number | undefined;
}

type Described = Pick<GraphQLInputField, 'astNode'>;

/** Bounds read once per argument or input field of a schema: the schema does not change while it serves. */
const boundsCache = new WeakMap<Described, Bounds>();

/** The `@length`, `@maxItems` and `@pageSize` an argument or input field declares, or the defaults. */
function boundsOf(schema: GraphQLSchema, definition: Described): Bounds {
  const known = boundsCache.get(definition);
  if (known) return known;
  const read = <T>(name: string, fallback: T) => {
    const directive = schema.getDirective(name);
    const node = definition.astNode;
    const values = directive && node ? getDirectiveValues(directive, node) : undefined;
    return typeof values?.max === 'number' ? values.max : fallback;
  };
  const bounds = {
    maxLength: read('length', DEFAULT_MAX_LENGTH),
    maxItems: read('maxItems', DEFAULT_MAX_ITEMS),
    maxPageSize: read('pageSize', undefined),
  };
  boundsCache.set(definition, bounds);
  return bounds;
}

const isText = (type: GraphQLInputType) => isScalarType(type) && (type.name === 'String' || type.name === 'ID');

/** Half a surrogate pair: with the `u` flag a whole pair is one code point, so only a lone half matches. */
const LONE_SURROGATE = /\p{Surrogate}/u;

/** What is wrong with `value` (coerced to `type`) against its bounds, or undefined when nothing is. */
function problemWith(
  schema: GraphQLSchema,
  value: unknown,
  type: GraphQLInputType,
  bounds: Bounds,
  path: string,
): string | undefined {
  if (value === null || value === undefined) return undefined;
  const nullable = getNullableType(type);
  if (isListType(nullable)) {
    const items: unknown[] = Array.isArray(value) ? value : [value];
    if (items.length > bounds.maxItems) return `Too many items: ${path} takes at most ${bounds.maxItems}.`;
    for (const [index, item] of items.entries()) {
      const problem = problemWith(schema, item, nullable.ofType, bounds, `${path}[${index}]`);
      if (problem) return problem;
    }
    return undefined;
  }
  if (isInputObjectType(nullable) && typeof value === 'object') {
    const fields = value as Record<string, unknown>;
    for (const field of Object.values(nullable.getFields())) {
      const problem = problemWith(
        schema,
        fields[field.name],
        field.type,
        boundsOf(schema, field),
        `${path}.${field.name}`,
      );
      if (problem) return problem;
    }
    return undefined;
  }
  if (bounds.maxPageSize !== undefined && typeof value === 'number') {
    return value >= 1 && value <= bounds.maxPageSize
      ? undefined
      : `Out of range: ${path} takes 1 to ${bounds.maxPageSize}.`;
  }
  if (!isText(nullable) || typeof value !== 'string') return undefined;
  if (value.length > bounds.maxLength) {
    return `Input too long: ${path} must be at most ${bounds.maxLength} characters.`;
  }
  if (value.includes('\u0000') || LONE_SURROGATE.test(value)) {
    return `Invalid input: ${path} must be text without NUL characters or broken Unicode.`;
  }
  return undefined;
}

const refusal = (message: string, node: FieldNode) =>
  new GraphQLError(message, {
    nodes: [node],
    extensions: { code: 'BAD_USER_INPUT', reason: 'invalid_input', http: { status: 400 } },
  });

/** A field of an operation that takes arguments: what to check on each request. */
interface ArgumentSite {
  field: GraphQLField<unknown, unknown>;
  node: FieldNode;
}

/** The fields with arguments an operation selects (fragments included), found once per parsed operation. */
const sitesByOperation = new WeakMap<OperationDefinitionNode, ArgumentSite[]>();

function argumentSites(schema: GraphQLSchema, document: DocumentNode, operation: OperationDefinitionNode) {
  const known = sitesByOperation.get(operation);
  if (known) return known;
  const sites: ArgumentSite[] = [];
  const typeInfo = new TypeInfo(schema);
  visit(
    document,
    visitWithTypeInfo(typeInfo, {
      OperationDefinition: (node) => (node === operation ? undefined : false),
      Field: (node) => {
        const field: GraphQLField<unknown, unknown> | null | undefined = typeInfo.getFieldDef();
        if (field && field.args.length > 0) sites.push({ field, node });
      },
    }),
  );
  sitesByOperation.set(operation, sites);
  return sites;
}

/**
 * Checks every argument of every field an operation selects (fragments included, variables coerced) against its
 * bounds — `@length` on text, `@maxItems` on lists, or the defaults, and `@pageSize` on how many items a list answers —
 * and refuses text the api could not store (a
 * NUL character, half a surrogate pair). Throws the first problem as a BAD_USER_INPUT error with HTTP status 400.
 * Runs before any resolver, so a value the api would refuse anyway never costs an upstream call, and no text of
 * unbounded size is ever forwarded. Which fields take arguments is worked out once per parsed operation (Apollo
 * Server keeps one per query text); only the values are checked on each request.
 */
export function checkInputs(
  schema: GraphQLSchema,
  document: DocumentNode,
  operation: OperationDefinitionNode,
  rawVariables: Record<string, unknown> | undefined,
): void {
  const sites = argumentSites(schema, document, operation);
  if (sites.length === 0) return;
  const coerced = getVariableValues(schema, operation.variableDefinitions ?? [], rawVariables ?? {});
  // Variables that do not coerce fail execution with their own BAD_USER_INPUT; nothing to bound here.
  if (coerced.errors) return;
  for (const { field, node } of sites) {
    let values: Record<string, unknown>;
    try {
      values = getArgumentValues(field, node, coerced.coerced);
    } catch {
      // A missing required argument is the executor's error to report.
      continue;
    }
    for (const argument of field.args) {
      const where = `${field.name}(${argument.name})`;
      const problem = problemWith(schema, values[argument.name], argument.type, boundsOf(schema, argument), where);
      if (problem) throw refusal(problem, node);
    }
  }
}

/** The Apollo Server plugin that applies `checkInputs` to every operation once it is resolved. */
export function inputChecksPlugin<Context extends object>(): ApolloServerPlugin<Context> {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ schema, document, operation, request }) {
          if (operation) checkInputs(schema, document, operation, request.variables);
        },
      };
    },
  };
}
