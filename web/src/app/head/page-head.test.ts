import { describe, expect, it } from 'vitest';
import { inr } from '../../shared/money/format-money';
import { absoluteUrl, headTags, rasterImage, renderHeadTags, scriptSafeJson } from './page-head';

const PUBLIC = 'https://www.sutra.in';

describe('headTags', () => {
  it('writes a product page’s title, canonical, Open Graph product tags with a raster image, and JSON-LD', () => {
    const tags = headTags(
      {
        title: 'Milano Suit | Sutra',
        description: 'A two-piece suit.',
        path: '/product-details/p1/milano-suit/suits',
        image: '/media/products/v1-1.svg',
        imageAlt: 'Milano Suit',
        type: 'product',
        product: { price: inr(1_249_900), inStock: true },
        jsonLd: [{ '@type': 'Product', name: 'Milano Suit' }],
      },
      PUBLIC,
      '/product-details/p1/milano-suit/suits',
    );
    const html = renderHeadTags(tags);
    expect(html).toContain('<title data-head>Milano Suit | Sutra</title>');
    expect(html).toContain(
      '<link rel="canonical" href="https://www.sutra.in/product-details/p1/milano-suit/suits" data-head>',
    );
    expect(html).toContain('<meta property="og:type" content="product" data-head>');
    expect(html).toContain(
      '<meta property="og:image" content="https://www.sutra.in/media/products/v1-1.jpg" data-head>',
    );
    expect(html).toContain('<meta property="product:price:amount" content="12499.00" data-head>');
    expect(html).toContain('<meta property="product:price:currency" content="INR" data-head>');
    expect(html).toContain('<meta property="product:availability" content="in stock" data-head>');
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image" data-head>');
    expect(html).toContain(
      '<script type="application/ld+json" data-head>{"@type":"Product","name":"Milano Suit"}</script>',
    );
    expect(html).not.toContain('robots');
  });

  it('takes the current path (without its query) as the canonical one, and keeps private pages out of search', () => {
    const html = renderHeadTags(headTags({ title: 'Cart | Sutra', noindex: true }, PUBLIC, '/cart?x=1'));
    expect(html).toContain('<link rel="canonical" href="https://www.sutra.in/cart" data-head>');
    expect(html).toContain('<meta name="robots" content="noindex, nofollow" data-head>');
    expect(html).toContain('<meta name="twitter:card" content="summary" data-head>');
    expect(html).not.toContain('og:image');
  });

  it('escapes what the page says, so a product name cannot break out of its element or attribute', () => {
    const html = renderHeadTags(
      headTags(
        {
          title: 'A </title><script>alert(1)</script>',
          description: '" onmouseover="alert(1)',
          jsonLd: [{ name: '</script><script>alert(1)</script>' }],
        },
        PUBLIC,
        '/',
      ),
    );
    expect(html).toContain('<title data-head>A &lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt;</title>');
    expect(html).toContain('content="&quot; onmouseover=&quot;alert(1)"');
    expect(html).toContain('\\u003c/script>\\u003cscript>alert(1)\\u003c/script>');
    expect(html.match(/<script/g)).toHaveLength(1);
  });
});

describe('helpers', () => {
  it('makes store paths absolute on the public origin and leaves absolute URLs alone', () => {
    expect(absoluteUrl(PUBLIC, '/media/a.jpg')).toBe('https://www.sutra.in/media/a.jpg');
    expect(absoluteUrl(PUBLIC, 'https://cdn.example/x.jpg')).toBe('https://cdn.example/x.jpg');
  });

  it('names the JPEG preview of a drawn SVG or an uploaded photo, and keeps other images as they are', () => {
    expect(rasterImage('/media/products/a-1.svg')).toBe('/media/products/a-1.jpg');
    expect(rasterImage('/media/hero/poster.webp')).toBe('/media/hero/poster.webp');
    expect(rasterImage('/media/products/uploads/b-2.png')).toBe('/media/products/uploads/b-2.jpg');
    expect(rasterImage('/media/products/uploads/b-3.webp')).toBe('/media/products/uploads/b-3.jpg');
    expect(rasterImage('/media/products/uploads/b-4.jpg')).toBe('/media/products/uploads/b-4.jpg');
    expect(rasterImage('/media/uploads/return-photo.png')).toBe('/media/uploads/return-photo.png');
  });

  it('keeps JSON safe inside a script element, line separators included', () => {
    expect(scriptSafeJson('{"a":"<!--\\u2028"}')).toBe('{"a":"\\u003c!--\\u2028"}');
  });
});
