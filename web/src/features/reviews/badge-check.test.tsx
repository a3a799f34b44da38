import { BadgeCheck as LucideBadgeCheck } from 'lucide-react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { BadgeCheck } from './badge-check';

describe('the verified buyer’s icon', () => {
  it('is Lucide’s badge-check, to the attribute', () => {
    expect(renderToStaticMarkup(<BadgeCheck size={14} aria-hidden="true" focusable="false" />)).toBe(
      renderToStaticMarkup(<LucideBadgeCheck size={14} aria-hidden="true" focusable="false" />),
    );
  });
});
