// Query parameters the catalogue's list endpoints share: page size, page number, search texts.
import { z } from 'zod';
import { wholeNumber } from '../../http/input/validate';

export const MAX_RECORDS_DEFAULT = 15;
/** Larger pages are capped, not refused (docs/decisions/0004). */
export const MAX_RECORDS_CAP = 100;
export const SEARCH_TEXT_MAX = 100;

/** A page of a list: PageNo counts from 1. */
export interface Page {
  pageNo: number;
  maxRecords: number;
}

export function pageWindow({ pageNo, maxRecords }: Page): { limit: number; offset: number } {
  const limit = Math.min(Math.max(1, maxRecords), MAX_RECORDS_CAP);
  return { limit, offset: (pageNo - 1) * limit };
}

export const maxRecordsParam = wholeNumber('MaxRecords', 1, Number.MAX_SAFE_INTEGER)
  .optional()
  .transform((n) => Math.min(n ?? MAX_RECORDS_DEFAULT, MAX_RECORDS_CAP));

export const pageNoParam = wholeNumber('PageNo', 1)
  .optional()
  .transform((n) => n ?? 1);

const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);

/** An optional whole number; an empty value (`BannerNo=`) counts as absent. */
export const optionalWholeNumber = (label: string, min: number) =>
  z.preprocess(blankToUndefined, wholeNumber(label, min).optional());

/** A whole number the request cannot do without, with a plain message when it is missing. */
export const requiredWholeNumber = (label: string, min: number) =>
  z
    .custom<string | number>((v) => typeof v === 'string' || typeof v === 'number', {
      error: (issue) =>
        issue.input === undefined || issue.input === null
          ? `${label} is required.`
          : `${label} must be a whole number of ${min} or more.`,
    })
    .pipe(wholeNumber(label, min));

/** Spaces collapsed, typographic apostrophes made plain, so 'Men’s Wear' finds "Men's Wear". */
export function normalizeSearchText(text: string): string {
  return text
    .normalize('NFKC')
    .replace(/[’‘`´]/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
}

/** Search text: optional, normalized, at most 100 characters; blank counts as absent. */
export const searchTextParam = (label: string) =>
  z
    .union([z.string(), z.number()])
    .optional()
    .transform((v, ctx) => {
      const text = v === undefined ? '' : normalizeSearchText(String(v));
      if (text.length > SEARCH_TEXT_MAX) {
        ctx.addIssue({ code: 'custom', message: `${label} must be at most ${SEARCH_TEXT_MAX} characters.` });
        return z.NEVER;
      }
      return text === '' ? undefined : text;
    });
