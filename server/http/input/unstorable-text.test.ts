import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dropUnstorableText, findUnstorableText, hasUnstorableText, MAX_INPUT_DEPTH } from './unstorable-text';
import { badlyEncodedParameter, readFormBody } from './url-encoding';

describe('text the database cannot keep', () => {
  it('is any text with a NUL or a lone surrogate, and only that', () => {
    // Well-formed text (any code point, surrogate pairs included) without NUL is kept.
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (s) => {
        expect(hasUnstorableText(s)).toBe(s.includes('\u0000'));
      }),
    );
    const lone = fc.constantFrom('\u0000', '\ud800', '\udbff', '\udc00', '\udfff');
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), lone, fc.string({ unit: 'binary' }), (a, bad, b) => {
        // A high surrogate followed by a low one is a pair, not broken: only count the cases that stay broken.
        const pairsBefore = /[\ud800-\udbff]$/.test(a) && /^[\udc00-\udfff]/.test(bad);
        const pairsAfter = /^[\ud800-\udbff]$/.test(bad) && /^[\udc00-\udfff]/.test(b);
        fc.pre(!pairsBefore && !pairsAfter);
        expect(hasUnstorableText(a + bad + b)).toBe(true);
      }),
    );
  });

  it('is found in values and names at any depth, and the path names the field', () => {
    expect(findUnstorableText({ OrderProductList: [{ Color: 'red' }, { Color: 'x\u0000' }] }, 'body')).toEqual({
      field: 'OrderProductList[1].Color',
      message: 'OrderProductList[1].Color contains a character that is not allowed (a NUL byte or broken Unicode).',
    });
    expect(findUnstorableText({ 'Na\u0000me': 'x' }, 'body')?.field).toBe('Na\\u0000me');
    expect(findUnstorableText('\ud800', 'SearchText')?.field).toBe('SearchText');
    expect(findUnstorableText({ a: [1, true, null, 'fine'] }, 'body')).toBeNull();
  });

  it('can be dropped from every value instead, pairs and other text kept', () => {
    const body = { total: '1.00\u0000', data: ['a\ud800b', { deep: '😀\udfff' }], n: 1, ok: null };
    expect(dropUnstorableText(body)).toEqual({ total: '1.00', data: ['ab', { deep: '😀' }], n: 1, ok: null });
    expect(dropUnstorableText('x\u0000')).toBe('x');
  });

  it('refuses nesting deeper than any form without overflowing the stack', () => {
    let deep: unknown = 'x';
    for (let i = 0; i < 100_000; i++) deep = [deep];
    const path = `body${'[0]'.repeat(MAX_INPUT_DEPTH)}`;
    expect(findUnstorableText(deep, 'body')?.message).toBe(`${path} is nested too deeply.`);
  });
});

describe('percent-encoding', () => {
  it('names the parameter that is not UTF-8', () => {
    expect(badlyEncodedParameter('a=1&SearchText=%E0%A4&b=2')).toBe('SearchText');
    expect(badlyEncodedParameter('a=%ED%A0%80')).toBe('a');
    expect(badlyEncodedParameter('%E0=1')).toBe('%E0');
    expect(badlyEncodedParameter('q=caf%C3%A9+au+lait&x=%25')).toBeNull();
  });

  it('reads a form body like a query string, repeated names as lists, __proto__ as a plain name', () => {
    const form = readFormBody('a=1&a=2&b=x+y&__proto__=z');
    expect({ ...form }).toEqual({ a: ['1', '2'], b: 'x y', ['__proto__']: 'z' });
    expect(Object.getPrototypeOf(form)).toBeNull();
    expect(() => readFormBody('name=%E0%A4')).toThrow('name: name is not correctly percent-encoded UTF-8.');
  });
});
