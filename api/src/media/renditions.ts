import path from 'node:path';
import type Sharp from 'sharp';
import type { MediaStore } from './store.js';

/**
 * Raster renditions of the catalogue's drawn SVG images: link previews (WhatsApp, Facebook) and some mail clients
 * show no SVG. `/media/<path>.jpg` and `/media/<path>.webp` answer a rendition of `/media/<path>.svg`, made on the
 * first request and kept under `renditions/<path>.<format>` in the media store, so later requests are reads.
 */

export type RenditionFormat = 'jpeg' | 'webp';

const FORMAT_OF_EXTENSION: Record<string, RenditionFormat> = { '.jpg': 'jpeg', '.webp': 'webp' };

/** Previews ask for about 1200 px wide; larger only costs bytes. The drawings are vectors, so smaller ones scale up. */
export const RENDITION_LONGEST_SIDE = 1200;
export const JPEG_QUALITY = 82;
export const WEBP_QUALITY = 80;
/** JPEG has no transparency: transparent parts of a drawing become white, as they look on the store's pages. */
const JPEG_BACKGROUND = '#ffffff';
/** librsvg's density for an SVG's own size (1 user unit = 1 px). */
const SVG_BASE_DENSITY = 72;

export const RENDITIONS_FOLDER = 'renditions';

/**
 * The widths a page may ask for (`/media/<path>.w480.webp`), for `srcset`: a phone's product card, a phone's full
 * width, a tablet's. Only these: any other width is no rendition at all (a 404), so no one can make the store render
 * and keep images of every size (a resize bomb).
 */
export const RENDITION_WIDTHS = [320, 480, 768] as const;
export type RenditionWidth = (typeof RENDITION_WIDTHS)[number];
const WIDTH_SUFFIX = /\.w(\d+)$/;

export interface RenditionRequest {
  format: RenditionFormat;
  /** The SVG the rendition is made from, relative to the media root. */
  source: string;
  /** Where the rendition is kept in the media store. */
  stored: string;
  /** The width asked for, one of `RENDITION_WIDTHS`; none for the preview size (longest side 1200 px). */
  width?: RenditionWidth;
}

/**
 * What a media path (relative, already decoded and known to stay inside the media root) asks to render, if it
 * names a rendition at all. Hidden segments are never sources, like the files the media route refuses to serve.
 */
export function renditionRequestOf(relativePath: string): RenditionRequest | undefined {
  const extension = path.posix.extname(relativePath);
  const format = FORMAT_OF_EXTENSION[extension];
  if (!format) return undefined;
  if (relativePath.split('/').some((segment) => segment.startsWith('.') || segment === '')) return undefined;
  let base = relativePath.slice(0, -extension.length);
  const sized = WIDTH_SUFFIX.exec(base);
  let width: RenditionWidth | undefined;
  if (sized) {
    width = RENDITION_WIDTHS.find((allowed) => String(allowed) === sized[1]);
    if (!width) return undefined;
    base = base.slice(0, -sized[0].length);
  }
  return {
    format,
    source: `${base}.svg`,
    stored: `${RENDITIONS_FOLDER}/${relativePath}`,
    ...(width ? { width } : {}),
  };
}

let loadedSharp: Promise<typeof Sharp> | undefined;

/**
 * sharp, loaded on the first rendition a process makes: libvips adds about 28 MiB to a process's memory, and a
 * replica whose renditions are all made (they are kept) never needs it. Its operation cache is off: each rendition
 * is made once and stored, so nothing would be read from it again.
 */
function loadSharp(): Promise<typeof Sharp> {
  loadedSharp ??= import('sharp').then(({ default: sharp }) => {
    sharp.cache(false);
    return sharp;
  });
  return loadedSharp;
}

/**
 * Renders an SVG to the format, keeping its aspect: `targetWidth` wide when given, else its longest side
 * `RENDITION_LONGEST_SIDE`.
 */
export async function renderSvg(svg: Buffer, format: RenditionFormat, targetWidth?: RenditionWidth): Promise<Buffer> {
  const sharp = await loadSharp();
  const { width, height } = await sharp(svg).metadata();
  const longest = Math.max(width ?? 0, height ?? 0) || RENDITION_LONGEST_SIDE;
  // Rasterise at the density that gives the wanted size, rather than scaling a small raster up (blurry).
  const density = targetWidth
    ? (SVG_BASE_DENSITY * targetWidth) / (width || targetWidth)
    : (SVG_BASE_DENSITY * RENDITION_LONGEST_SIDE) / longest;
  const image = sharp(svg, { density }).resize(
    targetWidth
      ? { width: targetWidth }
      : { width: RENDITION_LONGEST_SIDE, height: RENDITION_LONGEST_SIDE, fit: 'inside' },
  );
  return format === 'jpeg'
    ? image.flatten({ background: JPEG_BACKGROUND }).jpeg({ quality: JPEG_QUALITY, mozjpeg: true }).toBuffer()
    : image.webp({ quality: WEBP_QUALITY }).toBuffer();
}

/** Every rendition a drawing may have, so they can be dropped when the drawing changes. */
export function renditionPathsOf(svg: string): string[] {
  const base = svg.replace(/\.svg$/, '');
  return [`${base}.jpg`, `${base}.webp`, ...RENDITION_WIDTHS.map((width) => `${base}.w${width}.webp`)].map(
    (file) => `${RENDITIONS_FOLDER}/${file}`,
  );
}

/**
 * Makes sure the rendition a request names is stored, rendering it if needed. Answers false when there is nothing to
 * render (no such SVG). Renders of one file in this process share one promise; another replica may render the same
 * file at the same moment: both store it only if it is still absent, so one copy stays and both answer the same bytes
 * (the render is deterministic, so either copy is the same image).
 */
export class Renditions {
  private readonly inFlight = new Map<string, Promise<boolean>>();

  constructor(private readonly store: MediaStore) {}

  async ensure(request: RenditionRequest): Promise<boolean> {
    if (await this.store.head(request.stored)) return true;
    let rendering = this.inFlight.get(request.stored);
    if (!rendering) {
      rendering = this.render(request).finally(() => this.inFlight.delete(request.stored));
      this.inFlight.set(request.stored, rendering);
    }
    return rendering;
  }

  private async render(request: RenditionRequest): Promise<boolean> {
    const source = await this.store.get(request.source);
    if (!source) return false;
    const image = await renderSvg(source.bytes, request.format, request.width);
    await this.store.put(request.stored, image, { ifAbsent: true });
    return true;
  }
}
