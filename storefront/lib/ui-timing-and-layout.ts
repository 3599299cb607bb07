// How the pages move and lay out: timings in milliseconds and sizes in pixels. Only the browser
// uses them, so they live here, not in shop-rules. The CSS holds the other layout sizes.

// Timings (milliseconds)
export const SNACKBAR_MS = 5000;
export const CAPTION_REVERT_MS = 2000;
export const VIDEO_START_DELAY_MS = 100;
export const SUCCESS_REDIRECT_MS = 3000;
export const SLIDE_MS = 5000;
/** The offline parts and the scroll-to-top button load this long after the page has (decision 0059). */
export const LATER_PARTS_MS = 3000;
/**
 * The performance mark a page sets as it starts loading those later parts: what it fetched before
 * is its first load (the phone's JavaScript budget counts up to it: bench/phone-javascript.ts).
 */
export const LATER_PARTS_MARK = 'shop:later-parts';

// Layout (pixels)
export const SCROLL_TOP_THRESHOLD_PX = 100;
/** The scroll-to-top button's size and its distance from the screen's bottom right corner (shell.css). */
export const SCROLL_TOP_SIZE_PX = 48;
export const SCROLL_TOP_INSET_PX = 16;
/** How long after the last scroll the button looks again at what lies under it. */
export const SCROLL_TOP_LOOK_MS = 80;
/** While shown, the scroll-to-top button looks under itself again this often (late parts come under it). */
export const SCROLL_TOP_RELOOK_MS = 1000;
/** The banner slider is hidden at this width and below. */
export const SLIDER_HIDDEN_MAX_WIDTH_PX = 992;
export const BANNER_WIDTH_PX = 1265;
export const BANNER_HEIGHT_PX = 310;
