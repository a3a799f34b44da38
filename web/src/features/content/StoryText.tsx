import { Box, Button, Stack, Text } from '@chakra-ui/react';
import { useId, useState } from 'react';
import type { StorySection } from './about-copy';

/** A story section's opening, with the rest behind Read More (the spec shows the button without an action). */
export function StoryText({ section }: { section: StorySection }) {
  const [expanded, setExpanded] = useState(false);
  const moreId = useId();
  return (
    <Stack gap="4" maxW="3xl" fontSize={{ base: 'md', md: 'lg' }} lineHeight="tall">
      <Text>{section.lead}</Text>
      <Stack gap="4" id={moreId} hidden={!expanded}>
        {section.more.map((paragraph) => (
          <Text key={paragraph.slice(0, 24)}>{paragraph}</Text>
        ))}
      </Stack>
      <Box>
        <Button
          variant="outline"
          size="sm"
          borderColor="brand.navy"
          color="brand.navy"
          aria-expanded={expanded}
          aria-controls={moreId}
          onClick={() => setExpanded((open) => !open)}
        >
          {expanded ? 'Read Less' : 'Read More'}
        </Button>
      </Box>
    </Stack>
  );
}
