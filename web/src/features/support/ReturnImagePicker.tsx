import { Box, Button, Center, chakra, Grid, IconButton, Spinner, Stack, Text } from '@chakra-ui/react';
import { ImagePlus, X } from 'lucide-react';
import { useId, useRef } from 'react';
import { ACCEPTED_TYPES, type PickedImage } from './use-return-images';
import { MAX_RETURN_IMAGES } from './validation';

export interface ReturnImagePickerProps {
  images: PickedImage[];
  problems: string[];
  onAdd: (files: File[]) => void;
  onRemove: (key: string) => void;
}

/** 'Upload Images': up to three image files, each previewed with a remove button. */
export function ReturnImagePicker({ images, problems, onAdd, onRemove }: ReturnImagePickerProps) {
  const input = useRef<HTMLInputElement>(null);
  const id = useId();
  const helpId = `${id}-help`;
  const problemsId = `${id}-problems`;
  const full = images.length >= MAX_RETURN_IMAGES;

  return (
    <Stack gap="1" align="start" data-testid="return-images">
      <chakra.label htmlFor={id} fontWeight="medium" fontSize="sm">
        Upload Images
        <chakra.span color="fg.error" aria-hidden>
          {' *'}
        </chakra.span>
      </chakra.label>
      <Text id={helpId} fontSize="sm" color="fg.muted">
        Up to {MAX_RETURN_IMAGES} photos of the product and its tag: JPEG, PNG, WebP or GIF, 5 MB each at most.
      </Text>
      <chakra.input
        ref={input}
        id={id}
        type="file"
        accept={ACCEPTED_TYPES.join(',')}
        multiple
        srOnly
        aria-describedby={problems.length > 0 ? `${helpId} ${problemsId}` : helpId}
        disabled={full}
        onChange={(event) => {
          const files = [...(event.target.files ?? [])];
          event.target.value = '';
          if (files.length > 0) onAdd(files);
        }}
        data-testid="return-images-input"
      />
      <Button
        type="button"
        variant="outline"
        borderColor="brand.navy"
        color="brand.navy"
        mt="2"
        size="sm"
        onClick={() => input.current?.click()}
        disabled={full}
        aria-controls={id}
        _focusVisible={{ outline: '2px solid', outlineColor: 'brand.gold' }}
      >
        <ImagePlus size={16} aria-hidden />
        {full ? `${MAX_RETURN_IMAGES} images added` : 'Add Images'}
      </Button>
      {problems.length > 0 && (
        <Stack id={problemsId} gap="1" mt="2" role="alert" data-testid="image-problems">
          {problems.map((problem) => (
            <Text key={problem} fontSize="sm" color="red.600">
              {problem}
            </Text>
          ))}
        </Stack>
      )}
      {images.length > 0 && (
        <Grid
          as="ul"
          listStyleType="none"
          templateColumns="repeat(3, minmax(0, 7rem))"
          gap="3"
          mt="3"
          aria-label="Chosen images"
        >
          {images.map((image, index) => (
            <Box as="li" key={image.key} position="relative" data-testid="return-image">
              <chakra.img
                src={image.previewUrl}
                alt={`Attachment ${index + 1}: ${image.name}`}
                w="7rem"
                h="7rem"
                objectFit="cover"
                rounded="md"
                borderWidth="1px"
                borderColor="gray.200"
              />
              {image.location === null && (
                <Center position="absolute" inset="0" bg="white/70" rounded="md">
                  <Spinner size="sm" color="brand.navy" aria-label={`Uploading ${image.name}`} />
                </Center>
              )}
              <IconButton
                type="button"
                size="2xs"
                rounded="full"
                position="absolute"
                top="1"
                right="1"
                bg="white"
                color="brand.navy"
                borderWidth="1px"
                borderColor="gray.300"
                aria-label={`Remove image ${index + 1}`}
                onClick={() => onRemove(image.key)}
                _hover={{ bg: 'brand.cream' }}
                _focusVisible={{ outline: '2px solid', outlineColor: 'brand.gold' }}
              >
                <X aria-hidden />
              </IconButton>
            </Box>
          ))}
        </Grid>
      )}
    </Stack>
  );
}
