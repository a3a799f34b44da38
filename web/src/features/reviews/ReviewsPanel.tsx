import { Box, Button, Center, Flex, Heading, Spinner, Text } from '@chakra-ui/react';
import { lazy, Suspense, useId, useState } from 'react';
import { useSession } from '../../shared/session/session';
import { ReviewBreakdown } from './ReviewBreakdown';
import { ReviewList } from './ReviewList';
import type { ProductReviews } from './use-product-reviews';

/**
 * The review form's code (its fields, the write and its messages) is a chunk of its own, out of the product page's
 * load: fetched when the pointer comes near WRITE A REVIEW or it takes focus, and shown once it is pressed.
 */
const loadForm = () => import('./WriteReviewForm');
const WriteReviewForm = lazy(() => loadForm().then((module) => ({ default: module.WriteReviewForm })));

/**
 * Likewise the alert for reviews that failed to load, which a page seldom shows: Chakra's alert (and the field and
 * checkbox parts the bundler keeps in its chunk) is no part of a product page's load.
 */
const ReviewsFailure = lazy(() => import('./ReviewsFailure').then((module) => ({ default: module.ReviewsFailure })));

export interface ReviewsPanelProps {
  reviews: ProductReviews;
  /** The product reviewed: WRITE A REVIEW's form writes for it. */
  productId: string;
}

/**
 * The CUSTOMER REVIEWS tab: average, 5-to-1 star breakdown, the reviews 3 at a time, and for a signed-in buyer WRITE A
 * REVIEW, which opens the review form above the list (and closes it again).
 */
export function ReviewsPanel({ reviews, productId }: ReviewsPanelProps) {
  const { signedIn } = useSession();
  const { connection, loading, errorMessage, loadingMore, loadMore } = reviews;
  const [writing, setWriting] = useState(false);
  const formRegion = useId();
  const prefetchForm = () => void loadForm().catch(() => undefined);

  return (
    <Box data-testid="reviews-panel">
      <Flex justify="space-between" align="center" gap="4" mb="6" wrap="wrap">
        <Heading as="h2" size="lg">
          Customer Reviews
        </Heading>
        {signedIn && (
          <Button
            variant="outline"
            borderColor="brand.navy"
            color="brand.navy"
            size="sm"
            onClick={() => setWriting((open) => !open)}
            aria-expanded={writing}
            aria-controls={formRegion}
            onPointerEnter={prefetchForm}
            onFocus={prefetchForm}
          >
            WRITE A REVIEW
          </Button>
        )}
      </Flex>

      <Box id={formRegion}>
        {signedIn && writing && (
          <Suspense fallback={null}>
            <WriteReviewForm productId={productId} onClose={() => setWriting(false)} />
          </Suspense>
        )}
      </Box>

      {errorMessage && (
        <Suspense fallback={null}>
          <ReviewsFailure message={errorMessage} />
        </Suspense>
      )}

      {loading && (
        <Center py="8">
          <Spinner color="brand.navy" aria-label="Loading reviews" />
        </Center>
      )}

      {connection && (
        <>
          {connection.totalCount > 0 ? (
            <ReviewBreakdown summary={connection.summary} />
          ) : (
            <Text color="fg.muted">No reviews yet. Bought this piece? Tell other shoppers how it fits.</Text>
          )}
          {connection.nodes.length > 0 && (
            <Box mt="6">
              <ReviewList reviews={connection.nodes} />
            </Box>
          )}
          {connection.pageInfo.hasNextPage && (
            <Center mt="6">
              <Button
                variant="outline"
                borderColor="brand.navy"
                color="brand.navy"
                onClick={() => void loadMore()}
                loading={loadingMore}
                loadingText="Loading reviews"
              >
                See More Reviews
              </Button>
            </Center>
          )}
        </>
      )}
    </Box>
  );
}
