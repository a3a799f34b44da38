import { Box, type BoxProps, Flex } from '@chakra-ui/react';
import { MoveHorizontal } from 'lucide-react';
import { type ReactNode, type RefObject, useEffect, useRef, useState } from 'react';

export const SIDE_SCROLL_HINT = 'Scroll sideways to see every column';

/** Whether the element's content is wider than the element, following resizes of either. */
function useOverflowsSideways(ref: RefObject<HTMLElement | null>): boolean {
  const [overflows, setOverflows] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const measure = () => setOverflows(element.scrollWidth > element.clientWidth + 1);
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    for (const child of Array.from(element.children)) observer.observe(child);
    measure();
    return () => observer.disconnect();
  }, [ref]);
  return overflows;
}

export interface SideScrollProps extends Omit<BoxProps, 'children'> {
  /** The region's accessible name (while it scrolls it takes keyboard focus, so arrow keys scroll it). */
  label: string;
  children: ReactNode;
}

/**
 * A wide table's box: it scrolls sideways when the screen is narrower than the table, and then says so under it, so
 * no column hides in an unmarked scroll box. When everything fits, it is just a box.
 */
export function SideScroll({ label, children, ...boxProps }: SideScrollProps) {
  const ref = useRef<HTMLDivElement>(null);
  const overflows = useOverflowsSideways(ref);
  return (
    <>
      <Box
        ref={ref}
        overflowX="auto"
        tabIndex={overflows ? 0 : undefined}
        role="region"
        aria-label={label}
        data-overflowing={overflows ? '' : undefined}
        _focusVisible={{ outline: '2px solid', outlineColor: 'brand.gold', outlineOffset: '2px' }}
        {...boxProps}
      >
        {children}
      </Box>
      {overflows && (
        <Flex
          align="center"
          gap="1.5"
          mt="1.5"
          fontSize="xs"
          color="fg.muted"
          data-testid="side-scroll-hint"
          _print={{ display: 'none' }}
        >
          <MoveHorizontal size={14} aria-hidden />
          {SIDE_SCROLL_HINT}
        </Flex>
      )}
    </>
  );
}
