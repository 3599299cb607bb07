// What lies under the scroll-to-top button's corner (docs/decisions/0059). Its own module, loaded the
// first time the page is scrolled past the threshold, so a page's first load carries none of it.
import { SCROLL_TOP_INSET_PX, SCROLL_TOP_SIZE_PX } from '../../lib/ui-timing-and-layout';

const CONTROL = 'a[href], button, input, select, textarea, label, summary, [role="button"]';
/** Finer than the smallest control (44 px) and amount (a line of text), so none slips between the points. */
const STEP_PX = 12;

/** A control, or an element whose own text is an amount (TT$…). */
function matters(el: Element): boolean {
  if (el.closest(CONTROL)) return true;
  for (const node of Array.from(el.childNodes))
    if (node.nodeType === Node.TEXT_NODE && node.textContent?.includes('TT$')) return true;
  return false;
}

/**
 * Whether a control or an amount lies where the button sits (docs/decisions/0059): sampled on a grid
 * that reaches one step beyond the button, so anything at least a step wide that overlaps it is met.
 */
export function somethingUnder(): boolean {
  const width = document.documentElement.clientWidth;
  const height = window.innerHeight;
  const right = width - SCROLL_TOP_INSET_PX;
  const bottom = height - SCROLL_TOP_INSET_PX;
  const left = right - SCROLL_TOP_SIZE_PX;
  const top = bottom - SCROLL_TOP_SIZE_PX;
  for (let x = left - STEP_PX; x <= right + STEP_PX; x += STEP_PX) {
    for (let y = top - STEP_PX; y <= bottom + STEP_PX; y += STEP_PX) {
      if (x < 0 || y < 0 || x >= width || y >= height) continue;
      const under = document.elementsFromPoint(x, y).find((el) => !el.closest('.scroll-to-top'));
      if (under && matters(under)) return true;
    }
  }
  return false;
}
