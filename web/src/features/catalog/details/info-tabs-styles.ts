import type { SystemStyleObject } from '@chakra-ui/react';

/**
 * Chakra's tabs (`line` variant) and accordion slot recipes, the slots the product's information tabs draw with, as
 * the store's system resolves them (`sva`: tokens made CSS variables); `info-tabs-styles.test.ts` holds them equal to
 * the recipes. They are kept here rather than imported: a recipe is a module of the library, and the bundler groups
 * the library's modules by the pages sharing them, so importing the two recipes brought the product page the chunks
 * they landed in (Zag's tabs, dialog, checkbox and focus trap, some 40 KB as sent) though the page draws them on
 * plain elements.
 */
export const tabsStyles = {
  root: {
    '@layer recipes': {
      '--tabs-trigger-radius': 'var(--c-radii-l2)',
      '--tabs-indicator-shadow': 'var(--c-shadows-xs)',
      '--tabs-indicator-bg': 'var(--c-colors-bg)',
      position: 'relative',
      '&[data-orientation=horizontal]': {
        display: 'block',
      },
      '&[data-orientation=vertical]': {
        display: 'flex',
      },
      '--tabs-height': 'var(--c-sizes-10)',
      '--tabs-content-padding': 'var(--c-spacing-4)',
    },
  },
  list: {
    '@layer recipes': {
      display: 'flex',
      position: 'relative',
      isolation: 'isolate',
      minHeight: 'var(--tabs-height)',
      '&[data-orientation=horizontal]': {
        flexDirection: 'row',
        borderBottomWidth: '1px',
      },
      '&[data-orientation=vertical]': {
        flexDirection: 'column',
        borderInlineEndWidth: '1px',
      },
      borderColor: 'var(--c-colors-border)',
    },
  },
  trigger: {
    '@layer recipes': {
      outline: '0',
      minWidth: 'var(--tabs-height)',
      height: 'var(--tabs-height)',
      display: 'flex',
      alignItems: 'center',
      fontWeight: 'var(--c-font-weights-medium)',
      position: 'relative',
      cursor: 'var(--c-cursor-button)',
      gap: 'var(--c-spacing-2)',
      '&:is(:focus-visible, [data-focus-visible])': {
        zIndex: 1,
        outline: '2px solid',
        outlineColor: 'var(--c-colors-color-palette-focus-ring)',
      },
      '&:is(:disabled, [disabled], [data-disabled], [aria-disabled=true])': {
        cursor: 'not-allowed',
        opacity: 0.5,
        '&:is(:active, [data-active]):not(:disabled, [data-disabled], [data-state=open])': {
          background: 'initial',
          '--bg-currentcolor': 'initial',
        },
      },
      paddingBlock: 'var(--c-spacing-2)',
      paddingInline: 'var(--c-spacing-4)',
      fontSize: 'var(--c-font-sizes-sm)',
      lineHeight: '1.25rem',
      color: 'var(--c-colors-fg-muted)',
      '&:is([aria-selected=true], [data-selected])': {
        color: 'var(--c-colors-fg)',
        '&[data-orientation=horizontal]': {
          position: 'relative',
          '--indicator-color-fallback': 'var(--c-colors-color-palette-solid)',
          '&::before': {
            content: '""',
            position: 'absolute',
            bottom: 'var(--indicator-offset-y, 0)',
            insetInline: 'var(--indicator-offset-x, 0)',
            height: 'var(--indicator-thickness, 2px)',
            background: 'var(--indicator-color, var(--indicator-color-fallback))',
            '--bg-currentcolor': 'var(--indicator-color, var(--indicator-color-fallback))',
          },
          '--indicator-offset-y': '-1px',
          '--indicator-color': 'var(--c-colors-color-palette-solid)',
        },
        '&[data-orientation=vertical]': {
          position: 'relative',
          '--indicator-color-fallback': 'var(--c-colors-color-palette-solid)',
          '&::before': {
            content: '""',
            position: 'absolute',
            insetInlineEnd: 'var(--indicator-offset-x, 0)',
            insetBlock: 'var(--indicator-offset-y, 0)',
            width: 'var(--indicator-thickness, 2px)',
            background: 'var(--indicator-color, var(--indicator-color-fallback))',
            '--bg-currentcolor': 'var(--indicator-color, var(--indicator-color-fallback))',
          },
          '--indicator-offset-x': '-1px',
        },
      },
    },
  },
} satisfies Record<string, SystemStyleObject>;

export const accordionStyles = {
  item: {
    '@layer recipes': {
      overflowAnchor: 'none',
      borderBottomWidth: '1px',
    },
  },
  itemTrigger: {
    '@layer recipes': {
      display: 'flex',
      alignItems: 'center',
      textAlign: 'start',
      width: 'var(--c-sizes-full)',
      outline: '0',
      gap: 'var(--c-spacing-3)',
      fontWeight: 'var(--c-font-weights-medium)',
      borderRadius: 'var(--accordion-radius)',
      '&:is(:focus-visible, [data-focus-visible])': {
        outline: '2px solid',
        outlineColor: 'var(--c-colors-color-palette-focus-ring)',
      },
      '&:is(:disabled, [disabled], [data-disabled], [aria-disabled=true])': {
        opacity: '0.5',
        cursor: 'not-allowed',
      },
      fontSize: 'var(--c-font-sizes-md)',
      lineHeight: '1.5rem',
      paddingBlock: 'var(--accordion-padding-y)',
    },
  },
  itemIndicator: {
    '@layer recipes': {
      transition: 'rotate 0.2s',
      transformOrigin: 'center',
      color: 'var(--c-colors-fg-subtle)',
      '&:is([open], [data-open], [data-state=open])': {
        rotate: '180deg',
      },
      '& :where(svg)': {
        width: '1.2em',
        height: '1.2em',
      },
    },
  },
} satisfies Record<string, SystemStyleObject>;
