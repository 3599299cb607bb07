import type { FastifyRequest } from 'fastify';

/**
 * Who is ordering: the customer number of a valid customer token, or null for a guest (no token).
 * Supplied by the customers area (server/customers/sign-in/customer-auth.ts customerNoFromRequest), which
 * throws a 401 error for a token it refuses; without a resolver every order is a guest order.
 */
export type CustomerNoResolver = (request: FastifyRequest) => Promise<number | null>;
