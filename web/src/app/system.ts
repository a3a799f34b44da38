/**
 * Sutra's Chakra system, in two steps so the first page stays light. The base system — Chakra's tokens and the
 * recipes the first paint needs — is created at start-up; `loadFullSystem()` adds the recipes of everything else
 * (dialogs, drawers, popovers, forms, tabs…) from a separate chunk. Routes and overlays that need them await it
 * before rendering, and the app loads it on idle after the first paint. Add a recipe to `system-full.ts` when a
 * screen starts using a component (or here, when the first paint needs it).
 */

import { layerStyles } from '@chakra-theme/layer-styles';
import { animationStyles } from '@chakra-theme/motion-styles';
import { badgeRecipe } from '@chakra-theme/recipes/badge';
import { buttonRecipe } from '@chakra-theme/recipes/button';
import { headingRecipe } from '@chakra-theme/recipes/heading';
import { linkRecipe } from '@chakra-theme/recipes/link';
import { skeletonRecipe } from '@chakra-theme/recipes/skeleton';
import { spinnerRecipe } from '@chakra-theme/recipes/spinner';
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
import { useSyncExternalStore } from 'react';

export const baseConfig = defineConfig({
  preflight: true,
  cssVarsPrefix: 'chakra',
  cssVarsRoot: ':where(html, .chakra-theme)',
  globalCss: {
    'html, body': { color: 'fg', bg: 'bg', lineHeight: '1.5' },
    '*::placeholder': { color: 'fg.muted/80' },
  },
  theme: {
    breakpoints: { sm: '480px', md: '768px', lg: '1024px', xl: '1280px', '2xl': '1536px' },
    keyframes,
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
        ...colors,
        brand: {
          navy: { value: '#1f2a44' },
          gold: { value: '#c9a24a' },
          cream: { value: '#f6f1ea' },
          sale: { value: '#b3262e' },
        },
      },
    },
    semanticTokens: {
      colors: {
        ...semanticColors,
        // Chakra's red.500 error text reads at 3.8:1 on white; field errors must reach WCAG AA's 4.5:1.
        fg: { ...semanticColors.fg, error: { value: { _light: '{colors.red.700}', _dark: '{colors.red.300}' } } },
      },
      shadows: semanticShadows,
      radii: semanticRadii,
    },
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

export const baseSystem = createSystem(defaultBaseConfig, baseConfig);

let fullSystem: SystemContext | undefined;
let loading: Promise<SystemContext> | undefined;
const listeners = new Set<() => void>();

/** Loads (once) the system with every recipe the storefront uses. */
export function loadFullSystem(): Promise<SystemContext> {
  loading ??= import('./system-full').then(({ fullSystem: loaded }) => {
    fullSystem = loaded;
    for (const listener of listeners) listener();
    return loaded;
  });
  return loading;
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The system to provide: the base one until the full one has loaded. */
export function useAppSystem(): SystemContext {
  return useSyncExternalStore(subscribe, () => fullSystem ?? baseSystem);
}
