import { Box, Button, Flex, IconButton, Image, Text } from '@chakra-ui/react';
import { ArrowLeft, ArrowRight, Trash2 } from 'lucide-react';
import { useRef, useState } from 'react';
import type { ColourStockFragment } from '../../__generated__/admin/graphql';
import { useDeletePictureMutation } from '../../__generated__/admin/operations/DeletePicture';
import { useReorderPicturesMutation } from '../../__generated__/admin/operations/ReorderPictures';
import { uploadPicture } from './admin-files';
import { movePicture } from './picture-order';

const mediaUrl = (path: string) => `/media/${path}`;

/**
 * A colour's pictures, first shown first: move each earlier or later with its buttons (keyboard) or by dragging it,
 * delete one, or upload another (added last; the api makes its renditions). Each change names the product's version.
 */
export function PictureManager({
  productId,
  version,
  colour,
  onRefused,
  onUploaded,
}: {
  productId: string;
  version: number;
  colour: ColourStockFragment;
  onRefused: (error: unknown) => void;
  onUploaded: () => Promise<unknown>;
}) {
  const [reorder] = useReorderPicturesMutation();
  const [remove] = useDeletePictureMutation();
  const [uploading, setUploading] = useState(false);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const dragged = useRef<number | null>(null);
  const pictures = colour.pictures;

  const move = (from: number, to: number) => {
    if (to < 0 || to >= pictures.length || from === to) return;
    const order = movePicture(pictures, from, to);
    reorder({ variables: { productId, colourId: colour.id, version, pictures: order } }).catch(onRefused);
  };
  const drop = (picture: string) =>
    remove({ variables: { productId, colourId: colour.id, version, picture } }).catch(onRefused);
  const upload = async (file: File | undefined) => {
    if (!file) return;
    setUploading(true);
    setUploadError(null);
    try {
      await uploadPicture(productId, colour.id, version, file);
      await onUploaded();
    } catch (error) {
      setUploadError(error instanceof Error ? error.message : 'The upload failed. Please try again.');
    } finally {
      setUploading(false);
    }
  };

  return (
    <Box mb="3">
      <Flex as="ol" gap="3" wrap="wrap" listStyleType="none" aria-label={`${colour.colour} pictures`}>
        {pictures.map((picture, index) => (
          <Box
            as="li"
            key={picture}
            draggable
            onDragStart={() => {
              dragged.current = index;
            }}
            onDragOver={(e) => e.preventDefault()}
            onDrop={(e) => {
              e.preventDefault();
              if (dragged.current !== null) move(dragged.current, index);
              dragged.current = null;
            }}
            borderWidth="1px"
            borderRadius="md"
            p="1"
            width="7.5rem"
          >
            <Image
              src={mediaUrl(picture)}
              alt={`${colour.colour}, picture ${index + 1}`}
              width="full"
              height="7rem"
              objectFit="cover"
            />
            <Flex justify="space-between" mt="1">
              <IconButton
                size="xs"
                variant="ghost"
                aria-label={`Move picture ${index + 1} earlier`}
                disabled={index === 0}
                onClick={() => move(index, index - 1)}
              >
                <ArrowLeft />
              </IconButton>
              <IconButton
                size="xs"
                variant="ghost"
                aria-label={`Delete picture ${index + 1}`}
                onClick={() => drop(picture)}
              >
                <Trash2 />
              </IconButton>
              <IconButton
                size="xs"
                variant="ghost"
                aria-label={`Move picture ${index + 1} later`}
                disabled={index === pictures.length - 1}
                onClick={() => move(index, index + 1)}
              >
                <ArrowRight />
              </IconButton>
            </Flex>
          </Box>
        ))}
      </Flex>
      <Flex gap="2" align="center" mt="2" wrap="wrap">
        <Button asChild size="sm" variant="outline" loading={uploading}>
          <label>
            Add a picture
            <input
              type="file"
              accept="image/jpeg,image/png,image/webp,image/gif"
              hidden
              onChange={(e) => void upload(e.currentTarget.files?.[0])}
            />
          </label>
        </Button>
        {uploadError && (
          <Text fontSize="sm" color="red.600" role="alert">
            {uploadError}
          </Text>
        )}
      </Flex>
    </Box>
  );
}
