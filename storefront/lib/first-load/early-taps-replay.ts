// Carries out what the shopper did before the page woke (lib/first-load/early-taps.tsx, docs/decisions/0054). A
// file of its own: fetched only on a page where something was kept.
import { earlyTapNotCarriedOut, SNACKBAR_ACTION } from '../../../shop-rules/messages/shop';
import { SNACKBAR_MS } from '../ui-timing-and-layout';
import { enterText, type Field, isTick } from './early-typed-text';

/** What the inline capture kept (lib/first-load/early-taps.tsx). */
interface EarlyTap {
  t: Element;
  p: number[];
  f?: HTMLFormElement;
  s?: HTMLElement | null;
  /** A radio's or checkbox's state as the tap left it (the browser's tick is kept, not stopped). */
  c?: boolean;
}
export interface Early {
  q: EarlyTap[];
  v: Map<Element, { p: number[]; x: string }>;
  /** Set while the replay itself dispatches: the capture lets those events through. */
  z?: boolean;
  /** Set once React listens and the page's stores are restored: a tick with no older tap waiting is React's. */
  h?: boolean;
  /** Whether anything was kept: a tap, typing, or a field autofilled without an event. */
  k(): boolean;
}

/** What a control says to the shopper: its label, else its text (a form says nothing of its own). */
function labelOf(element: Element): string {
  if (element instanceof HTMLFormElement) return '';
  return (element.getAttribute('aria-label') || element.textContent || '').replace(/\s+/g, ' ').trim();
}

/**
 * The element itself, or the one at the same place when React drew it anew (a kept part that woke): the
 * same kind of control saying the same thing, on the page the tap was made on. Anything else there is
 * not what the shopper tapped, and is never pressed in its stead.
 */
function found(element: Element, path: number[]): Element | null {
  if (element.isConnected) return element;
  // Every kept tap was made on the page the document was loaded for; the router may have left it since.
  const loadedFor = performance.getEntriesByType('navigation')[0]?.name;
  if (loadedFor && new URL(loadedFor).pathname !== location.pathname) return null;
  let at: Element | null = document.body;
  for (const i of path) at = at?.children[i] ?? null;
  const same =
    at?.tagName === element.tagName &&
    at.getAttribute('type') === element.getAttribute('type') &&
    labelOf(at) === labelOf(element);
  return same ? at : null;
}

/** Says, as the shop's notices do, which kept taps could not be carried out (read out at once). */
function sayNotCarriedOut(controls: string[]) {
  const host = document.createElement('div');
  host.className = 'snackbar-host';
  const notice = document.createElement('div');
  notice.className = 'snackbar snackbar--alert';
  notice.setAttribute('role', 'alert');
  const text = document.createElement('span');
  text.className = 'snackbar__text';
  text.textContent = earlyTapNotCarriedOut([...new Set(controls)].join(', '));
  const ok = document.createElement('button');
  ok.type = 'button';
  ok.className = 'snackbar__ok';
  ok.textContent = SNACKBAR_ACTION;
  const close = () => host.remove();
  ok.addEventListener('click', close);
  notice.append(text, ok);
  host.append(notice);
  document.body.append(host);
  setTimeout(close, SNACKBAR_MS);
}

/**
 * After hydration: typed text into React's state, then each kept tap, once, each in a task of its own
 * so that it meets what the one before it drew (a quantity raised, then Add To Cart).
 */
export async function replayEarlyTaps(early: Early) {
  const pass = (act: () => void) => {
    early.z = true;
    try {
      act();
    } finally {
      early.z = false;
    }
  };
  const typed = new Map<Field, string>();
  for (const [field, { p, x }] of early.v) {
    const live = found(field, p);
    if (live && !isTick(live)) typed.set(live as Field, x);
  }
  // Autofill that sent no event, and a value the browser put back on its own: what the field holds
  // now and the server did not write.
  for (const field of document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(
    'input:not([type=radio]):not([type=checkbox]):not([type=hidden]):not([type=file]), textarea',
  )) {
    if (!typed.has(field) && field.value !== field.defaultValue) typed.set(field, field.value);
  }
  pass(() => {
    for (const [field, value] of typed) enterText(field, value);
  });
  const notCarriedOut: string[] = [];
  // Taps made while the replay runs join the end of the line, so none overtakes an older one.
  for (let tap = early.q.shift(); tap; tap = early.q.shift()) {
    const { t, p, f, s, c } = tap;
    await new Promise((next) => setTimeout(next));
    for (const marked of [t, s]) {
      marked?.removeAttribute('data-early-tap');
      marked?.removeAttribute('aria-busy');
    }
    const live = found(t, p);
    // Gone since the tap: the shopper is told, never left guessing.
    if (!live) {
      notCarriedOut.push(labelOf(s ?? t));
      continue;
    }
    const submitter = s && s.isConnected && (s as HTMLButtonElement).form === live ? s : undefined;
    pass(() => {
      if (f) (live as HTMLFormElement).requestSubmit(submitter);
      else {
        // The tick is first put back as it was before the tap, so that the click gives it again and
        // React hears the change (its tracker has seen the state set here).
        if (c !== undefined && isTick(live)) (live as HTMLInputElement).checked = !c;
        (live as HTMLElement).click();
      }
    });
  }
  if (notCarriedOut.length) sayNotCarriedOut(notCarriedOut);
}
