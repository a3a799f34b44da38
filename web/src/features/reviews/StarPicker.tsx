import { Box, chakra, HStack, Text } from '@chakra-ui/react';
import { useId, useState } from 'react';

const STAR_PATH = 'M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z';
const STARS = [1, 2, 3, 4, 5] as const;
const starName = (n: number) => (n === 1 ? '1 star' : `${n} stars`);

/**
 * The review form's star picker: five native radio buttons drawn as stars, in a fieldset named by its legend, so the
 * keyboard works as for any radio group (Tab in, arrow keys choose) and each star reads '1 star' … '5 stars'. It starts
 * at 0 (none chosen); the form does not insist on a choice (the server does, and says so).
 */
export function StarPicker({
  value,
  onChange,
  legend = 'Your rating',
  disabled,
}: {
  value: number;
  onChange: (rating: number) => void;
  legend?: string;
  disabled?: boolean;
}) {
  const name = useId();
  const [hovered, setHovered] = useState(0);
  const shown = hovered || value;
  return (
    <chakra.fieldset border="0" p="0" m="0" minW="0" disabled={disabled}>
      <chakra.legend fontWeight="medium" mb="1.5" p="0">
        {legend}
      </chakra.legend>
      <HStack gap="1" onMouseLeave={() => setHovered(0)} data-testid="star-picker">
        {STARS.map((star) => (
          <chakra.label key={star} position="relative" cursor="pointer" onMouseEnter={() => setHovered(star)}>
            <chakra.input
              type="radio"
              className="peer"
              name={name}
              value={star}
              checked={value === star}
              onChange={() => onChange(star)}
              aria-label={starName(star)}
              position="absolute"
              opacity="0"
              w="full"
              h="full"
              m="0"
              cursor="pointer"
            />
            <Box
              as="span"
              display="block"
              w="8"
              h="8"
              rounded="sm"
              _peerFocusVisible={{ outline: '2px solid', outlineColor: 'brand.navy', outlineOffset: '1px' }}
              aria-hidden="true"
            >
              <svg viewBox="0 0 24 24" width="100%" height="100%" aria-hidden="true" focusable="false">
                <path
                  d={STAR_PATH}
                  fill={star <= shown ? '#c9a24a' : '#ffffff'}
                  stroke={star <= shown ? '#a8832f' : '#8a8478'}
                  strokeWidth="1.2"
                />
              </svg>
            </Box>
          </chakra.label>
        ))}
        <Text as="span" fontSize="sm" color="fg.muted" ms="2" aria-hidden="true" data-testid="star-picker-value">
          {value ? `${value} of 5` : 'Not rated yet'}
        </Text>
      </HStack>
    </chakra.fieldset>
  );
}
