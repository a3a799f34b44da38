import type { ApolloServerPlugin } from '@apollo/server';
import {
  type ConstDirectiveNode,
  type DocumentNode,
  type FragmentDefinitionNode,
  type GraphQLCompositeType,
  type GraphQLField,
  type GraphQLNamedType,
  type GraphQLSchema,
  getNamedType,
  isAbstractType,
  isCompositeType,
  isObjectType,
  Kind,
  type OperationDefinitionNode,
  type SelectionSetNode,
} from 'graphql';

/**
 * An operation's cache policy, worked out once per document from the schema's `@cacheControl` hints — the rules of
 * Apollo Server's cache-control plugin, applied to the fields the operation selects instead of to each field as it
 * resolves.
 *
 * Why: Apollo's plugin hooks every field's resolution of every request (a policy object and a closure per field), and
 * measured as a tenth of the gateway's CPU on a listing. The store sets no hint at run time (no resolver calls
 * `setCacheHint`), so an operation's policy follows from its document alone. Where Apollo's would skip fields that did
 * not resolve (a null object, an empty list) this one counts them: the policy can only be stricter, never looser.
 *
 * The rules, as Apollo's: a field takes its return type's hint, unless its own hint overrides it (or, with
 * `inheritMaxAge`, only when the type set no maxAge); an object-typed field (or a root field) with no maxAge gets 0
 * unless it inherits its parent's; a scalar field with none leaves its parent's. The operation's policy is the most
 * restrictive over all its fields: the smallest maxAge, and PRIVATE if any field is.
 */
/** A cache hint as Apollo Server takes it (`overallCachePolicy.restrict`). */
export interface CacheHint {
  maxAge?: number;
  scope?: 'PUBLIC' | 'PRIVATE';
}

interface Annotation {
  maxAge?: number;
  scope?: CacheHint['scope'];
  inheritMaxAge?: boolean;
}

function annotationFrom(directives: readonly ConstDirectiveNode[] | undefined): Annotation | undefined {
  const directive = directives?.find((d) => d.name.value === 'cacheControl');
  if (!directive?.arguments) return undefined;
  const argument = (name: string) => directive.arguments?.find((a) => a.name.value === name)?.value;
  const scopeValue = argument('scope');
  const scope =
    scopeValue?.kind === Kind.ENUM && (scopeValue.value === 'PUBLIC' || scopeValue.value === 'PRIVATE')
      ? scopeValue.value
      : undefined;
  const inherit = argument('inheritMaxAge');
  if (inherit?.kind === Kind.BOOLEAN && inherit.value) return { inheritMaxAge: true, ...(scope ? { scope } : {}) };
  const maxAge = argument('maxAge');
  return {
    ...(maxAge?.kind === Kind.INT ? { maxAge: Number.parseInt(maxAge.value, 10) } : {}),
    ...(scope ? { scope } : {}),
  };
}

const typeAnnotation = (type: GraphQLNamedType): Annotation =>
  annotationFrom(type.astNode?.directives) ??
  type.extensionASTNodes.map((node) => annotationFrom(node.directives)).find(Boolean) ??
  {};

const fieldAnnotation = (field: GraphQLField<unknown, unknown>): Annotation =>
  annotationFrom(field.astNode?.directives) ?? {};

/** A policy being narrowed: Apollo's `restrict` (the smaller maxAge; PRIVATE wins). */
class Policy {
  maxAge: number | undefined;
  scope: CacheHint['scope'];

  restrict(hint: CacheHint): void {
    if (hint.maxAge !== undefined && (this.maxAge === undefined || hint.maxAge < this.maxAge))
      this.maxAge = hint.maxAge;
    if (hint.scope !== undefined && this.scope !== 'PRIVATE') this.scope = hint.scope;
  }
}

/** One field's own hint, as Apollo's plugin works it out when the field resolves. */
function fieldHint(field: GraphQLField<unknown, unknown>, isRootField: boolean): CacheHint {
  const hint: CacheHint = {};
  let inheritMaxAge = false;
  const target = getNamedType(field.type);
  if (isCompositeType(target)) {
    const annotation = typeAnnotation(target);
    if (annotation.maxAge !== undefined) hint.maxAge = annotation.maxAge;
    if (annotation.scope !== undefined) hint.scope = annotation.scope;
    inheritMaxAge = Boolean(annotation.inheritMaxAge);
  }
  const own = fieldAnnotation(field);
  if (own.inheritMaxAge && hint.maxAge === undefined) {
    inheritMaxAge = true;
    if (own.scope) hint.scope = own.scope;
  } else {
    if (own.maxAge !== undefined) hint.maxAge = own.maxAge;
    if (own.scope !== undefined) hint.scope = own.scope;
  }
  // Apollo's default maxAge (0) for object fields that neither set nor inherit one, and for root fields.
  if (hint.maxAge === undefined && ((isCompositeType(target) && !inheritMaxAge) || isRootField)) hint.maxAge = 0;
  return hint;
}

function restrictBySelections(
  schema: GraphQLSchema,
  parent: GraphQLCompositeType,
  selectionSet: SelectionSetNode,
  fragments: Map<string, FragmentDefinitionNode>,
  policy: Policy,
  isRoot: boolean,
): void {
  // At an interface or union, any of its object types may answer: each one's fields count.
  const objectTypes = isAbstractType(parent) ? schema.getPossibleTypes(parent) : isObjectType(parent) ? [parent] : [];
  for (const selection of selectionSet.selections) {
    if (selection.kind === Kind.FIELD) {
      // Meta fields (__typename) resolve without hints, as in Apollo's plugin.
      if (selection.name.value.startsWith('__')) continue;
      for (const objectType of objectTypes) {
        const field = objectType.getFields()[selection.name.value];
        if (!field) continue;
        policy.restrict(fieldHint(field, isRoot));
        const target = getNamedType(field.type);
        if (selection.selectionSet && isCompositeType(target)) {
          restrictBySelections(schema, target, selection.selectionSet, fragments, policy, false);
        }
      }
      continue;
    }
    const fragment = selection.kind === Kind.FRAGMENT_SPREAD ? fragments.get(selection.name.value) : selection;
    if (!fragment) continue;
    const condition = fragment.typeCondition ? schema.getType(fragment.typeCondition.name.value) : parent;
    if (condition && isCompositeType(condition)) {
      restrictBySelections(schema, condition, fragment.selectionSet, fragments, policy, isRoot);
    }
  }
}

/** The cache policy of `operation` in `document` (validated against `schema`). */
export function operationCachePolicy(
  schema: GraphQLSchema,
  document: DocumentNode,
  operation: OperationDefinitionNode,
): CacheHint {
  const root = schema.getRootType(operation.operation);
  const policy = new Policy();
  if (root) {
    const fragments = new Map(
      document.definitions
        .filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION)
        .map((d) => [d.name.value, d]),
    );
    restrictBySelections(schema, root, operation.selectionSet, fragments, policy, true);
  }
  return {
    ...(policy.maxAge !== undefined ? { maxAge: policy.maxAge } : {}),
    ...(policy.scope ? { scope: policy.scope } : {}),
  };
}

/**
 * Sets each request's cache policy from its operation (worked out once per parsed document: Apollo Server keeps one
 * document object per query text) and sends it as `Cache-Control`, as Apollo's plugin does: `max-age=N, public` (or
 * `private`) for a cacheable answer without errors, `no-store` for anything else. Install it with Apollo's own
 * cache-control plugin disabled.
 */
export function cachePolicyPlugin<Context extends object>(): ApolloServerPlugin<Context> {
  const known = new WeakMap<OperationDefinitionNode, CacheHint>();
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ schema, document, operation, overallCachePolicy }) {
          if (!operation) return;
          let hint = known.get(operation);
          if (!hint) {
            hint = operationCachePolicy(schema, document, operation);
            known.set(operation, hint);
          }
          overallCachePolicy.restrict(hint);
        },
        async willSendResponse({ response, overallCachePolicy }) {
          const cacheable = overallCachePolicy.policyIfCacheable();
          const clean = response.body.kind === 'single' && !response.body.singleResult.errors;
          response.http.headers.set(
            'cache-control',
            cacheable && clean ? `max-age=${cacheable.maxAge}, ${cacheable.scope.toLowerCase()}` : 'no-store',
          );
        },
      };
    },
  };
}
