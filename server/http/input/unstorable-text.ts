// Text the database cannot keep. PostgreSQL refuses a NUL character in any text value, and a lone
// UTF-16 surrogate (possible in JSON as "\ud800") has no UTF-8 form: the driver would quietly store
// U+FFFD instead. Both are refused where input enters the shop, naming the field (docs/decisions/0023).

// biome-ignore lint/suspicious/noControlCharactersInRegex: NUL is the character looked for.
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Deeper than any form or order the shop takes; walking further would only serve an attacker. */
export const MAX_INPUT_DEPTH = 32;

const UNSTORABLE_ALL = new RegExp(UNSTORABLE.source, 'g');

export const hasUnstorableText = (text: string) => UNSTORABLE.test(text);

/** The text without what the database cannot keep. */
export const withoutUnstorableText = (text: string) => text.replace(UNSTORABLE_ALL, '');

export const unstorableMessage = (field: string) =>
  `${field} contains a character that is not allowed (a NUL byte or broken Unicode).`;

export const tooDeepMessage = (field: string) => `${field} is nested too deeply.`;

/** A field's name as it may be shown: control characters and broken Unicode escaped, at most 100 characters. */
export function printableField(name: string): string {
  const escaped = JSON.stringify(name).slice(1, -1);
  return escaped.length > 100 ? `${escaped.slice(0, 100)}…` : escaped;
}

export interface InputProblem {
  field: string;
  message: string;
}

/**
 * The first place in a parsed input (query, path parameters, JSON or form body) holding unstorable
 * text, in a key or a value, or nesting deeper than MAX_INPUT_DEPTH; null when there is none.
 * Walks with its own stack, so no input can overflow the call stack.
 */
export function findUnstorableText(input: unknown, rootName: string): InputProblem | null {
  const stack: { value: unknown; path: string; depth: number }[] = [{ value: input, path: '', depth: 0 }];
  while (stack.length > 0) {
    const { value, path, depth } = stack.pop()!;
    const field = path === '' ? rootName : path;
    if (typeof value === 'string') {
      if (hasUnstorableText(value)) return { field, message: unstorableMessage(field) };
      continue;
    }
    if (value === null || typeof value !== 'object') continue;
    if (depth >= MAX_INPUT_DEPTH) return { field, message: tooDeepMessage(field) };
    if (Array.isArray(value)) {
      for (let i = value.length - 1; i >= 0; i--) {
        stack.push({ value: value[i], path: `${field}[${i}]`, depth: depth + 1 });
      }
      continue;
    }
    const keys = Object.keys(value);
    for (let i = keys.length - 1; i >= 0; i--) {
      const key = keys[i]!;
      const child = path === '' ? printableField(key) : `${path}.${printableField(key)}`;
      if (hasUnstorableText(key)) return { field: child, message: unstorableMessage(child) };
      stack.push({ value: (value as Record<string, unknown>)[key], path: child, depth: depth + 1 });
    }
  }
  return null;
}

/**
 * The same input with unstorable characters taken out of every string value (names are left: a
 * handler reads only the names it knows). Nesting deeper than MAX_INPUT_DEPTH is left as it is.
 */
export function dropUnstorableText(input: unknown): unknown {
  if (typeof input === 'string') return withoutUnstorableText(input);
  const stack: { value: unknown; depth: number }[] = [{ value: input, depth: 0 }];
  while (stack.length > 0) {
    const { value, depth } = stack.pop()!;
    if (value === null || typeof value !== 'object' || depth >= MAX_INPUT_DEPTH) continue;
    const fields = value as Record<string, unknown>;
    for (const key of Object.keys(fields)) {
      const child = fields[key];
      if (typeof child === 'string') fields[key] = withoutUnstorableText(child);
      else stack.push({ value: child, depth: depth + 1 });
    }
  }
  return input;
}
