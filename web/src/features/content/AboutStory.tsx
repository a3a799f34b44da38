import { accordionSlotRecipe } from '@chakra-theme/recipes/accordion';
import { tabsSlotRecipe } from '@chakra-theme/recipes/tabs';
import { Accordion, Box, Tabs } from '@chakra-ui/react';
import { STORY_SECTIONS } from './about-copy';
import { StoryText } from './StoryText';

/** Where the story turns from an accordion into tabs (Chakra's `md`, the header's own mobile breakpoint). */
export const STORY_TABS_MIN_WIDTH = 768;
const TABS_FROM = 'md';

/**
 * Introduction, Our Vision, What Sets Us Apart and Our Commitment: tabs on wide screens; on small ones an accordion
 * whose open section closes again when tapped. Both start on the Introduction. Both are in the page and CSS shows
 * the one that fits, so the server's HTML is what the app renders at any width.
 */
export function AboutStory() {
  return (
    <>
      <StoryTabs />
      <StoryAccordion />
    </>
  );
}

const first = STORY_SECTIONS[0]?.value;

function StoryTabs() {
  return (
    <Tabs.Root
      hideBelow={TABS_FROM}
      recipe={tabsSlotRecipe}
      defaultValue={first}
      variant="line"
      colorPalette="gray"
      data-testid="about-tabs"
    >
      <Tabs.List aria-label="Our story">
        {STORY_SECTIONS.map((s) => (
          <Tabs.Trigger key={s.value} value={s.value} fontSize="md" px="5">
            {s.title}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {STORY_SECTIONS.map((s) => (
        <Tabs.Content key={s.value} value={s.value} pt="8">
          <StoryText section={s} />
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}

function StoryAccordion() {
  return (
    <Accordion.Root
      hideFrom={TABS_FROM}
      recipe={accordionSlotRecipe}
      collapsible
      defaultValue={first ? [first] : []}
      data-testid="about-accordion"
    >
      {STORY_SECTIONS.map((s) => (
        <Accordion.Item key={s.value} value={s.value}>
          <Accordion.ItemTrigger py="4" fontSize="md" fontWeight="semibold">
            <Box as="span" flex="1" textAlign="start">
              {s.title}
            </Box>
            <Accordion.ItemIndicator />
          </Accordion.ItemTrigger>
          <Accordion.ItemContent>
            <Accordion.ItemBody pb="6">
              <StoryText section={s} />
            </Accordion.ItemBody>
          </Accordion.ItemContent>
        </Accordion.Item>
      ))}
    </Accordion.Root>
  );
}
