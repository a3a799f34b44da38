import { accordionSlotRecipe } from '@chakra-theme/recipes/accordion';
import { tabsSlotRecipe } from '@chakra-theme/recipes/tabs';
import { describe, expect, it } from 'vitest';
import { system } from '../../../app/system';
import { accordionStyles, tabsStyles } from './info-tabs-styles';

describe('the information tabs’ styles', () => {
  it('are Chakra’s tabs (line) and accordion recipes as its system resolves them, slot for slot', () => {
    const tabs = system.sva(tabsSlotRecipe)({ variant: 'line' });
    const accordion = system.sva(accordionSlotRecipe)({});
    expect(tabsStyles).toEqual({ root: tabs.root, list: tabs.list, trigger: tabs.trigger });
    expect(accordionStyles).toEqual({
      item: accordion.item,
      itemTrigger: accordion.itemTrigger,
      itemIndicator: accordion.itemIndicator,
    });
  });
});
