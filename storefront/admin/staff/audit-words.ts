// The audit log in the owner's words: the shop keeps short codes ('section.create', 'design-section', 'sortOrder');
// the page shows them as plain words ('Section added', 'Design section', 'Sort order').

const VERBS: Record<string, string> = {
  create: 'added',
  add: 'added',
  update: 'changed',
  save: 'saved',
  remove: 'removed',
  delete: 'removed',
};

/** 'sortOrder', 'design-section', 'page_no' → 'sort order', 'design section', 'page no'. */
function words(code: string): string {
  return code
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[-_]+/g, ' ')
    .trim()
    .toLowerCase();
}

function capital(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** The kind of record: 'design-section' → 'Design section'. */
export function recordWord(entity: string): string {
  return capital(words(entity));
}

/** What was done: 'section.create' → 'Section added'; 'order.status' → 'Order status'. */
export function actionWord(action: string): string {
  return capital(
    action
      .split('.')
      .map((part) => VERBS[part] ?? words(part))
      .join(' '),
  );
}

/** A record's fields, one a line, named in words: 'sortOrder: 2' → 'Sort order: 2'. */
export function fieldLines(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value !== 'object' || Array.isArray(value)) return String(JSON.stringify(value));
  return Object.entries(value as Record<string, unknown>)
    .map(([key, v]) => `${capital(words(key))}: ${shown(v)}`)
    .join('\n');
}

function shown(v: unknown): string {
  if (v === null || v === undefined || v === '') return '(none)';
  if (typeof v === 'boolean') return v ? 'yes' : 'no';
  if (typeof v === 'string' || typeof v === 'number') return String(v);
  if (Array.isArray(v) && v.every((x) => typeof x !== 'object' || x === null)) return v.join(', ');
  return JSON.stringify(v);
}
