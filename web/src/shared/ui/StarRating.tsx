import { Box, HStack } from '@chakra-ui/react';

const STAR_PATH = 'M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z';

function Star({ fill, size }: { fill: number; size: string }) {
  return (
    <Box position="relative" w={size} h={size} flexShrink="0">
      <svg viewBox="0 0 24 24" width="100%" height="100%" aria-hidden="true" focusable="false">
        <path d={STAR_PATH} fill="#d9d4cb" />
      </svg>
      <Box position="absolute" inset="0" overflow="hidden" w={`${Math.round(fill * 100)}%`}>
        <Box w={size} h={size}>
          <svg viewBox="0 0 24 24" width="100%" height="100%" aria-hidden="true" focusable="false">
            <path d={STAR_PATH} fill="#c9a24a" />
          </svg>
        </Box>
      </Box>
    </Box>
  );
}

/** Five stars filled to `value` (partial stars for averages), read out as 'Rated 4.3 out of 5'. */
export function StarRating({ value, size = '4' }: { value: number; size?: string }) {
  const rating = Math.max(0, Math.min(5, Number.isFinite(value) ? value : 0));
  const label = `Rated ${Number.isInteger(rating) ? rating : rating.toFixed(1)} out of 5`;
  return (
    <HStack gap="0.5" role="img" aria-label={label} data-rating={rating}>
      {[1, 2, 3, 4, 5].map((star) => (
        <Star key={star} fill={Math.max(0, Math.min(1, rating - (star - 1)))} size={size} />
      ))}
    </HStack>
  );
}
