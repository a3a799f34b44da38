/**
 * Raster renditions of the catalogue's drawn SVG images, as the api makes them (api/src/media/renditions.ts):
 * `/media/<path>.w480.webp` at the fixed widths it allows. A page offers them as `srcset`, and the browser picks the
 * smallest that fills the slot on its screen; a picture that is not a drawn SVG is offered as it is.
 */
export const RENDITION_WIDTHS = [320, 480, 768] as const;

export interface ResponsiveImage {
  src: string;
  srcSet?: string;
}

export function responsiveImage(url: string): ResponsiveImage {
  if (!/^\/media\/.+\.svg$/i.test(url)) return { src: url };
  const base = url.replace(/\.svg$/i, '');
  return {
    src: `${base}.w480.webp`,
    srcSet: RENDITION_WIDTHS.map((width) => `${base}.w${width}.webp ${width}w`).join(', '),
  };
}
