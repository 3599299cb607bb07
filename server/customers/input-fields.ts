// Field shapes shared by the account APIs: browsers send text, numbers or nothing; the checks with
// the shop's own messages come after, in each form's order.
import { z } from 'zod';

/** Any text-like value as a string; absent or null is ''. Not trimmed: callers decide. */
export const textField = z
  .union([z.string(), z.number(), z.null()])
  .optional()
  .transform((v) => (v === undefined || v === null ? '' : String(v)));

/** 1/0, true/false, 'yes'/'no'; absent stays undefined so a form may treat it as its default. */
export const optionalFlag = z
  .union([z.string(), z.number(), z.boolean(), z.null()])
  .optional()
  .transform((v) =>
    v === undefined || v === null || v === ''
      ? undefined
      : ['1', 'true', 'yes', 'on'].includes(String(v).trim().toLowerCase()),
  );

export const isBlank = (text: string) => text.trim() === '';
