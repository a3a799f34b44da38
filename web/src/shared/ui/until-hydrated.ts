/**
 * Styles for a plain stand-in the server renders for a control the app runs later (a filter form, the phone's menu):
 * hidden, shown when a link targets it (`#id`) while `<html>` has no `data-hydrated`, and gone once the app runs.
 */
export const SHOWN_BY_LINK_UNTIL_HYDRATED = {
  display: 'none',
  css: { 'html:not([data-hydrated]) &:target': { display: 'block' } },
} as const;
