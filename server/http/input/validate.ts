// Input validation at the edge. Query and body keys are matched case-insensitively, as the
// documented API (written against an ASP.NET backend) was, then checked by a zod schema.
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { INT4_MAX } from '../../../database/integer-range';

export class BadRequestError extends Error {
  readonly statusCode = 400;
  constructor(
    message: string,
    readonly errors: { field: string; message: string }[] = [],
  ) {
    super(message);
  }
}

/** Whether a field's schema takes a list, seen through optional, nullable, default, catch and pipes. */
function acceptsList(schema: unknown): boolean {
  if (schema instanceof z.ZodArray || schema instanceof z.ZodTuple) return true;
  if (schema instanceof z.ZodPipe) return acceptsList(schema.in);
  if (
    schema instanceof z.ZodOptional ||
    schema instanceof z.ZodNullable ||
    schema instanceof z.ZodDefault ||
    schema instanceof z.ZodPrefault ||
    schema instanceof z.ZodCatch ||
    schema instanceof z.ZodReadonly ||
    schema instanceof z.ZodNonOptional
  ) {
    return acceptsList(schema.unwrap());
  }
  return false;
}

function canonicalKeys(input: unknown, shape: Record<string, unknown>): Record<string, unknown> {
  if (!input || typeof input !== 'object' || Array.isArray(input)) return {};
  const byLower = new Map(Object.keys(shape).map((k) => [k.toLowerCase(), k]));
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(input as Record<string, unknown>)) {
    const canonical = byLower.get(key.toLowerCase());
    if (!canonical || canonical in out) continue;
    // A repeated query parameter arrives as a list; a field that wants one value takes the first.
    out[canonical] = Array.isArray(value) && !acceptsList(shape[canonical]) ? value[0] : value;
  }
  return out;
}

export function parseInput<S extends z.ZodObject>(schema: S, input: unknown): z.infer<S> {
  const result = schema.safeParse(canonicalKeys(input, schema.shape));
  if (result.success) return result.data;
  const errors = result.error.issues.map((issue) => ({
    field: issue.path.join('.') || '(body)',
    message: issue.message,
  }));
  const first = errors[0]!;
  throw new BadRequestError(`${first.field}: ${first.message}`, errors);
}

/**
 * A whole number in a query string: '2' → 2; 'x', '1.5', '' are refused with a clear message, and so
 * is a number above `max` (by default what an integer column holds).
 */
export const wholeNumber = (label: string, min: number, max = INT4_MAX) =>
  z.union([z.string(), z.number()]).transform((v, ctx) => {
    const s = String(v).trim();
    if (!/^-?\d{1,15}$/.test(s) || Number(s) < min) {
      ctx.addIssue({ code: 'custom', message: `${label} must be a whole number of ${min} or more.` });
      return z.NEVER;
    }
    if (Number(s) > max) {
      ctx.addIssue({ code: 'custom', message: `${label} must be a whole number from ${min} to ${max}.` });
      return z.NEVER;
    }
    return Number(s);
  });

/** 1/0, true/false flags as the documented API sends them. */
export const flagParam = z
  .union([z.string(), z.number(), z.boolean()])
  .transform((v) => ['1', 'true', 'yes', 'on'].includes(String(v).trim().toLowerCase()));

export function sendBadRequest(reply: FastifyReply, err: BadRequestError) {
  return reply.code(400).send({ success: false, msg: err.message, errors: err.errors });
}
