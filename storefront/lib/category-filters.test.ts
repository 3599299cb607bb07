import { describe, expect, it } from 'vitest';
import { apiParams, filtersQuery, priceToSlider, readFilters, serviceFilters, sliderToPrice } from './category-filters';

const read = (query: string) => readFilters(new URLSearchParams(query));

describe('the category filters in the address', () => {
  it('reads every filter under the API parameter names', () => {
    expect(
      read(
        [
          'PageNo=3&MaxRecords=25&PriceMin=10.5&PriceMax=200&InStock=1&OutOfStock=true',
          'SubCategoryNo=7&SubCategoryNo=3&Sort=price-desc',
        ].join('&'),
      ),
    ).toEqual({
      pageNo: 3,
      maxRecords: 25,
      priceMin: 10.5,
      priceMax: 200,
      inStock: true,
      outOfStock: true,
      subCategoryNos: [3, 7],
      sort: 'price-desc',
    });
  });

  it('falls back to the defaults for anything missing or malformed', () => {
    expect(read('PageNo=0&MaxRecords=12&PriceMin=-5&PriceMax=abc&InStock=yes&Sort=cheapest')).toEqual({
      pageNo: 1,
      maxRecords: 15,
      priceMin: undefined,
      priceMax: undefined,
      inStock: false,
      outOfStock: false,
      subCategoryNos: [],
      sort: 'default',
    });
  });

  it('ignores a price no product can have, and keeps prices to the cent', () => {
    expect(read('PriceMax=1000000000').priceMax).toBeUndefined();
    expect(read('PriceMin=12.345').priceMin).toBe(12.35);
  });

  it('takes sub-categories repeated or comma-separated, once each, in order', () => {
    expect(read('SubCategoryNo=9,2&SubCategoryNo=2&SubCategoryNo=x&SubCategoryNo=0').subCategoryNos).toEqual([2, 9]);
  });

  it('writes short addresses that read back as the same filters', () => {
    const filters = read('Sort=name-asc&PriceMin=5&InStock=1&SubCategoryNo=4&SubCategoryNo=6&PageNo=2');
    expect(filtersQuery(filters).toString()).toBe(
      'Sort=name-asc&PriceMin=5&InStock=1&SubCategoryNo=4&SubCategoryNo=6&PageNo=2',
    );
    expect(readFilters(filtersQuery(filters))).toEqual(filters);
    expect(filtersQuery(read('')).toString()).toBe('');
  });

  it('gives the JSON API its parameters and the catalogue service exact decimal prices', () => {
    const filters = read('PriceMin=0.1&OutOfStock=1&SubCategoryNo=4');
    expect(apiParams(12, filters)).toEqual({
      CategoryNo: 12,
      PageNo: 1,
      MaxRecords: 15,
      PriceMin: 0.1,
      PriceMax: undefined,
      InStock: undefined,
      OutOfStock: 1,
      SubCategoryNo: [4],
      Sort: 'default',
    });
    expect(serviceFilters(filters)).toEqual({
      priceMin: '0.1',
      priceMax: undefined,
      inStock: false,
      outOfStock: true,
      subCategoryNos: [4],
      sort: 'default',
    });
  });
});

describe('the price slider', () => {
  it('maps 0–100 onto the category range in whole dollars, rounding outward', () => {
    expect(sliderToPrice(0, 40, 240, 'min')).toBe(40);
    expect(sliderToPrice(100, 40, 240, 'max')).toBe(240);
    expect(sliderToPrice(33, 40.5, 240, 'min')).toBe(106);
    expect(sliderToPrice(33, 40.5, 240, 'max')).toBe(107);
  });

  it('puts a price back on the slider, inside its ends', () => {
    expect(priceToSlider(140, 40, 240)).toBe(50);
    expect(priceToSlider(500, 40, 240)).toBe(100);
    expect(priceToSlider(10, 40, 240)).toBe(0);
    expect(priceToSlider(40, 40, 40)).toBe(0);
    expect(priceToSlider(41, 40, 40)).toBe(100);
  });
});
