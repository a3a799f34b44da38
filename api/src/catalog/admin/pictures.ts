import { randomBytes } from 'node:crypto';
import { PICTURES_MAX } from '@sutra/rules';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { productVariants } from '../../db/schema.js';
import { badRequest, fieldError, HttpError, notFound } from '../../http/errors.js';
import {
  checkPhotoPixels,
  MAX_PHOTO_PIXELS,
  PhotoTooLargeError,
  renditionPathsOf,
  uprightJpeg,
} from '../../media/renditions.js';
import type { MediaStore } from '../../media/store.js';
import type { ReceivedImage } from '../../support/uploads.js';
import { type Editor, editProduct } from './product-edits.js';
import { VARIANT_NOT_FOUND } from './product-writes.js';

export const PICTURES_FULL = `A colour can have at most ${PICTURES_MAX} pictures`;
export const NOT_THE_SAME_PICTURES = 'Reorder the pictures the colour has: each once, none added or left out';
export const PICTURE_NOT_FOUND = 'Picture not found';
export const TOO_MANY_PIXELS = `Pictures can be at most ${MAX_PHOTO_PIXELS / 1_000_000} megapixels`;
export const UNREADABLE_PICTURE = 'The picture cannot be read';

/**
 * A picture's pixels, from its header, before anything is kept: a small file may claim gigapixels (a decompression
 * bomb), which every rendition would then try to decode.
 */
async function checkPixels(image: ReceivedImage): Promise<void> {
  try {
    await checkPhotoPixels(image.bytes);
  } catch (error) {
    if (error instanceof PhotoTooLargeError) throw new HttpError(413, 'too_large', TOO_MANY_PIXELS);
    throw badRequest('not_an_image', UNREADABLE_PICTURE);
  }
}

/** Where the back office's pictures are kept in the media store, and the path under `/media` a variant lists. */
export const PICTURES_FOLDER = 'products/uploads';
const pathOf = (file: string) => `/media/${file}`;

async function variantImages(tx: Db, productId: string, variantId: string): Promise<string[]> {
  const [variant] = await tx
    .select({ images: productVariants.images })
    .from(productVariants)
    .where(and(eq(productVariants.id, variantId), eq(productVariants.productId, productId)));
  if (!variant) throw notFound(VARIANT_NOT_FOUND);
  return variant.images;
}

const setImages = (tx: Db, variantId: string, images: string[]) =>
  tx.update(productVariants).set({ images }).where(eq(productVariants.id, variantId));

/** A JPEG whose header reads but whose picture does not decode is no picture either. */
async function keptJpeg(bytes: Buffer): Promise<Buffer> {
  try {
    return await uprightJpeg(bytes);
  } catch {
    throw badRequest('not_an_image', UNREADABLE_PICTURE);
  }
}

/**
 * Adds a checked picture (JPEG, PNG, WebP, GIF by its magic bytes: `receiveImage`) as the variant's last. The file is
 * stored first under a random name, so a row never names a missing file; a write that then fails (a stale version)
 * removes it again.
 */
export async function addPicture(
  db: Db,
  media: MediaStore,
  editor: Editor,
  ids: { productId: string; variantId: string },
  version: number,
  image: ReceivedImage,
) {
  await checkPixels(image);
  // A JPEG is kept upright and without the camera's metadata; the other formats rarely carry either, and re-encoding
  // them would lose an animation.
  const bytes = image.mime === 'image/jpeg' ? await keptJpeg(image.bytes) : image.bytes;
  const file = `${PICTURES_FOLDER}/${randomBytes(16).toString('hex')}.${image.ext}`;
  await media.put(file, bytes, { ifAbsent: true });
  try {
    return await editProduct(db, editor, ids.productId, version, 'pictures.add', async (tx) => {
      const images = await variantImages(tx, ids.productId, ids.variantId);
      if (images.length >= PICTURES_MAX) throw badRequest('invalid_input', PICTURES_FULL);
      await setImages(tx, ids.variantId, [...images, pathOf(file)]);
    });
  } catch (error) {
    await media.remove([file]).catch(() => undefined);
    throw error;
  }
}

/** Puts the variant's pictures in a new order (the first is the card's); exactly the pictures it has. */
export function reorderPictures(
  db: Db,
  editor: Editor,
  ids: { productId: string; variantId: string },
  body: { version: number; images: string[] },
) {
  return editProduct(db, editor, ids.productId, body.version, 'pictures.reorder', async (tx) => {
    const images = await variantImages(tx, ids.productId, ids.variantId);
    const same =
      body.images.length === images.length &&
      new Set(body.images).size === images.length &&
      body.images.every((image) => images.includes(image));
    if (!same)
      throw badRequest('invalid_input', NOT_THE_SAME_PICTURES, [
        fieldError('images', 'invalid_value', NOT_THE_SAME_PICTURES),
      ]);
    await setImages(tx, ids.variantId, body.images);
  });
}

/**
 * Takes a picture off the variant. An uploaded file no other variant lists is removed from the media store after the
 * commit, with its renditions; the seed's drawings stay (other stores' copies of the catalogue may show them).
 */
export async function deletePicture(
  db: Db,
  media: MediaStore,
  editor: Editor,
  ids: { productId: string; variantId: string },
  query: { version: number; image: string },
) {
  const product = await editProduct(db, editor, ids.productId, query.version, 'pictures.delete', async (tx) => {
    const images = await variantImages(tx, ids.productId, ids.variantId);
    if (!images.includes(query.image)) throw notFound(PICTURE_NOT_FOUND);
    await setImages(
      tx,
      ids.variantId,
      images.filter((image) => image !== query.image),
    );
  });
  const uploaded = `/media/${PICTURES_FOLDER}/`;
  if (query.image.startsWith(uploaded) && !query.image.slice(uploaded.length).includes('/')) {
    const [stillListed] = await db
      .select({ id: productVariants.id })
      .from(productVariants)
      .where(sqlArrayHas(query.image))
      .limit(1);
    if (!stillListed) {
      const file = query.image.slice('/media/'.length);
      await media.remove([file, ...renditionPathsOf(file)]).catch(() => undefined);
    }
  }
  return product;
}

const sqlArrayHas = (image: string) => sql`${image} = any(${productVariants.images})`;
