// GET /api/trini/GetProducts: one documented endpoint, several uses chosen by its parameters.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Database } from '../../database/connect';
import { flagParam, parseInput, wholeNumber } from '../http/validate';
import { homeProducts } from './home-products';

export const MAX_RECORDS_CAP = 100;

const getProductsQuery = z.object({
  MaxRecords: wholeNumber('MaxRecords', 1).optional().transform((n) => Math.min(n ?? 15, MAX_RECORDS_CAP)),
  PageNo: wholeNumber('PageNo', 1).optional().transform((n) => n ?? 1),
  UseForExpo: flagParam.optional(),
  HomePageProducts: flagParam.optional(),
});

export function registerGetProducts(app: FastifyInstance, db: Database) {
  app.get('/api/trini/GetProducts', async (request) => {
    const q = parseInput(getProductsQuery, request.query);
    return homeProducts(db, q.PageNo, q.MaxRecords);
  });
}
