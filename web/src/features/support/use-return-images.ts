import { useCallback, useEffect, useRef, useState } from 'react';
import { UploadError, uploadImage } from './upload-image';
import { MAX_IMAGE_BYTES, MAX_RETURN_IMAGES } from './validation';

/** An image the buyer picked: shown at once from the file, sent to the store in the background. */
export interface PickedImage {
  key: string;
  name: string;
  /** An object URL of the picked file, for the preview. */
  previewUrl: string;
  /** Where the store keeps it; null while it is being uploaded. */
  location: string | null;
}

export const TOO_MANY_IMAGES = `You can add up to ${MAX_RETURN_IMAGES} images.`;
export const notAnImage = (name: string) => `${name} is not an image. Please choose a JPEG, PNG, WebP or GIF file.`;
export const tooLarge = (name: string) => `${name} is larger than 5 MB.`;

/** The kinds of image the store accepts (it checks the bytes again; SVG is never accepted). */
export const ACCEPTED_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'];

let nextKey = 0;

/**
 * The Request Return form's images: at most 3, image files only, each uploaded as soon as it is picked (the store
 * answers its location). Refused files are named in `problems`; removing an image forgets it (an upload still
 * running is then ignored).
 */
export function useReturnImages(upload: (file: File) => Promise<string> = uploadImage) {
  const [images, setImages] = useState<PickedImage[]>([]);
  const [problems, setProblems] = useState<string[]>([]);
  const current = useRef<PickedImage[]>([]);
  current.current = images;

  // Object URLs live as long as their preview.
  useEffect(
    () => () => {
      for (const image of current.current) URL.revokeObjectURL(image.previewUrl);
    },
    [],
  );

  const add = useCallback(
    (files: File[]) => {
      const found: string[] = [];
      let room = MAX_RETURN_IMAGES - current.current.length;
      const picked: { image: PickedImage; file: File }[] = [];
      for (const file of files) {
        if (!ACCEPTED_TYPES.includes(file.type)) {
          found.push(notAnImage(file.name));
        } else if (file.size > MAX_IMAGE_BYTES) {
          found.push(tooLarge(file.name));
        } else if (room <= 0) {
          if (!found.includes(TOO_MANY_IMAGES)) found.push(TOO_MANY_IMAGES);
        } else {
          room -= 1;
          const image = {
            key: `img-${nextKey++}`,
            name: file.name,
            previewUrl: URL.createObjectURL(file),
            location: null,
          };
          picked.push({ image, file });
        }
      }
      setProblems(found);
      if (picked.length === 0) return;
      setImages((list) => [...list, ...picked.map((p) => p.image)]);
      for (const { image, file } of picked) {
        upload(file).then(
          (location) => setImages((list) => list.map((i) => (i.key === image.key ? { ...i, location } : i))),
          (error: unknown) => {
            URL.revokeObjectURL(image.previewUrl);
            setImages((list) => list.filter((i) => i.key !== image.key));
            const reason = error instanceof UploadError ? error.message : 'The image could not be uploaded.';
            setProblems((list) => [...list, `${image.name}: ${reason}`]);
          },
        );
      }
    },
    [upload],
  );

  const remove = useCallback((key: string) => {
    setImages((list) => {
      const gone = list.find((i) => i.key === key);
      if (gone) URL.revokeObjectURL(gone.previewUrl);
      return list.filter((i) => i.key !== key);
    });
    setProblems([]);
  }, []);

  const clear = useCallback(() => {
    for (const image of current.current) URL.revokeObjectURL(image.previewUrl);
    setImages([]);
    setProblems([]);
  }, []);

  return {
    images,
    problems,
    uploading: images.some((i) => i.location === null),
    locations: images.flatMap((i) => (i.location ? [i.location] : [])),
    add,
    remove,
    clear,
  };
}
