/**
 * Sutra's Chakra system: Chakra's tokens, our brand colours and fonts, and the recipes of the components the store
 * uses on every page, each imported on its own (`web/chakra-theme-alias.ts`; Chakra's theme barrel would bring them
 * all). The server renders every page with it and the browser hydrates with the same one, so both compute the same class
 * names. A component with a slot recipe gets it through its root's `recipe` prop where it is used (see below).
 */

import { layerStyles } from '@chakra-theme/layer-styles';
import { animationStyles } from '@chakra-theme/motion-styles';
import { badgeRecipe } from '@chakra-theme/recipes/badge';
import { buttonRecipe } from '@chakra-theme/recipes/button';
import { checkmarkRecipe } from '@chakra-theme/recipes/checkmark';
import { headingRecipe } from '@chakra-theme/recipes/heading';
import { inputRecipe } from '@chakra-theme/recipes/input';
import { linkRecipe } from '@chakra-theme/recipes/link';
import { radiomarkRecipe } from '@chakra-theme/recipes/radiomark';
import { separatorRecipe } from '@chakra-theme/recipes/separator';
import { skeletonRecipe } from '@chakra-theme/recipes/skeleton';
import { spinnerRecipe } from '@chakra-theme/recipes/spinner';
import { textareaRecipe } from '@chakra-theme/recipes/textarea';
import { semanticColors } from '@chakra-theme/semantic-tokens/colors';
import { semanticRadii } from '@chakra-theme/semantic-tokens/radii';
import { semanticShadows } from '@chakra-theme/semantic-tokens/shadows';
import { textStyles } from '@chakra-theme/text-styles';
import { animations } from '@chakra-theme/tokens/animations';
import { aspectRatios } from '@chakra-theme/tokens/aspect-ratios';
import { blurs } from '@chakra-theme/tokens/blurs';
import { borders } from '@chakra-theme/tokens/borders';
import { colors } from '@chakra-theme/tokens/colors';
import { cursor } from '@chakra-theme/tokens/cursor';
import { durations } from '@chakra-theme/tokens/durations';
import { easings } from '@chakra-theme/tokens/easings';
import { fontSizes } from '@chakra-theme/tokens/font-sizes';
import { fontWeights } from '@chakra-theme/tokens/font-weights';
import { keyframes } from '@chakra-theme/tokens/keyframes';
import { letterSpacings } from '@chakra-theme/tokens/letter-spacing';
import { lineHeights } from '@chakra-theme/tokens/line-heights';
import { radii } from '@chakra-theme/tokens/radius';
import { sizes } from '@chakra-theme/tokens/sizes';
import { spacing } from '@chakra-theme/tokens/spacing';
import { zIndices } from '@chakra-theme/tokens/z-indices';
import { createSystem, defaultBaseConfig, defineConfig, type SystemContext } from '@chakra-ui/react';
import { yieldToBrowser } from '../shared/yield-to-browser';
import { lightOnly, withoutUnusedPalettes } from './theme-tokens';

export const baseConfig = defineConfig({
  preflight: true,
  // Every token is a CSS variable named with this prefix, written some 1,000 times into each page's styles.
  cssVarsPrefix: 'c',
  cssVarsRoot: ':where(html, .chakra-theme)',
  globalCss: {
    'html, body': { color: 'fg', bg: 'bg', lineHeight: '1.5' },
    '*::placeholder': { color: 'fg.muted/80' },
  },
  theme: {
    breakpoints: { sm: '480px', md: '768px', lg: '1024px', xl: '1280px', '2xl': '1536px' },
    keyframes: {
      ...keyframes,
      // The product page's sticky ADD TO CART, shown by its main button's scroll timeline before any script runs.
      'sticky-bar-reveal': { from: { visibility: 'hidden' }, to: { visibility: 'visible' } },
    },
    tokens: {
      animations,
      aspectRatios,
      blurs,
      borders,
      cursor,
      durations,
      easings,
      fontSizes,
      fontWeights,
      letterSpacings,
      lineHeights,
      radii,
      sizes,
      spacing,
      zIndex: zIndices,
      fonts: {
        heading: { value: 'Georgia, "Times New Roman", serif' },
        body: { value: 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", sans-serif' },
        mono: { value: 'SFMono-Regular, Menlo, Monaco, Consolas, monospace' },
      },
      colors: {
        ...withoutUnusedPalettes(colors),
        brand: {
          navy: { value: '#1f2a44' },
          gold: { value: '#c9a24a' },
          cream: { value: '#f6f1ea' },
          sale: { value: '#b3262e' },
        },
      },
    },
    // Light values only, and the palettes in use (theme-tokens.ts).
    semanticTokens: lightOnly({
      colors: {
        ...withoutUnusedPalettes(semanticColors),
        // Chakra's red.500 error text reads at 3.8:1 on white; field errors must reach WCAG AA's 4.5:1.
        fg: { ...semanticColors.fg, error: { value: '{colors.red.700}' } },
      },
      shadows: semanticShadows,
      radii: semanticRadii,
    }),
    textStyles,
    layerStyles,
    animationStyles,
    recipes: {
      badge: badgeRecipe,
      button: buttonRecipe,
      heading: headingRecipe,
      link: linkRecipe,
      skeleton: skeletonRecipe,
      spinner: spinnerRecipe,
    },
  },
});

/**
 * The small recipes Chakra's parts look up by key (a checkbox's checkmark, a field's input…). The slot recipes of the
 * bigger components that only later pages use (dialogs, drawers, forms, popovers, tabs, tables, toasts…) are not
 * registered here: each screen passes its recipe to the component's root (`<Dialog.Root recipe={dialogSlotRecipe}>`,
 * Chakra's `recipe` prop, read by `useSlotRecipe({ recipe })`), so a recipe's code travels in the lazy chunk of the
 * screens that use it instead of the first route's. The server renders those screens with the same prop, so both
 * compute the same class names (`chakra-dialog__content`…) and hydration matches.
 */
const extraComponents = defineConfig({
  theme: {
    recipes: {
      checkmark: checkmarkRecipe,
      input: inputRecipe,
      radiomark: radiomarkRecipe,
      separator: separatorRecipe,
      textarea: textareaRecipe,
    },
  },
});

// Building the system is the longest piece of start-up (its token dictionary): in the browser it runs in a task of its
// own, after the libraries' modules have been evaluated, rather than in one long task with them.
await yieldToBrowser();
export const system = createSystem(defaultBaseConfig, baseConfig, extraComponents);

/**
 * The system for a page the server rendered: its global styles (the reset, `globalCss` and a CSS variable for every
 * token, some 45 kB) are already in the page's head, so `ChakraProvider` is given none to write again. Building them
 * is most of the cost of `createSystem` (40-50 ms of a desktop's main thread at start-up), so Chakra is patched to
 * build them only when read (`patches/@chakra-ui__react@3.37.0.patch`), and here they are never read.
 */
export const systemOverServerStyles: SystemContext = Object.create(system, {
  _global: { value: [] },
  // The cascade layers' order statement is in the head too.
  layers: { value: { ...system.layers, atRule: '' } },
});
