import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { RenderProviders } from '../RenderProviders';
import { headTags, type PageHead, renderHeadTags } from './page-head';
import { usePageHead } from './use-page-head';

const PUBLIC_URL = 'http://localhost';
const head: PageHead = {
  title: 'Suits | Sutra',
  description: 'Suits at Sutra.',
  path: '/product-listing/suits',
  preloadImage: { href: '/media/a.w480.webp', srcSet: '/media/a.w320.webp 320w', sizes: '50vw' },
};

function Page({ value }: { value: PageHead }) {
  usePageHead(value);
  return null;
}

const renderPage = (value: PageHead) =>
  render(
    <RenderProviders recorder={null} config={{ publicUrl: PUBLIC_URL }}>
      <MemoryRouter initialEntries={[value.path ?? '/']}>
        <Page value={value} />
      </MemoryRouter>
    </RenderProviders>,
  );

afterEach(() => {
  document.head.innerHTML = '';
});

describe('usePageHead in the browser', () => {
  it('leaves the head the server wrote alone when it is already the page’s (no refetched preload)', () => {
    document.head.innerHTML = renderHeadTags(headTags(head, PUBLIC_URL, head.path ?? '/'));
    const before = [...document.head.children];
    renderPage(head);
    expect([...document.head.children]).toEqual(before);
  });

  it('replaces the head tags of another page', () => {
    document.head.innerHTML = renderHeadTags(headTags(head, PUBLIC_URL, head.path ?? '/'));
    const preload = document.head.querySelector('link[rel=preload]');
    renderPage({ ...head, title: 'Blazers | Sutra', path: '/product-listing/blazers' });
    expect(document.title).toBe('Blazers | Sutra');
    expect(document.head.querySelector('link[rel=canonical]')?.getAttribute('href')).toBe(
      `${PUBLIC_URL}/product-listing/blazers`,
    );
    expect(document.head.contains(preload)).toBe(false);
  });
});
