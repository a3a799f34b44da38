import type { TypedDocumentNode } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import type { DeliveryEstimateQuery, DeliveryEstimateQueryVariables } from '../graphql';

export const DeliveryEstimateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DeliveryEstimate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pincode"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},"directives":[]}],"directives":[],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deliveryEstimate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"pincode"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pincode"}}}],"directives":[],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DeliveryEstimateFields"},"directives":[]}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DeliveryEstimateFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DeliveryEstimate"}},"directives":[],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pincode"},"arguments":[],"directives":[]},{"kind":"Field","name":{"kind":"Name","value":"serviceable"},"arguments":[],"directives":[]},{"kind":"Field","name":{"kind":"Name","value":"codAvailable"},"arguments":[],"directives":[]},{"kind":"Field","name":{"kind":"Name","value":"deliveryBy"},"arguments":[],"directives":[]},{"kind":"Field","name":{"kind":"Name","value":"expressBy"},"arguments":[],"directives":[]},{"kind":"Field","name":{"kind":"Name","value":"source"},"arguments":[],"directives":[]}]}}]} as unknown as TypedDocumentNode<DeliveryEstimateQuery, DeliveryEstimateQueryVariables>;

/** Options are optional exactly when the operation has no required variables. */
export function useDeliveryEstimateQuery(
  ...[options]: Record<string, never> extends DeliveryEstimateQueryVariables
    ? [options?: useQuery.Options<DeliveryEstimateQuery, DeliveryEstimateQueryVariables>]
    : [options: useQuery.Options<DeliveryEstimateQuery, DeliveryEstimateQueryVariables>]
) {
  return useQuery(DeliveryEstimateDocument, options as useQuery.Options<DeliveryEstimateQuery, DeliveryEstimateQueryVariables>);
}
