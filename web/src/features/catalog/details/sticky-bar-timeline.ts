/** The sticky header's height on a phone: the main button counts as gone once it has passed under it. */
export const HEADER_HEIGHT = 64;

/**
 * The main button's scroll timeline (`view-timeline`), named on the button's row and shared with the bar through a
 * common ancestor (`timeline-scope`): before any script runs, the bar shows by CSS alone once the row has passed
 * under the header.
 */
export const MAIN_BUTTON_TIMELINE = '--sutra-main-add-to-cart';

/** On the main button's row: it drives the bar until the app measures the scroll itself. */
export const mainButtonTimeline = {
  viewTimelineName: MAIN_BUTTON_TIMELINE,
  viewTimelineAxis: 'block',
  viewTimelineInset: `${HEADER_HEIGHT}px 0px`,
} as const;

/** On the element holding both the main button's row and the bar. */
export const mainButtonTimelineScope = { timelineScope: MAIN_BUTTON_TIMELINE } as const;
