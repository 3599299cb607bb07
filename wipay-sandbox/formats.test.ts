import { describe, expect, it } from 'vitest';
import { compactStamp, responseDate } from './clock';
import { wipayHash } from './hash';
import { maskCard, outcomeForCard, outcomeMessage } from './outcomes';
import { withQuery } from './response-url';

describe('hash', () => {
  it('is the lowercase hex MD5 of transaction id + original total + API key', () => {
    expect(wipayHash('SB-1-1234567890-A1-20260101000000', '100.00', '123')).toMatch(/^[0-9a-f]{32}$/);
    expect(wipayHash('abc', '', '')).toBe('900150983cd24fb0d6963f7d28e17f72');
    expect(wipayHash('a', 'b', 'c')).toBe(wipayHash('abc', '', ''));
  });
});

describe('response url', () => {
  it('adds ? or & and keeps an existing query and fragment', () => {
    expect(withQuery('https://s.tt/r', { a: '1' })).toBe('https://s.tt/r?a=1');
    expect(withQuery('https://s.tt/r?x=1', { a: '1' })).toBe('https://s.tt/r?x=1&a=1');
    expect(withQuery('https://s.tt/r?', { a: '1' })).toBe('https://s.tt/r?a=1');
    expect(withQuery('https://s.tt/r?x=1#top', { a: '[1-R1]: ok.', b: undefined })).toBe(
      'https://s.tt/r?x=1&a=%5B1-R1%5D%3A+ok.#top',
    );
  });
});

describe('outcomes and formats', () => {
  it('formats messages, masks cards and dates in Trinidad time', () => {
    expect(outcomeMessage(outcomeForCard('4111111111111111'))).toBe('[1-R1]: Transaction is approved.');
    expect(outcomeMessage(outcomeForCard('5555666666662222'))).toBe('[2-R05]: Transaction is declined.');
    expect(maskCard('4111111111111111')).toBe('XXXXXXXXXXXX1111');
    const at = new Date('2026-01-01T02:03:04Z');
    expect(compactStamp(at)).toBe('20251231220304');
    expect(responseDate(at)).toBe('2025-12-31 22:03:04');
  });
});
