import { chakra, useRecipe } from '@chakra-ui/react';
import { useState } from 'react';

/** Until the app runs, the box shows the tick from the native checkbox the shopper toggled. */
const CHECKED_BEFORE_APP = {
  'html:not([data-hydrated]) &:has(input:checked) [data-part=control]': {
    bg: 'colorPalette.solid',
    borderColor: 'colorPalette.solid',
    color: 'colorPalette.contrast',
  },
};

/**
 * 'Shop sale items only': a native checkbox of the listing's GET form (`sale=1`), drawn as Chakra's Checkbox (solid,
 * sm) draws it — its box is the store's checkmark recipe — without the component's state machine, Ark and the slot
 * recipe that come with it. Once the app runs a change applies at once.
 */
export function SaleOnlyBox({
  checked: applied,
  onChange,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  // The tick follows the shopper's tap at once; the listing's filters (from the address, changed in a transition)
  // catch up, and a change of them from elsewhere (Reset, a chip) is shown as it comes.
  const [checked, setChecked] = useState(applied);
  const [shownApplied, setShownApplied] = useState(applied);
  if (applied !== shownApplied) {
    setShownApplied(applied);
    setChecked(applied);
  }
  const [focusVisible, setFocusVisible] = useState(false);
  const box = useRecipe({ key: 'checkmark' });
  const state = checked ? 'checked' : 'unchecked';
  return (
    <chakra.label
      display="inline-flex"
      gap="2"
      alignItems="center"
      verticalAlign="top"
      position="relative"
      css={CHECKED_BEFORE_APP}
      data-part="root"
      data-state={state}
    >
      <chakra.input
        type="checkbox"
        name="sale"
        value="1"
        checked={checked}
        onChange={(event) => {
          setChecked(event.currentTarget.checked);
          onChange(event.currentTarget.checked);
        }}
        onFocus={(event) => setFocusVisible(event.currentTarget.matches(':focus-visible'))}
        onBlur={() => setFocusVisible(false)}
        // In the page for the form, the keyboard and screen readers; the box beside it is what shows.
        srOnly
      />
      <chakra.div
        aria-hidden
        data-part="control"
        data-state={state}
        data-focus-visible={focusVisible ? '' : undefined}
        css={box({ size: 'sm', variant: 'solid' })}
      >
        <chakra.svg
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="3px"
          strokeLinecap="round"
          strokeLinejoin="round"
          data-state={state}
        >
          {checked && <polyline points="20 6 9 17 4 12" />}
        </chakra.svg>
      </chakra.div>
      <chakra.span data-part="label" data-state={state} fontWeight="medium" userSelect="none" textStyle="sm">
        Shop sale items only
      </chakra.span>
    </chakra.label>
  );
}
