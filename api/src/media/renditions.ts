import path from 'node:path';
import type Sharp from 'sharp';
import type { MediaStore } from './store.js';

/**
 * Raster renditions of the catalogue's drawn SVG images and of uploaded photos: link previews (WhatsApp, Facebook)
 * and some mail clients show no SVG, and a phone should not download a full-size photo for a product card.
 * `/media/<path>.jpg` and `/media/<path>.webp` (and the widths below) answer a rendition of `/media/<path>.svg`, or,
 * for the back office's uploads, of the photo `/media/<path>.jpg`, `.png` or `.webp`; made on the first request and
 * kept under `renditions/<path>.<format>` in the media store, so later requests are reads.
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
 * Photos a rendition may be made from, when there is no drawing (`<path>.svg`), in this order. Not GIF: a rendition
 * would keep only its first frame.
 */
export const PHOTO_SOURCE_EXTENSIONS = ['.jpg', '.jpeg', '.png', '.webp'] as const;
/**
 * Only the back office's uploads (`products/uploads/`, their pixels checked when they came in) are rendered: a
 * buyer's upload (a return's photo) is shown to staff as it is, and the store's own named files are drawn.
 */
export const PHOTO_SOURCE_FOLDER = 'products/uploads/';

/**
 * The most pixels a photo may have (50 megapixels: a phone's largest camera). A few compressed megabytes can claim
 * gigapixels (a decompression bomb) and libvips would try to hold them; an upload above this is refused, and a stored
 * file above it is never rendered.
 */
export const MAX_PHOTO_PIXELS = 50_000_000;

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
  const segments = relativePath.split('/');
  if (segments.some((segment) => segment.startsWith('.') || segment === '')) return undefined;
  // Renditions are never sources: else each stored rendition could be rendered again, one folder deeper, without end.
  if (segments[0] === RENDITIONS_FOLDER) return undefined;
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

/** The photo's pixels are more than `MAX_PHOTO_PIXELS` (told by its header, nothing decoded). */
export class PhotoTooLargeError extends Error {}
/** The bytes are no image libvips can read. */
export class UnreadablePhotoError extends Error {}

/**
 * Checks a photo by its header: readable, and at most `MAX_PHOTO_PIXELS` (every frame counted). Throws
 * `PhotoTooLargeError` or `UnreadablePhotoError`.
 */
export async function checkPhotoPixels(bytes: Buffer): Promise<void> {
  const sharp = await loadSharp();
  let meta: Awaited<ReturnType<ReturnType<typeof Sharp>['metadata']>>;
  try {
    meta = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw new UnreadablePhotoError('unreadable image');
  }
  const pixels = (meta.width ?? 0) * (meta.pageHeight ?? meta.height ?? 0) * (meta.pages ?? 1);
  if (!meta.width || !meta.height) throw new UnreadablePhotoError('an image without a size');
  if (pixels > MAX_PHOTO_PIXELS) throw new PhotoTooLargeError(`${pixels} pixels`);
}

/**
 * Renders a photo to the format: turned upright by its EXIF orientation, with no metadata kept (a phone's photo may
 * carry where it was taken), `targetWidth` wide when given (the `w` a `srcset` promises, so a narrower photo is
 * scaled up), else at most `RENDITION_LONGEST_SIDE` on its longer side. libvips refuses more than
 * `MAX_PHOTO_PIXELS` before decoding.
 */
export async function renderPhoto(
  photo: Buffer,
  format: RenditionFormat,
  targetWidth?: RenditionWidth,
): Promise<Buffer> {
  const sharp = await loadSharp();
  const image = sharp(photo, { limitInputPixels: MAX_PHOTO_PIXELS })
    .rotate()
    .resize(
      targetWidth
        ? { width: targetWidth }
        : {
            width: RENDITION_LONGEST_SIDE,
            height: RENDITION_LONGEST_SIDE,
            fit: 'inside',
            withoutEnlargement: true,
          },
    );
  return format === 'jpeg'
    ? image.flatten({ background: JPEG_BACKGROUND }).jpeg({ quality: JPEG_QUALITY, mozjpeg: true }).toBuffer()
    : image.webp({ quality: WEBP_QUALITY }).toBuffer();
}

/** A kept upload's JPEG quality: high, since renditions are made from it again. */
export const KEPT_JPEG_QUALITY = 90;

/**
 * A camera's JPEG as the store keeps it: turned upright by its EXIF orientation and without its metadata (a phone's
 * photo may say where it was taken; a JPEG upload is also its own `.jpg` link preview, served as it is kept).
 */
export async function uprightJpeg(photo: Buffer): Promise<Buffer> {
  const sharp = await loadSharp();
  return sharp(photo, { limitInputPixels: MAX_PHOTO_PIXELS })
    .rotate()
    .jpeg({ quality: KEPT_JPEG_QUALITY, mozjpeg: true })
    .toBuffer();
}

/** Every rendition a drawing or photo may have, so they can be dropped when it changes or is deleted. */
export function renditionPathsOf(source: string): string[] {
  const base = source.replace(/\.(svg|jpe?g|png|webp)$/i, '');
  return [`${base}.jpg`, `${base}.webp`, ...RENDITION_WIDTHS.map((width) => `${base}.w${width}.webp`)].map(
    (file) => `${RENDITIONS_FOLDER}/${file}`,
  );
}

/**
 * Makes sure the rendition a request names is stored, rendering it if needed. Answers false when there is nothing to
 * render (no such SVG or photo, or a photo that cannot be rendered). Renders of one file in this process share one promise; another replica may render the same
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
    const image = await this.renderFromSource(request);
    if (!image) return false;
    await this.store.put(request.stored, image, { ifAbsent: true });
    return true;
  }

  /** The drawing's rendition, else the first photo's of that name; none when there is neither or it is too large. */
  private async renderFromSource(request: RenditionRequest): Promise<Buffer | undefined> {
    const drawing = await this.store.get(request.source);
    if (drawing) return renderSvg(drawing.bytes, request.format, request.width);
    const base = request.source.slice(0, -'.svg'.length);
    if (!base.startsWith(PHOTO_SOURCE_FOLDER) || base.slice(PHOTO_SOURCE_FOLDER.length).includes('/')) return undefined;
    for (const extension of PHOTO_SOURCE_EXTENSIONS) {
      const photo = await this.store.get(`${base}${extension}`);
      if (!photo) continue;
      try {
        await checkPhotoPixels(photo.bytes);
        return await renderPhoto(photo.bytes, request.format, request.width);
      } catch {
        // Too many pixels (stored before uploads were checked), or bytes libvips cannot decode: no rendition.
        return undefined;
      }
    }
    return undefined;
  }
}
