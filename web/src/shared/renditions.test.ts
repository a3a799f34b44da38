import { describe, expect, it } from 'vitest';
import { responsiveImage } from './renditions';

describe('responsiveImage', () => {
  it('offers the widths of a drawing and of a photo the back office uploaded', () => {
    expect(responsiveImage('/media/products/a.svg')).toEqual({
      src: '/media/products/a.w480.webp',
      srcSet: '/media/products/a.w320.webp 320w, /media/products/a.w480.webp 480w, /media/products/a.w768.webp 768w',
    });
    for (const photo of [
      '/media/products/uploads/b.jpg',
      '/media/products/uploads/b.png',
      '/media/products/uploads/b.webp',
    ]) {
      expect(responsiveImage(photo)).toMatchObject({
        src: '/media/products/uploads/b.w480.webp',
        srcSet: expect.stringContaining('/media/products/uploads/b.w768.webp 768w'),
      });
    }
  });

  it('offers any other picture as it is', () => {
    for (const url of [
      '/media/products/uploads/c.gif',
      '/media/uploads/d.jpg',
      'https://cdn.example/e.jpg',
      '/media/x/f.png',
    ]) {
      expect(responsiveImage(url)).toEqual({ src: url });
    }
  });
});
