/**
 * Raster renditions of the catalogue's drawn SVG images and of the photos the back office uploads, as the api makes
 * them (api/src/media/renditions.ts): `/media/<path>.w480.webp` at the fixed widths it allows. A page offers them as
 * `srcset`, and the browser picks the smallest that fills the slot on its screen; any other picture (a GIF, a buyer's
 * upload) is offered as it is.
 */
export const RENDITION_WIDTHS = [320, 480, 768] as const;

/** A drawing anywhere under /media, or a photo the back office uploaded (its size was checked on upload). */
const RENDERED = /^\/media\/(.+\.svg|products\/uploads\/[^/]+\.(jpe?g|png|webp))$/i;

export interface ResponsiveImage {
  src: string;
  srcSet?: string;
}

export function responsiveImage(url: string): ResponsiveImage {
  if (!RENDERED.test(url)) return { src: url };
  const base = url.replace(/\.[a-z]+$/i, '');
  return {
    src: `${base}.w480.webp`,
    srcSet: RENDITION_WIDTHS.map((width) => `${base}.w${width}.webp ${width}w`).join(', '),
  };
}
