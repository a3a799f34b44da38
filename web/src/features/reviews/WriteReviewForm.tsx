import type { Reference } from '@apollo/client';
import { useApolloClient } from '@apollo/client/react';
import { alertSlotRecipe } from '@chakra-theme/recipes/alert';
import { fieldSlotRecipe } from '@chakra-theme/recipes/field';
import { Alert, Button, Field, HStack, Input, Stack, Textarea } from '@chakra-ui/react';
import { useId, useState } from 'react';
import type { WriteReviewMutation } from '../../__generated__/graphql';
import { WriteReviewDocument } from '../../__generated__/operations/WriteReview';
import { notify } from '../../app/toast';
import { readableServerError } from '../../shared/errors';
import { SubmitButton } from '../../shared/ui/SubmitButton';
import { StarPicker } from './StarPicker';

export const REVIEW_FALLBACK_ERROR = 'Failed to add review';
export const MAX_TITLE_LENGTH = 120;
export const MAX_COMMENT_LENGTH = 2000;

/** The spec's message for a refused review: the server's message, else 'Failed to add review'. */
export function reviewErrorMessage(error: unknown): string {
  return readableServerError(error) ?? REVIEW_FALLBACK_ERROR;
}

type Payload = WriteReviewMutation['writeReview'];

interface CachedReviews {
  totalCount: number;
  nodes?: readonly Reference[];
}

/**
 * Puts a written review into the product's cached review list: a new review goes to the top, and the summary and
 * count become the server's (which include it). An edited review (one per buyer and product) keeps its place: it is
 * already in the list, or older than the list's newest and further down.
 */
export function addReviewToCache(cache: import('@apollo/client').ApolloCache, productId: string, payload: Payload) {
  const id = cache.identify({ __typename: 'Product', id: productId });
  if (!id) return;
  cache.modify<{ reviews: CachedReviews }>({
    id,
    fields: {
      reviews(existing, { readField, toReference }) {
        const current = existing as CachedReviews | undefined;
        if (!current || typeof current !== 'object') return existing;
        const nodes = current.nodes ?? [];
        const ref = toReference({ __typename: 'Review', id: payload.review.id });
        const present = nodes.some((node) => readField<string>('id', node) === payload.review.id);
        const newest = nodes[0] ? readField<string>('createdAt', nodes[0]) : undefined;
        const isNew = !present && (!newest || payload.review.createdAt >= newest);
        return {
          ...current,
          totalCount: payload.summary.total,
          summary: payload.summary,
          nodes: isNew && ref ? [ref, ...nodes] : nodes,
        } as typeof existing;
      },
    },
  });
}

/**
 * WRITE A REVIEW's form: a star picker (1 to 5, starting at 0), a title and a comment (both required), Cancel and
 * SUBMIT REVIEW. A refused review shows the server's message (else 'Failed to add review') in an alert; an accepted
 * one goes to the top of the list, and the form resets and closes.
 */
export function WriteReviewForm({ productId, onClose }: { productId: string; onClose: () => void }) {
  const client = useApolloClient();
  const formId = useId();
  const [rating, setRating] = useState(0);
  const [title, setTitle] = useState('');
  const [comment, setComment] = useState('');
  const [errors, setErrors] = useState<{ title?: string; comment?: string }>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const reset = () => {
    setRating(0);
    setTitle('');
    setComment('');
    setErrors({});
    setFailure(null);
  };

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const found: typeof errors = {};
    if (!title.trim()) found.title = 'Title is required';
    if (!comment.trim()) found.comment = 'Comment is required';
    setErrors(found);
    setFailure(null);
    if (found.title || found.comment) {
      document.getElementById(`${formId}-${found.title ? 'title' : 'comment'}`)?.focus();
      return;
    }
    setSubmitting(true);
    try {
      await client.mutate({
        mutation: WriteReviewDocument,
        variables: { productId, rating, title: title.trim(), comment: comment.trim() },
        update: (cache, { data }) => {
          if (data?.writeReview) addReviewToCache(cache, productId, data.writeReview);
        },
      });
      reset();
      onClose();
      notify({ type: 'success', title: 'Thank you for your review' });
    } catch (e) {
      console.error('Failed to add review', e);
      setFailure(reviewErrorMessage(e));
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Write a review" data-testid="review-form">
      <Stack gap="4" p={{ base: '4', md: '6' }} mb="6" borderWidth="1px" borderColor="gray.200" rounded="md" bg="white">
        {failure && (
          <Alert.Root recipe={alertSlotRecipe} status="error" role="alert">
            <Alert.Indicator />
            <Alert.Title>{failure}</Alert.Title>
          </Alert.Root>
        )}
        <StarPicker value={rating} onChange={setRating} disabled={submitting} />
        <Field.Root
          recipe={fieldSlotRecipe}
          id={`${formId}-title`}
          invalid={Boolean(errors.title)}
          required
          disabled={submitting}
        >
          <Field.Label>
            Title
            <Field.RequiredIndicator />
          </Field.Label>
          <Input
            name="title"
            value={title}
            maxLength={MAX_TITLE_LENGTH}
            onChange={(e) => setTitle(e.target.value)}
            required={false}
            aria-required
          />
          {errors.title && <Field.ErrorText>{errors.title}</Field.ErrorText>}
        </Field.Root>
        <Field.Root
          recipe={fieldSlotRecipe}
          id={`${formId}-comment`}
          invalid={Boolean(errors.comment)}
          required
          disabled={submitting}
        >
          <Field.Label>
            Comment
            <Field.RequiredIndicator />
          </Field.Label>
          <Textarea
            name="comment"
            value={comment}
            rows={4}
            maxLength={MAX_COMMENT_LENGTH}
            onChange={(e) => setComment(e.target.value)}
            required={false}
            aria-required
          />
          {errors.comment && <Field.ErrorText>{errors.comment}</Field.ErrorText>}
        </Field.Root>
        <HStack gap="3" justify="flex-end">
          <Button
            type="button"
            variant="outline"
            onClick={() => {
              reset();
              onClose();
            }}
            disabled={submitting}
          >
            Cancel
          </Button>
          <SubmitButton bg="brand.navy" color="white" letterSpacing="wider" loading={submitting}>
            SUBMIT REVIEW
          </SubmitButton>
        </HStack>
      </Stack>
    </form>
  );
}
