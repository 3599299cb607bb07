import type { ActionResult } from '../../../shop-rules/api/backoffice';

/** A refused form shows again what was typed; otherwise what is saved. */
export function formDefaults(result: ActionResult | undefined | null) {
  const typed = result && !result.ok ? result.values : undefined;
  return {
    text: (name: string, saved: string | number | null | undefined) =>
      typed ? (typed[name] ?? '') : saved === null || saved === undefined ? '' : String(saved),
    checked: (name: string, saved: boolean) => (typed ? typed[name] === 'on' : saved),
  };
}
