import { chakra, type HTMLChakraProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';

/*
 * The listing's breadcrumb and sort box, drawn with Chakra's style props as its Breadcrumb (plain, md) and NativeSelect
 * (outline, sm) recipes draw them: the same elements and the same rules, without the parts' components, which bring
 * their slot-recipe context, every anatomy and Ark's field with them (some 15 KiB as sent on a phone's first load).
 */

/** Chakra's chevron icons, as its components draw them. */
function Chevron({ path }: { path: string }) {
  return (
    <chakra.svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={path} />
    </chakra.svg>
  );
}

/** Home, then this page: 'Homepage › Man'. */
export function ListingBreadcrumb({ home, current }: { home: string; current: string }) {
  return (
    <chakra.nav aria-label="breadcrumb" display="flex" justifyContent="center" mb="3" fontSize="sm">
      <chakra.ol
        display="flex"
        alignItems="center"
        wordBreak="break-word"
        color="fg.muted"
        listStyle="none"
        gap="1.5"
        textStyle="sm"
      >
        <chakra.li display="inline-flex" alignItems="center">
          {/* biome-ignore lint/a11y/useValidAnchor: the router's link is the anchor (with its href); this only styles it. */}
          <chakra.a
            asChild
            outline="0"
            textDecoration="none"
            borderRadius="l1"
            focusRing="outside"
            display="inline-flex"
            alignItems="center"
            gap="2"
            color="fg.muted"
            _hover={{ color: 'fg' }}
          >
            <RouterLink to="/">{home}</RouterLink>
          </chakra.a>
        </chakra.li>
        <chakra.li
          aria-hidden="true"
          color="fg.muted"
          opacity="0.8"
          _icon={{ boxSize: '1em' }}
          _rtl={{ rotate: '180deg' }}
        >
          <Chevron path="m9 18 6-6-6-6" />
        </chakra.li>
        <chakra.li display="inline-flex" alignItems="center">
          <chakra.span role="link" aria-current="page" color="fg">
            {current}
          </chakra.span>
        </chakra.li>
      </chakra.ol>
    </chakra.nav>
  );
}

/** A native select with the chevron beside it, small. */
export function SmallSelect({
  width,
  children,
  ...field
}: HTMLChakraProps<'select'> & { width: HTMLChakraProps<'div'>['w']; children: ReactNode }) {
  return (
    <chakra.div
      height="fit-content"
      display="flex"
      w={width}
      position="relative"
      css={{ '--select-field-height': 'sizes.9' }}
    >
      <chakra.select
        width="100%"
        minWidth="0"
        outline="0"
        appearance="none"
        borderRadius="l2"
        height="var(--select-field-height)"
        focusVisibleRing="inside"
        lineHeight="normal"
        textStyle="sm"
        ps="2.5"
        pe="8"
        bg="transparent"
        borderWidth="1px"
        borderColor="border"
        css={{
          '--error-color': 'colors.border.error',
          '--input-height': 'var(--select-field-height)',
          '& > option, & > optgroup': { bg: 'bg' },
        }}
        _disabled={{ layerStyle: 'disabled' }}
        _invalid={{ focusRingColor: 'var(--error-color)', borderColor: 'var(--error-color)' }}
        _expanded={{ borderColor: 'border.emphasized' }}
        {...field}
      >
        {children}
      </chakra.select>
      <chakra.div
        position="absolute"
        display="inline-flex"
        alignItems="center"
        justifyContent="center"
        pointerEvents="none"
        top="50%"
        transform="translateY(-50%)"
        height="100%"
        color="fg.muted"
        textStyle="md"
        insetEnd="2"
        _icon={{ width: '1em', height: '1em' }}
        _disabled={{ opacity: '0.5' }}
        _invalid={{ color: 'fg.error' }}
      >
        <Chevron path="m6 9 6 6 6-6" />
      </chakra.div>
    </chakra.div>
  );
}
