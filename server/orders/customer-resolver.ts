import type { FastifyRequest } from 'fastify';

/**
 * Who is ordering: the customer number of a valid customer token, or null for a guest. Supplied by
 * the customers area (server/customers/customer-auth.ts customerNoFromRequest); without it every
 * order is a guest order.
 */
export type CustomerNoResolver = (request: FastifyRequest) => Promise<number | null>;
