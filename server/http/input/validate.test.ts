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
    expect(parseInput(schema, { pageno: '2', PRODUCTNOS: [1, 2] })).toEqual({
      PageNo: 2,
      ProductNos: [1, 2],
      Names: [],
    });
  });

  it('takes the first of a repeated single-value parameter but keeps lists whole', () => {
    expect(parseInput(schema, { PageNo: ['3', '4'], Names: ['a', 'b'] })).toEqual({ PageNo: 3, Names: ['a', 'b'] });
  });

  it('sees a list through nullable, catch, readonly and pipes (public zod API)', () => {
    const lists = z.object({
      A: z.array(z.string()).nullable(),
      B: z.array(z.string()).catch([]),
      C: z.array(z.string()).readonly().optional(),
      D: z.array(z.string()).pipe(z.array(z.string()).max(3)),
      One: z.string().nullable().catch(''),
    });
    expect(parseInput(lists, { a: ['1', '2'], b: ['3', '4'], c: ['5', '6'], d: ['7', '8'], one: ['x', 'y'] })).toEqual({
      A: ['1', '2'],
      B: ['3', '4'],
      C: ['5', '6'],
      D: ['7', '8'],
      One: 'x',
    });
  });

  it('refuses bad input with the field named', () => {
    expect(() => parseInput(schema, { PageNo: 'x' })).toThrow(BadRequestError);
    expect(() => parseInput(schema, { PageNo: 'x' })).toThrow('PageNo: PageNo must be a whole number of 1 or more.');
  });
});
