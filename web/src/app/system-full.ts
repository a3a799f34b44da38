import { accordionSlotRecipe } from '@chakra-theme/recipes/accordion';
import { alertSlotRecipe } from '@chakra-theme/recipes/alert';
import { breadcrumbSlotRecipe } from '@chakra-theme/recipes/breadcrumb';
import { checkboxSlotRecipe } from '@chakra-theme/recipes/checkbox';
import { checkmarkRecipe } from '@chakra-theme/recipes/checkmark';
import { dialogSlotRecipe } from '@chakra-theme/recipes/dialog';
import { drawerSlotRecipe } from '@chakra-theme/recipes/drawer';
import { fieldSlotRecipe } from '@chakra-theme/recipes/field';
import { inputRecipe } from '@chakra-theme/recipes/input';
import { nativeSelectSlotRecipe } from '@chakra-theme/recipes/native-select';
import { popoverSlotRecipe } from '@chakra-theme/recipes/popover';
import { radioGroupSlotRecipe } from '@chakra-theme/recipes/radio-group';
import { radiomarkRecipe } from '@chakra-theme/recipes/radiomark';
import { ratingGroupSlotRecipe } from '@chakra-theme/recipes/rating-group';
import { separatorRecipe } from '@chakra-theme/recipes/separator';
import { sliderSlotRecipe } from '@chakra-theme/recipes/slider';
import { switchSlotRecipe } from '@chakra-theme/recipes/switch';
import { tableSlotRecipe } from '@chakra-theme/recipes/table';
import { tabsSlotRecipe } from '@chakra-theme/recipes/tabs';
import { textareaRecipe } from '@chakra-theme/recipes/textarea';
import { toastSlotRecipe } from '@chakra-theme/recipes/toast';
import { createSystem, defaultBaseConfig, defineConfig } from '@chakra-ui/react';
import { baseConfig } from './system';

/** The recipes beyond the first paint's (see system.ts), merged over the base configuration. */
const extras = defineConfig({
  theme: {
    recipes: {
      checkmark: checkmarkRecipe,
      input: inputRecipe,
      radiomark: radiomarkRecipe,
      separator: separatorRecipe,
      textarea: textareaRecipe,
    },
    slotRecipes: {
      accordion: accordionSlotRecipe,
      alert: alertSlotRecipe,
      breadcrumb: breadcrumbSlotRecipe,
      checkbox: checkboxSlotRecipe,
      dialog: dialogSlotRecipe,
      drawer: drawerSlotRecipe,
      field: fieldSlotRecipe,
      nativeSelect: nativeSelectSlotRecipe,
      popover: popoverSlotRecipe,
      radioGroup: radioGroupSlotRecipe,
      ratingGroup: ratingGroupSlotRecipe,
      slider: sliderSlotRecipe,
      switch: switchSlotRecipe,
      table: tableSlotRecipe,
      tabs: tabsSlotRecipe,
      toast: toastSlotRecipe,
    },
  },
});

export const fullSystem = createSystem(defaultBaseConfig, baseConfig, extras);
