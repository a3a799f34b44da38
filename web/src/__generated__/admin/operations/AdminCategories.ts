import type { TypedDocumentNode } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import type { AdminCategoriesQuery, AdminCategoriesQueryVariables } from '../graphql';

export const AdminCategoriesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminCategories"},"variableDefinitions":[],"directives":[],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"categories"},"arguments":[],"directives":[],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminCategoryFields"},"directives":[]}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminCategoryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminCategory"}},"directives":[],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"},"arguments":[],"directives":[]},{"kind":"Field","name":{"kind":"Name","value":"name"},"arguments":[],"directives":[]},{"kind":"Field","name":{"kind":"Name","value":"value"},"arguments":[],"directives":[]},{"kind":"Field","name":{"kind":"Name","value":"position"},"arguments":[],"directives":[]},{"kind":"Field","name":{"kind":"Name","value":"products"},"arguments":[],"directives":[]},{"kind":"Field","name":{"kind":"Name","value":"filters"},"arguments":[],"directives":[],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"attributeName"},"arguments":[],"directives":[]},{"kind":"Field","name":{"kind":"Name","value":"values"},"arguments":[],"directives":[],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"label"},"arguments":[],"directives":[]},{"kind":"Field","name":{"kind":"Name","value":"value"},"arguments":[],"directives":[]}]}}]}}]}}]} as unknown as TypedDocumentNode<AdminCategoriesQuery, AdminCategoriesQueryVariables>;

/** Options are optional exactly when the operation has no required variables. */
export function useAdminCategoriesQuery(
  ...[options]: Record<string, never> extends AdminCategoriesQueryVariables
    ? [options?: useQuery.Options<AdminCategoriesQuery, AdminCategoriesQueryVariables>]
    : [options: useQuery.Options<AdminCategoriesQuery, AdminCategoriesQueryVariables>]
) {
  return useQuery(AdminCategoriesDocument, options as useQuery.Options<AdminCategoriesQuery, AdminCategoriesQueryVariables>);
}
