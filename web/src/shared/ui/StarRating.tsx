import { Box } from '@chakra-ui/react';
import { SpriteIcon } from './SpriteIcon';
import type { SpriteSymbol } from './sprite-symbols';

const STAR_PATH = 'M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z';
/** Each star is 24 units wide with 2 between them, as the row's gap was. */
const STEP = 26;
const ROW_WIDTH = STEP * 4 + 24;

/** Five stars in one drawing: a row of paths, each moved along by one step; written once in the page's sprite. */
const STARS_SYMBOL: SpriteSymbol = {
  id: 'icon-stars',
  viewBox: `0 0 ${ROW_WIDTH} 24`,
  markup: [0, 1, 2, 3, 4]
    .map((index) => `<path d="${STAR_PATH}"${index ? ` transform="translate(${index * STEP})"` : ''}/>`)
    .join(''),
};

const Stars = ({ color }: { color: string }) => <SpriteIcon symbol={STARS_SYMBOL} height="100%" fill={color} />;

/**
 * Five stars filled to `value` (partial stars for averages), read out as 'Rated 4.3 out of 5': a grey row with the gold
 * row over it, cut at the rating's width. Two uses of one drawing per rating rather than ten drawings, and the width
 * an inline style rather than a class per value, so a page of reviews stays light.
 */
export function StarRating({ value, size = '4' }: { value: number; size?: string }) {
  const rating = Math.max(0, Math.min(5, Number.isFinite(value) ? value : 0));
  const label = `Rated ${Number.isInteger(rating) ? rating : rating.toFixed(1)} out of 5`;
  // The gold row covers whole stars and the part of the one the average reaches into, gaps left out.
  const whole = Math.floor(rating);
  const covered = whole * STEP + Math.min(1, rating - whole) * 24;
  return (
    <Box
      position="relative"
      display="inline-block"
      h={size}
      flexShrink="0"
      role="img"
      aria-label={label}
      data-rating={rating}
      lineHeight="0"
    >
      <Stars color="#d9d4cb" />
      <Box
        position="absolute"
        insetY="0"
        insetStart="0"
        overflow="hidden"
        style={{ width: `${((covered / ROW_WIDTH) * 100).toFixed(2)}%` }}
      >
        <Stars color="#c9a24a" />
      </Box>
    </Box>
  );
}
