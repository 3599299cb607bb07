// What the shopper did to a kept part's drawing before it came to life, carried over to the living
// part (lib/first-load/kept-part.tsx). A file of its own: fetched only when the first kept part wakes.

/** The kept drawing (taken out of the page, but as the shopper left it) and what they did to it. */
export interface Handover {
  drawn: HTMLElement;
  focus: Element | null;
  press: HTMLButtonElement | null;
  submit: HTMLFormElement | null;
}

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

export function carryOver({ drawn, focus, press, submit }: Handover, live: HTMLElement) {
  const counterpart = <T extends Element>(element: T | null): T | null => {
    const path = element && pathTo(drawn, element);
    return path ? (elementAt(live, path) as T | null) : null;
  };
  for (const field of drawn.querySelectorAll<Field>('input, textarea, select')) {
    const target = counterpart(field);
    if (!target || target.tagName !== field.tagName) continue;
    if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) {
      if (field.checked !== (target as HTMLInputElement).checked) (target as HTMLInputElement).click();
    } else if (field.value !== target.value) {
      // Through the element's own setter and an input event, so that React's onChange hears it.
      Object.getOwnPropertyDescriptor(Object.getPrototypeOf(target), 'value')?.set?.call(target, field.value);
      target.dispatchEvent(new Event(target instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
    }
  }
  const focusTarget = counterpart(focus);
  if (focusTarget instanceof HTMLElement) {
    focusTarget.focus();
    if (
      (focus instanceof HTMLInputElement || focus instanceof HTMLTextAreaElement) &&
      'setSelectionRange' in focusTarget
    ) {
      try {
        (focusTarget as HTMLInputElement).setSelectionRange(focus.selectionStart, focus.selectionEnd);
      } catch {
        // Not every input type has a selection (numbers, radios).
      }
    }
  }
  // After React has drawn the carried values, so the part's handlers see them.
  const pressTarget = counterpart(press);
  const submitTarget = counterpart(submit);
  if (pressTarget || submitTarget) {
    setTimeout(() => {
      if (pressTarget instanceof HTMLElement) pressTarget.click();
      if (submitTarget instanceof HTMLFormElement) submitTarget.requestSubmit();
    }, 0);
  }
}

function pathTo(root: Element, element: Element | null): number[] | null {
  const path: number[] = [];
  for (let at = element; at && at !== root; at = at.parentElement) {
    if (!at.parentElement) return null;
    path.unshift(Array.prototype.indexOf.call(at.parentElement.children, at));
  }
  return element && root.contains(element) && element !== root ? path : null;
}

function elementAt(root: Element, path: number[]): Element | null {
  let at: Element | null = root;
  for (const i of path) at = at?.children[i] ?? null;
  return at;
}
