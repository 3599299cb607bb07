// Query strings and form bodies as the shop reads them: percent-encoded UTF-8, or refused. The usual
// parsers keep a sequence that is not UTF-8 ('%E0', '%ED%A0%80') as raw text; a name or a search
// typed by a person never looks like that, so it is answered with a 400 naming the parameter.

import { printableField } from './unstorable-text';
import { BadRequestError } from './validate';

export const badEncodingMessage = (field: string) => `${field} is not correctly percent-encoded UTF-8.`;

const decodePart = (part: string) => decodeURIComponent(part.replace(/\+/g, ' '));

/** The first parameter of a query string or form body whose name or value does not decode, or null. */
export function badlyEncodedParameter(encoded: string): string | null {
  for (const pair of encoded.split('&')) {
    if (!pair.includes('%')) continue;
    try {
      decodePart(pair);
    } catch {
      const eq = pair.indexOf('=');
      const rawName = eq < 0 ? pair : pair.slice(0, eq);
      let name = rawName;
      try {
        name = decodePart(rawName);
      } catch {
        // the name itself is the broken part: shown as sent
      }
      return printableField(name);
    }
  }
  return null;
}

/**
 * A form body (application/x-www-form-urlencoded) as an object: a repeated name gives a list. No
 * prototype, so '__proto__' is a name like any other. Throws a BadRequestError for bad encoding.
 */
export function readFormBody(body: string): Record<string, string | string[]> {
  const bad = badlyEncodedParameter(body);
  if (bad !== null) {
    const message = badEncodingMessage(bad);
    throw new BadRequestError(`${bad}: ${message}`, [{ field: bad, message }]);
  }
  const out: Record<string, string | string[]> = Object.create(null);
  for (const [name, value] of new URLSearchParams(body)) {
    const before = out[name];
    if (before === undefined) out[name] = value;
    else if (Array.isArray(before)) before.push(value);
    else out[name] = [before, value];
  }
  return out;
}
