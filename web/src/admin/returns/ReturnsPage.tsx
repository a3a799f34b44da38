import { nativeSelectSlotRecipe } from '@chakra-theme/recipes/native-select';
import { Box, Button, Field, Heading, NativeSelect, Spinner, Stack, Text } from '@chakra-ui/react';
import { useSearchParams } from 'react-router';
import { useReturnQueueQuery } from '../../__generated__/admin/operations/ReturnQueue';
import { isServerError, readableServerError } from '../../shared/errors';
import { FormAlert } from '../../shared/forms/AuthLayout';
import { useLoadMore } from '../layout/use-load-more';
import { ReturnCard } from './ReturnCard';
import { isReturnState, RETURN_STATE_LABELS, RETURN_STATES } from './return-words';

export const RETURNS_FORBIDDEN = 'Your role does not work returns.';

/**
 * /admin/returns: the returns queue, newest first, by state (kept in the URL; "Requested" first, the work waiting),
 * 25 at a time with "Load more" following the api's cursor. Each return is worked where it is listed.
 */
export function ReturnsPage() {
  const [params, setParams] = useSearchParams();
  const raw = params.get('state');
  const state = raw === 'ALL' ? null : isReturnState(raw) ? raw : 'REQUESTED';
  const { data, loading, error, fetchMore } = useReturnQueueQuery({
    variables: { state },
    fetchPolicy: 'cache-and-network',
  });
  const page = data?.returnRequests;

  const { loadMore, loadingMore, moreError } = useLoadMore(
    page?.nextCursor
      ? () =>
          fetchMore({
            variables: { after: page?.nextCursor },
            updateQuery: (previous, { fetchMoreResult }) => ({
              ...fetchMoreResult,
              returnRequests: {
                ...fetchMoreResult.returnRequests,
                items: [...(previous.returnRequests?.items ?? []), ...fetchMoreResult.returnRequests.items],
              },
            }),
          })
      : null,
    'More returns cannot load right now.',
  );

  return (
    <Box>
      <Heading as="h1" size="xl" mb="4">
        Returns
      </Heading>
      {isServerError(error, 'FORBIDDEN') ? (
        <FormAlert>{RETURNS_FORBIDDEN}</FormAlert>
      ) : (
        <>
          <Field.Root maxW="xs" mb="4">
            <Field.Label fontWeight="medium">State</Field.Label>
            <NativeSelect.Root recipe={nativeSelectSlotRecipe} size="sm">
              <NativeSelect.Field
                name="state"
                bg="white"
                value={state ?? 'ALL'}
                onChange={(e) => setParams({ state: e.currentTarget.value })}
              >
                {RETURN_STATES.map((s) => (
                  <option key={s} value={s}>
                    {RETURN_STATE_LABELS[s]}
                  </option>
                ))}
                <option value="ALL">Every state</option>
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
          {error && !data && <FormAlert>{readableServerError(error) ?? 'Returns cannot load right now.'}</FormAlert>}
          {loading && !page ? (
            <Spinner aria-label="Loading" />
          ) : page && page.items.length === 0 ? (
            <Text>No returns here.</Text>
          ) : (
            <Stack as="ul" gap="3" ps="0" aria-label="Return requests" aria-busy={loading}>
              {page?.items.map((r) => (
                <Box as="li" key={r.id} listStyleType="none">
                  <ReturnCard request={r} />
                </Box>
              ))}
            </Stack>
          )}
          {moreError && <FormAlert>{moreError}</FormAlert>}
          {page?.nextCursor && (
            <Button mt="4" variant="outline" onClick={loadMore} loading={loadingMore}>
              Load more
            </Button>
          )}
        </>
      )}
    </Box>
  );
}
