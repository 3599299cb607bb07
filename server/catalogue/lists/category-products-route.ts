// GET /api/Product/GetProducts?CategoryNo=N: a category page's products, with the filters, sort and
// paging of the page's controls (docs/product.md#category-page).
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { amountTooLarge, MONEY_COLUMN_MAX, readTypedAmount, toCents } from '../../../shop-rules/money';
import { NotFoundError } from '../../http/errors';
import { BadRequestError, flagParam, parseInput } from '../../http/input/validate';
import type { CatalogueService } from '../service';
import { CATEGORY_SORTS, type CategorySort } from './category-products';
import { maxRecordsParam, pageNoParam, requiredWholeNumber } from './list-params';
import { gatherRepeated } from './repeated-param';

export const CATEGORY_NOT_FOUND = 'Category not found.';

const priceParam = (label: string) =>
  z
    .union([z.string(), z.number()])
    .optional()
    .transform((v, ctx) => {
      const text = v === undefined ? '' : String(v).trim();
      if (text === '') return undefined;
      if (!/^\d+(\.\d{1,2})?$/.test(text)) {
        ctx.addIssue({ code: 'custom', message: `${label} must be an amount in TT$ such as 100 or 99.50.` });
        return z.NEVER;
      }
      // What the price columns can hold, by the shop's one rule (shop-rules/money.ts).
      if (readTypedAmount(text, MONEY_COLUMN_MAX) === 'too-large') {
        ctx.addIssue({ code: 'custom', message: amountTooLarge(label, MONEY_COLUMN_MAX) });
        return z.NEVER;
      }
      return text;
    });

const categoryQuery = z.object({
  CategoryNo: requiredWholeNumber('CategoryNo', 1),
  MaxRecords: maxRecordsParam,
  PageNo: pageNoParam,
  PriceMin: priceParam('PriceMin'),
  PriceMax: priceParam('PriceMax'),
  InStock: flagParam.optional(),
  OutOfStock: flagParam.optional(),
  SubCategoryNo: z
    .string()
    .optional()
    .transform((v, ctx) => {
      const parts = (v ?? '')
        .split(',')
        .map((p) => p.trim())
        .filter(Boolean);
      if (parts.some((p) => !/^\d{1,9}$/.test(p) || Number(p) < 1)) {
        ctx.addIssue({
          code: 'custom',
          message: 'SubCategoryNo must be category numbers of 1 or more, such as 12 or 12,14.',
        });
        return z.NEVER;
      }
      return parts.map(Number);
    }),
  Sort: z
    .union([z.string(), z.number()])
    .optional()
    .transform((v, ctx) => {
      const text = v === undefined ? '' : String(v).trim().toLowerCase();
      if (text === '') return 'default' as CategorySort;
      if (!(CATEGORY_SORTS as readonly string[]).includes(text)) {
        ctx.addIssue({ code: 'custom', message: `Sort must be one of ${CATEGORY_SORTS.join(', ')}.` });
        return z.NEVER;
      }
      return text as CategorySort;
    }),
});

export function registerCategoryProducts(app: FastifyInstance, catalogue: CatalogueService) {
  app.get('/api/Product/GetProducts', async (request) => {
    const q = parseInput(categoryQuery, gatherRepeated(request.query, 'SubCategoryNo'));
    if (q.PriceMin !== undefined && q.PriceMax !== undefined && toCents(q.PriceMin) > toCents(q.PriceMax)) {
      throw new BadRequestError('PriceMin: PriceMin must not be above PriceMax.', [
        { field: 'PriceMin', message: 'PriceMin must not be above PriceMax.' },
      ]);
    }
    const answer = await catalogue.categoryProducts(q.CategoryNo, q.PageNo, q.MaxRecords, {
      priceMin: q.PriceMin,
      priceMax: q.PriceMax,
      inStock: q.InStock,
      outOfStock: q.OutOfStock,
      subCategoryNos: q.SubCategoryNo,
      sort: q.Sort,
    });
    if (!answer) throw new NotFoundError(CATEGORY_NOT_FOUND);
    return answer;
  });
}
