/** Notifications nag; fewer than this many seconds apart is refused (spec §5). */
export const MIN_NOTIFICATION_DELAY = 10;

/** Seconds from the page's load to the first notification, unless the widget is told otherwise. */
export const DEFAULT_NOTIFICATION_DELAY = 60;
