// Text typed before the page woke, put into React's state (docs/decisions/0054). Shared by the first
// layout effect (lib/first-load/early-taps.tsx), which gives it to React before any effect of the page draws its
// fields again, and by the replay (early-taps-replay.ts).

export type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/**
 * Puts a value into a field so that React's onChange hears it, even when React already took the
 * typed value as the field's own: React only reports a value different from the one it last saw, so
 * it is first told another one through its own setter, then the real value goes in through the
 * element's native setter, and an input event follows.
 */
export function enterText(field: Field, value: string) {
  // A file picker's value can only be emptied by a script (anything else throws): its file stays as chosen.
  if (field instanceof HTMLInputElement && field.type === 'file') return;
  if (field instanceof HTMLSelectElement) {
    field.value = value;
    field.dispatchEvent(new Event('change', { bubbles: true }));
    return;
  }
  const native = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set;
  field.value = `${value}\u0000`;
  native?.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

export const isTick = (field: Element) =>
  field instanceof HTMLInputElement && (field.type === 'radio' || field.type === 'checkbox');
