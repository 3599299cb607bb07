import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { BadRequestError, parseInput, wholeNumber } from './validate';

describe('parseInput', () => {
  const schema = z.object({
    PageNo: wholeNumber('PageNo', 1).optional(),
    ProductNos: z.array(z.number()).optional(),
    Names: z.array(z.string()).default([]),
  });

  it('matches keys whatever their case', () => {
    expect(parseInput(schema, { pageno: '2', PRODUCTNOS: [1, 2] })).toEqual({ PageNo: 2, ProductNos: [1, 2], Names: [] });
  });

  it('takes the first of a repeated single-value parameter but keeps lists whole', () => {
    expect(parseInput(schema, { PageNo: ['3', '4'], Names: ['a', 'b'] })).toEqual({ PageNo: 3, Names: ['a', 'b'] });
  });

  it('refuses bad input with the field named', () => {
    expect(() => parseInput(schema, { PageNo: 'x' })).toThrow(BadRequestError);
    expect(() => parseInput(schema, { PageNo: 'x' })).toThrow('PageNo: PageNo must be a whole number of 1 or more.');
  });
});
