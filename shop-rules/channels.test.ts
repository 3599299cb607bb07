import { describe, expect, it } from 'vitest';
import { channelOf, visitSourceOf } from './channels';
import { parseLinkProducts } from './checkout-link';
import { feedItemId, feedPrice, isValidGtin, parseFeedItemId } from './feeds';

describe('channels', () => {
  it('reads the first visit from its address', () => {
    expect(visitSourceOf('?q=1')).toBeNull();
    expect(visitSourceOf('?utm_source=Instagram&utm_medium=social&utm_campaign=dec')).toEqual({
      fbclid: null,
      gclid: null,
      utmSource: 'Instagram',
      utmMedium: 'social',
      utmCampaign: 'dec',
      social: false,
    });
    expect(visitSourceOf('?fbclid=abc')?.social).toBe(true);
  });

  it('counts utm_source first, then click ids, then the social flag', () => {
    const v = (o: object) => ({
      fbclid: null,
      gclid: null,
      utmSource: null,
      utmMedium: null,
      utmCampaign: null,
      social: false,
      ...o,
    });
    expect(channelOf(null)).toBe('direct');
    expect(channelOf(v({ utmSource: 'instagram' }))).toBe('instagram');
    expect(channelOf(v({ utmSource: 'IG', fbclid: 'x' }))).toBe('instagram');
    expect(channelOf(v({ utmSource: 'facebook' }))).toBe('facebook');
    expect(channelOf(v({ utmSource: 'whatsapp' }))).toBe('whatsapp');
    expect(channelOf(v({ utmSource: 'google' }))).toBe('google');
    expect(channelOf(v({ utmSource: 'flyer' }))).toBe('other');
    expect(channelOf(v({ fbclid: 'x', social: true }))).toBe('facebook');
    expect(channelOf(v({ gclid: 'x' }))).toBe('google');
    expect(channelOf(v({ social: true }))).toBe('other');
  });
});

describe('feed ids, prices and GTINs', () => {
  it('writes and reads item ids', () => {
    expect(feedItemId({ productNo: 12, skuNo: null })).toBe('12');
    expect(feedItemId({ productNo: 12, skuNo: 5 })).toBe('12-5');
    expect(parseFeedItemId('12-5')).toEqual({ productNo: 12, skuNo: 5 });
    expect(parseFeedItemId('12')).toEqual({ productNo: 12, skuNo: null });
    for (const bad of ['', 'x', '0', '12-', '-5', '12-0', '1.5']) expect(parseFeedItemId(bad)).toBeNull();
  });

  it('writes prices as 1299.00 TTD', () => {
    expect(feedPrice(129_900)).toBe('1299.00 TTD');
    expect(feedPrice(5)).toBe('0.05 TTD');
  });

  it('takes only GTINs with the right check digit', () => {
    expect(isValidGtin('4006381333931')).toBe(true); // EAN-13
    expect(isValidGtin('036000291452')).toBe(true); // UPC-A
    expect(isValidGtin('96385074')).toBe(true); // EAN-8
    expect(isValidGtin('4006381333932')).toBe(false);
    expect(isValidGtin('000000000000')).toBe(false);
    expect(isValidGtin('12345')).toBe(false);
    expect(isValidGtin('ABC')).toBe(false);
  });

  it('reads a checkout link’s products', () => {
    expect(parseLinkProducts('12:2, 13-4:1,x:3,14')).toEqual([
      { text: '12', item: { productNo: 12, skuNo: null }, quantity: 2 },
      { text: '13-4', item: { productNo: 13, skuNo: 4 }, quantity: 1 },
      { text: 'x', item: null, quantity: 3 },
      { text: '14', item: { productNo: 14, skuNo: null }, quantity: 1 },
    ]);
  });
});
