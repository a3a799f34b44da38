import { Button } from '@chakra-ui/react';
import { lazy, Suspense, useState } from 'react';
import type { SizeGuideFragment } from '../../../__generated__/graphql';

const loadDialog = () => import('./SizeGuideDialog');
const SizeGuideDialog = lazy(loadDialog);

/**
 * The 'Size Guide' link beside the size picker. Its dialog (the chart for the product's category and tips) is a chunk
 * of its own, out of the product page's first load: fetched when the pointer comes near the link or it takes focus,
 * and shown the first time it is pressed.
 */
export function SizeGuide({ product }: { product: SizeGuideFragment }) {
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const prefetch = () => void loadDialog().catch(() => undefined);
  return (
    <>
      <Button
        variant="plain"
        size="sm"
        px="0"
        h="auto"
        color="brand.navy"
        textDecoration="underline"
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={prefetch}
        onFocus={prefetch}
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
      >
        Size Guide
      </Button>
      {used && (
        <Suspense fallback={null}>
          <SizeGuideDialog product={product} open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
