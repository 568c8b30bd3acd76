/**
 * Lists on the wire: `{ content, totalCount }` pages chosen by `limit` and
 * `offset`, ordered by `sort` = `field:ASC|DESC` joined by commas.
 */
import { z } from 'zod';
import { PAGE_SIZE_MAX } from './limits';
import { MAX_INT4, wireInteger } from './validation';

/** One page of a list and the number of all matching items. */
export interface ListResponse<T> {
  content: T[];
  totalCount: number;
}

/** The schema of a list response with items of `item`. */
export function listResponseSchema<T extends z.ZodType>(item: T) {
  return z.object({ content: z.array(item), totalCount: z.int().min(0) });
}

/** `limit` (1..999) and `offset` (≥ 0) from a query string, digits only; both optional. */
export const pagingQuerySchema = z.object({
  limit: wireInteger(1, PAGE_SIZE_MAX).optional(),
  offset: wireInteger(0, MAX_INT4).optional(),
});

/** Paging parameters of a list request. */
export type PagingQuery = z.infer<typeof pagingQuerySchema>;

/** 1-based page number shown for an offset (offset / page size + 1, at least 1). */
export function pageNumber(offset: number, pageSize: number): number {
  if (!(pageSize > 0) || !(offset > 0)) return 1;
  return Math.max(1, Math.floor(offset / pageSize) + 1);
}

/** The offset of a 1-based page. */
export function pageOffset(page: number, pageSize: number): number {
  return Math.max(0, Math.floor(page) - 1) * pageSize;
}

export const SORT_DIRECTIONS = ['ASC', 'DESC'] as const;
/** Sort direction. */
export type SortDirection = (typeof SORT_DIRECTIONS)[number];

/** One sort key of a list request. */
export interface SortSpec<F extends string = string> {
  field: F;
  direction: SortDirection;
}

/**
 * Parses `date:ASC,startTime:DESC` against an allow-list of fields. The direction is
 * case-insensitive and defaults to ASC; blanks around parts are ignored; an empty value is
 * an empty list. Null for an unknown field, a bad direction or a field named twice, so a
 * client can never sort by a column it was not offered (and never reach SQL with it).
 */
export function parseSort<F extends string>(
  value: string | null | undefined,
  fields: readonly F[],
): SortSpec<F>[] | null {
  const text = (value ?? '').trim();
  if (text === '') return [];
  const out: SortSpec<F>[] = [];
  for (const part of text.split(',')) {
    const [rawField = '', rawDirection = 'ASC', extra] = part.split(':').map((s) => s.trim());
    const direction = rawDirection.toUpperCase();
    if (extra !== undefined || !(fields as readonly string[]).includes(rawField)) return null;
    if (direction !== 'ASC' && direction !== 'DESC') return null;
    if (out.some((s) => s.field === rawField)) return null;
    out.push({ field: rawField as F, direction });
  }
  return out;
}

/** The wire form of sort keys: `date:ASC,startTime:ASC`. */
export function formatSort(specs: readonly SortSpec[]): string {
  return specs.map((s) => `${s.field}:${s.direction}`).join(',');
}

/**
 * The wire grammar of `sort` over `fields`: `field` or `field:ASC|DESC`, joined by commas,
 * nothing else (no blanks, directions in capitals); empty is allowed. The OpenAPI document
 * shows it as the parameter's `pattern`.
 */
export function sortPattern(fields: readonly string[]): RegExp {
  const key = `(?:${fields.join('|')})(?::(?:ASC|DESC))?`;
  return new RegExp(`^(?:${key}(?:,${key})*)?$`);
}

/**
 * A query-string `sort` parameter restricted to `fields` ({@link sortPattern}), parsed into
 * sort keys; a field named again is ignored (the first wins). Absent or empty gives
 * `defaultSort`. At most as long as every field once with `:DESC`.
 */
export function sortQuerySchema<F extends string>(
  fields: readonly F[],
  defaultSort: SortSpec<F>[] = [],
) {
  const max = fields.reduce((n, f) => n + f.length + ':DESC,'.length, 0);
  return z
    .string()
    .max(max, { error: 'fallback' })
    .regex(sortPattern(fields), { error: 'fallback' })
    .meta({
      description:
        `Sort keys \`field:ASC\` or \`field:DESC\` (ASC when omitted), joined by commas; ` +
        `fields: ${fields.join(', ')}. A field named again is ignored. ` +
        'Anything else: 400 `validation__error` [`querystring.sort`].',
    })
    .optional()
    .transform((value) => {
      const parsed: SortSpec<F>[] = [];
      for (const part of value ? value.split(',') : []) {
        const [field, direction = 'ASC'] = part.split(':') as [F, SortDirection?];
        if (!parsed.some((s) => s.field === field)) parsed.push({ field, direction });
      }
      return parsed.length > 0 ? parsed : defaultSort;
    });
}
