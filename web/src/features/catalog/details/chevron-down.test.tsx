import { ChevronDown as LucideChevronDown } from 'lucide-react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ChevronDown } from './chevron-down';

describe('the information tabs’ chevron', () => {
  it('is Lucide’s chevron-down, to the attribute', () => {
    expect(renderToStaticMarkup(<ChevronDown />)).toBe(renderToStaticMarkup(<LucideChevronDown />));
  });
});
