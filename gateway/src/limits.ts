import { ApolloArmor } from '@escape.tech/graphql-armor';

/**
 * Rejects abusive operations before they execute: deep nesting, alias floods, huge documents and expensive
 * selections. The numbers leave room for the store's own heaviest query (a details page with related products)
 * and Apollo Sandbox's introspection query.
 */
export const OPERATION_LIMITS = {
  maxDepth: 10,
  maxAliases: 15,
  maxTokens: 3000,
  maxDirectives: 30,
  maxCost: 12_000,
} as const;

export function createArmor(production: boolean) {
  return new ApolloArmor({
    maxDepth: { n: OPERATION_LIMITS.maxDepth, ignoreIntrospection: true, flattenFragments: true },
    maxAliases: { n: OPERATION_LIMITS.maxAliases },
    maxTokens: { n: OPERATION_LIMITS.maxTokens },
    maxDirectives: { n: OPERATION_LIMITS.maxDirectives },
    costLimit: { maxCost: OPERATION_LIMITS.maxCost, ignoreIntrospection: true },
    // Field suggestions ("did you mean …") help developers; in production they would map the schema for attackers.
    blockFieldSuggestion: { enabled: production },
  }).protect();
}
