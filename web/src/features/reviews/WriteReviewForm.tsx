import { useApolloClient } from '@apollo/client/react';
import { alertSlotRecipe } from '@chakra-theme/recipes/alert';
import { fieldSlotRecipe } from '@chakra-theme/recipes/field';
import { Alert, Button, Field, HStack, Input, Stack, Textarea } from '@chakra-ui/react';
import { useId, useState } from 'react';
import { WriteReviewDocument } from '../../__generated__/operations/WriteReview';
import { notify } from '../../app/toast';
import { SubmitButton } from '../../shared/ui/SubmitButton';
import { addReviewToCache, reviewErrorMessage } from './review-writes';
import { StarPicker } from './StarPicker';

export const MAX_TITLE_LENGTH = 120;
export const MAX_COMMENT_LENGTH = 2000;

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
