import type { ApolloServerPlugin } from '@apollo/server';
import { ApolloArmor } from '@escape.tech/graphql-armor';
import { GraphQLError } from 'graphql';

/**
 * Rejects abusive operations before they execute: deep nesting, alias floods, huge documents and too many
 * directives. The numbers leave room for the store's own heaviest query (a details page with related products)
 * and Apollo Sandbox's introspection query. What an operation costs is weighed apart, with its variables' values
 * (`operation-cost.ts`): graphql-armor's cost limit reads only the document, so a list size sent as a variable went
 * uncounted.
 */
export const OPERATION_LIMITS = {
  maxDepth: 10,
  maxAliases: 15,
  maxTokens: 3000,
  maxDirectives: 30,
} as const;

/**
 * The token limit is graphql-js's own parser option: the parser stops at the limit and the request fails as any
 * syntax error does (400, GRAPHQL_PARSE_FAILED). graphql-armor's token plugin parses a second time in a hook whose
 * errors Apollo Server answers with 500 — a syntax error in any document did too.
 */
export const PARSE_OPTIONS = { maxTokens: OPERATION_LIMITS.maxTokens } as const;

export function createArmor(production: boolean) {
  return new ApolloArmor({
    maxDepth: { n: OPERATION_LIMITS.maxDepth, ignoreIntrospection: true, flattenFragments: true },
    maxAliases: { n: OPERATION_LIMITS.maxAliases },
    maxTokens: { enabled: false },
    maxDirectives: { n: OPERATION_LIMITS.maxDirectives },
    costLimit: { enabled: false },
    // Field suggestions ("did you mean …") help developers; in production they would map the schema for attackers.
    blockFieldSuggestion: { enabled: production },
  }).protect();
}

/**
 * Refuses, with 400 before execution, an operation of a kind the schema has no root type for (a subscription):
 * graphql-js 16 only finds out while executing, and Apollo Server then answers 200 with an internal error.
 */
export function operationKindPlugin<Context extends object>(): ApolloServerPlugin<Context> {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ schema, operation }) {
          if (!operation || schema.getRootType(operation.operation)) return;
          throw new GraphQLError(`This schema has no ${operation.operation} operations.`, {
            nodes: [operation],
            extensions: { code: 'GRAPHQL_VALIDATION_FAILED', http: { status: 400 } },
          });
        },
      };
    },
  };
}
