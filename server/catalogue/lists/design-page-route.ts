// GET /api/design/LoadDesignPageProducts?PageNo=2|3&MaxRecords=15[&CategoryNo=n]: CategoryNo (optional, our addition)
// keeps the sections that belong to that category's page.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { parseInput } from '../../http/input/validate';
import type { CatalogueService } from '../service';
import { maxRecordsParam, optionalWholeNumber, requiredWholeNumber } from './list-params';

const designPageQuery = z.object({
  PageNo: requiredWholeNumber('PageNo', 1).refine((n): n is 2 | 3 => n === 2 || n === 3, {
    message: 'PageNo must be 2 or 3.',
  }),
  MaxRecords: maxRecordsParam,
  CategoryNo: optionalWholeNumber('CategoryNo', 1),
});

export function registerDesignPage(app: FastifyInstance, catalogue: CatalogueService) {
  app.get('/api/design/LoadDesignPageProducts', async (request) => {
    const q = parseInput(designPageQuery, request.query);
    return catalogue.designPage(q.PageNo as 2 | 3, q.MaxRecords, q.CategoryNo);
  });
}
