// fast-check arbitraries for what an attacker or a broken client sends: fields named as the API
// names them (in any case), filled with NUL and control characters, lone surrogates, very long text,
// huge, negative and fractional numbers, NaN and Infinity as text, lists and objects where text is
// expected, prototype keys; plus plausible values, so requests also get past the first check.
import fc from 'fast-check';

/** A value as a client may put it in JSON. */
export type Sent = string | number | boolean | null | Sent[] | { entries: [string, Sent][] };

const NASTY_TEXT = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\u0000'.repeat(3),
  '\u0001\u001f\u007f',
  '\r\n',
  '\t',
  '\ud800',
  'x\udfff',
  '\udc00\ud800',
  '\ud83d',
  '😀',
  'é',
  'ﬀ',
  '\u202e',
  '\ufeff',
  '%00',
  '%',
  '%E0%A4',
  '\\',
  '"',
  "'",
  "'; drop table orders; --",
  '<script>alert(1)</script>',
  'NaN',
  'Infinity',
  '-Infinity',
  '1e309',
  '-1',
  '0',
  '-0',
  '1.5',
  '0.001',
  '1,000',
  '9007199254740993',
  '2147483648',
  '99999999999999999999',
  '0x10',
  ' 1 ',
  'true',
  'false',
  'null',
  'undefined',
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  '[object Object]',
  'TS-',
  'TS-0',
  'TS-999999999',
  '2026-02-30',
  '0000-00-00',
  'Bearer',
  '../../etc/passwd',
  '%2e%2e%2f',
];

const NASTY_NUMBERS = [
  0,
  -0,
  -1,
  1.5,
  -0.5,
  0.1,
  1e308,
  -1e308,
  1e-300,
  2 ** 31,
  2 ** 31 - 1,
  2 ** 53,
  2 ** 53 + 2,
  -(2 ** 53),
  Number.MAX_SAFE_INTEGER,
  1e21,
  123456789012,
];

const controlUnit = fc.constantFrom(
  ...['\u0000', '\u0001', '\u001f', '\u007f', '\ud800', '\udbff', '\udc00', '\udfff', 'a', '7', ' ', '%', '"', '\\'],
);

export const hostileText: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...NASTY_TEXT) },
  { weight: 2, arbitrary: fc.string({ unit: controlUnit, maxLength: 12 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 16 }) },
  { weight: 1, arbitrary: fc.constantFrom(101, 256, 1001, 5000, 100_001).map((n) => 'x'.repeat(n)) },
  {
    weight: 1,
    arbitrary: fc
      .tuple(fc.string({ maxLength: 5 }), fc.constantFrom('\u0000', '\ud800', '\udfff'))
      .map(([s, bad]) => s + bad + s),
  },
);

export const hostileNumber: fc.Arbitrary<number> = fc.oneof(
  fc.constantFrom(...NASTY_NUMBERS),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

/** The plausible value of a field, by its name: what the shop's own pages would send. */
export function plausibleValue(field: string): fc.Arbitrary<Sent> {
  const f = field.toLowerCase();
  const asTextOrNumber = (a: fc.Arbitrary<number>) => fc.oneof(a, a.map(String));
  const mostly = (good: Sent[], bad: Sent[]) =>
    fc.oneof({ weight: 9, arbitrary: fc.constantFrom(...good) }, { weight: 1, arbitrary: fc.constantFrom(...bad) });
  if (/mobile|telephone|phone/.test(f)) {
    return mostly(['7654321', '7000002'], ['765-4321', '765 4321', '1234567', '868-765-4321']);
  }
  if (/email/.test(f)) return fc.constantFrom('anita@example.test', 'x@y.tt');
  if (/password/.test(f)) return fc.constantFrom('correct horse 1', 'another long one 2');
  if (f === 'idempotencykey') return fc.uuid();
  if (f === 'status') return fc.constantFrom('success', 'failed', 'error');
  if (f === 'order_id') return fc.integer({ min: 1, max: 200 }).map((n) => `TS-${n}`);
  if (f === 'orderid' || f === 'orderno') return asTextOrNumber(fc.integer({ min: 1, max: 200 }));
  if (f === 'transaction_id') return fc.integer({ min: 1, max: 200 }).map((n) => `1-TS-${n}-123`);
  if (/total|price/.test(f)) return fc.constantFrom('10.00', '0.01', '99999', '100');
  if (/date/.test(f)) return mostly(['2026-11-23', '2026-11-30', ''], ['2026-02-30', '23/11/2026']);
  if (f === 'odelivercountryno' || f === 'source') return asTextOrNumber(fc.integer({ min: 1, max: 2 }));
  if (f === 'sort') return fc.constantFrom('price_asc', 'price_desc', 'newest', 'name');
  if (f === 'currency') return fc.constantFrom('TTD', 'USD');
  if (f === 'pmno') return asTextOrNumber(fc.integer({ min: 1, max: 3 }));
  if (f === 'rating' || f === 'quantity' || f === 'return_reason_id') {
    return mostly([1, 2, 3, 5, '1', '4'], [0, 6, '0']);
  }
  if (
    /^(usefor|homepage|bestsellers|newproducts|instock|outofstock|loadreviews|ispickup|confirmed|opened|agree)/.test(f)
  ) {
    return fc.constantFrom('1', '0', 'true', 'on', 1, true, false);
  }
  if (/nos$/.test(f)) return fc.array(fc.integer({ min: 1, max: 330 }), { maxLength: 5 });
  if (f === 'productskuno') return mostly([0, '', null], [1, 100, '7']);
  if (f === 'productno' || f === 'similarproductno') return asTextOrNumber(fc.integer({ min: 1, max: 330 }));
  if (/categoryno$/.test(f)) return asTextOrNumber(fc.integer({ min: 1, max: 80 }));
  if (f === 'maxrecords') return asTextOrNumber(fc.integer({ min: 1, max: 100 }));
  if (/no$|id$/.test(f)) return asTextOrNumber(fc.integer({ min: 1, max: 5 }));
  return fc.constantFrom('Anita Ramdass', 'Red', 'M', 'chair', 'Great pan', '5 Coffee Street, San Fernando', 'Tabla');
}

/** A field's value: plausible, hostile text or number, a scalar of the wrong type, or a list or object instead. */
export function fieldValue(field: string): fc.Arbitrary<Sent> {
  const scalar: fc.Arbitrary<Sent> = fc.oneof(
    { weight: 3, arbitrary: plausibleValue(field) },
    { weight: 4, arbitrary: hostileText },
    { weight: 2, arbitrary: hostileNumber },
    { weight: 1, arbitrary: fc.constantFrom<Sent>(true, false, null) },
  );
  return fc.oneof(
    { weight: 8, arbitrary: scalar },
    { weight: 1, arbitrary: fc.array(scalar, { maxLength: 3 }) },
    {
      weight: 1,
      arbitrary: fc
        .array(fc.tuple(fc.constantFrom('a', field, '__proto__', 'length', '0'), scalar), { maxLength: 3 })
        .map((entries) => ({ entries })),
    },
  );
}

/** A name as a client may spell it: as documented, lower, upper or mixed case. */
export function spelling(name: string): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 4, arbitrary: fc.constant(name) },
    { weight: 1, arbitrary: fc.constant(name.toLowerCase()) },
    { weight: 1, arbitrary: fc.constant(name.toUpperCase()) },
    {
      weight: 1,
      arbitrary: fc
        .integer({ min: 0, max: 2 ** 30 })
        .map((bits) => [...name].map((c, i) => ((bits >> (i % 30)) & 1 ? c.toUpperCase() : c.toLowerCase())).join('')),
    },
  );
}

const EXTRA_NAMES = ['__proto__', 'constructor', 'prototype', 'hasOwnProperty', 'x', ''];

/** Entries where a later one replaces an earlier one of the same name (any case), else is added. */
function overlay(base: [string, Sent][], changes: [string, Sent][]): [string, Sent][] {
  const out = [...base];
  for (const [name, value] of changes) {
    const at = out.findIndex(([n]) => n.toLowerCase() === name.toLowerCase());
    if (at >= 0) out[at] = [name, value];
    else out.push([name, value]);
  }
  return out;
}

/** Any of the known names (maybe repeated, in any case) with any values, now and then a name the API does not know. */
function wildEntries(names: string[], nested: Record<string, string[]>): fc.Arbitrary<[string, Sent][]> {
  const known = fc.constantFrom(...names).chain((name) => {
    const value = nested[name] ? fc.oneof(listOfObjects(nested[name]!, nested), fieldValue(name)) : fieldValue(name);
    return fc.tuple(spelling(name), value);
  });
  const unknown = fc.tuple(fc.constantFrom(...EXTRA_NAMES), fieldValue('x'));
  return fc.array(fc.oneof({ weight: 19, arbitrary: known }, { weight: 1, arbitrary: unknown }), { maxLength: 10 });
}

/** The form as the shop's pages fill it: most known fields, plausible values, nested lists of plausible items. */
function plausibleEntries(names: string[], nested: Record<string, string[]>): fc.Arbitrary<[string, Sent][]> {
  const chosenNames = fc.oneof(
    { weight: 3, arbitrary: fc.constant(names) },
    { weight: 1, arbitrary: fc.subarray(names, { minLength: Math.ceil(names.length / 2) }) },
  );
  const valueFor = (name: string) => (nested[name] ? itemList(nested[name]!) : plausibleValue(name));
  return chosenNames.chain((chosen) => fc.tuple(...chosen.map((name) => fc.tuple(fc.constant(name), valueFor(name)))));
}

function itemList(names: string[]): fc.Arbitrary<Sent> {
  return fc.array(
    fc
      .tuple(
        plausibleEntries(names, {}),
        wildEntries(names, {}).map((e) => e.slice(0, 1)),
      )
      .map(([base, change]) => ({ entries: overlay(base, change) })),
    { minLength: 1, maxLength: 3 },
  );
}

/**
 * The fields of one request: mostly a plausible form with one or two fields made hostile (so the
 * request gets past the first check), otherwise any mix of known and unknown names and values.
 */
export function fieldEntries(names: string[], nested: Record<string, string[]> = {}): fc.Arbitrary<[string, Sent][]> {
  const oneOrTwoBad = fc
    .tuple(plausibleEntries(names, nested), wildEntries(names, nested), fc.constantFrom(0, 1, 1, 2))
    .map(([base, changes, count]) => overlay(base, changes.slice(0, count)));
  return fc.oneof({ weight: 3, arbitrary: oneOrTwoBad }, { weight: 1, arbitrary: wildEntries(names, nested) });
}

function listOfObjects(names: string[], nested: Record<string, string[]>): fc.Arbitrary<Sent> {
  return fc.array(
    wildEntries(names, nested).map((entries) => ({ entries })),
    { maxLength: 3 },
  );
}

/** JSON text of a value, written by hand so an object may repeat a key or carry '__proto__'. */
export function jsonText(value: Sent): string {
  if (Array.isArray(value)) return `[${value.map(jsonText).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    return `{${value.entries.map(([k, v]) => `${JSON.stringify(k)}:${jsonText(v)}`).join(',')}}`;
  }
  // JSON has no NaN or Infinity: JSON.stringify writes null, as a browser would.
  return JSON.stringify(value);
}

/** Percent-encoding as a form or query string carries it; a lone surrogate becomes the bytes a broken client sends. */
export function percentEncode(text: string): string {
  let out = '';
  for (const ch of text) {
    const code = ch.codePointAt(0)!;
    const byte = (b: number) => `%${b.toString(16)}`;
    const surrogate = code >= 0xd800 && code <= 0xdfff;
    // Its three-byte form (CESU-8), which is not UTF-8.
    const cesu = () => byte(0xe0 | (code >> 12)) + byte(0x80 | ((code >> 6) & 63)) + byte(0x80 | (code & 63));
    out += surrogate ? cesu() : encodeURIComponent(ch);
  }
  return out;
}

/** A scalar as a query string or form field carries it; lists repeat the name, objects become 'name[key]'. */
export function urlEncoded(entries: [string, Sent][]): string {
  const parts: string[] = [];
  const add = (name: string, value: Sent) => {
    if (Array.isArray(value)) for (const v of value) add(name, v);
    else if (value !== null && typeof value === 'object') for (const [k, v] of value.entries) add(`${name}[${k}]`, v);
    else parts.push(`${percentEncode(name)}=${percentEncode(value === null ? '' : String(value))}`);
  };
  for (const [name, value] of entries) add(name, value);
  return parts.join('&');
}
