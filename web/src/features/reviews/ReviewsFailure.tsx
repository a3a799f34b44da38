import { alertSlotRecipe } from '@chakra-theme/recipes/alert';
import { Alert } from '@chakra-ui/react';

/** The reviews could not be fetched: the store's words, as an error alert above where the list would be. */
export function ReviewsFailure({ message }: { message: string }) {
  return (
    <Alert.Root recipe={alertSlotRecipe} status="error" mb="6">
      <Alert.Indicator />
      <Alert.Title>{message}</Alert.Title>
    </Alert.Root>
  );
}
