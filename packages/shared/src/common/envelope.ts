import { z } from 'zod';

/** Every API answer: `{ status: { code, message }, data, meta }` (see ARCHITECTURE.md). */
export const statusSchema = z.object({ code: z.string(), message: z.string() });

export const paginationMetaSchema = z.object({
  page: z.number().int(),
  per_page: z.number().int(),
  total_items: z.number().int(),
  total_pages: z.number().int(),
});
export type PaginationMeta = z.infer<typeof paginationMetaSchema>;

export const envelope = <T extends z.ZodType>(data: T) =>
  z.object({ status: statusSchema, data, meta: z.record(z.string(), z.unknown()).optional() });

export const listEnvelope = <T extends z.ZodType>(item: T) =>
  z.object({ status: statusSchema, data: z.array(item), meta: paginationMetaSchema });

export const errorEnvelope = z.object({ status: statusSchema, detail: z.unknown().optional() });

export type Envelope<T> = { status: { code: string; message: string }; data: T; meta?: Record<string, unknown> };
export type ListEnvelope<T> = { status: { code: string; message: string }; data: T[]; meta: PaginationMeta };

export const DEFAULT_PER_PAGE = 10;
export const MAX_PER_PAGE = 1_000_000;

const booleanish = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0'])])
  .transform((v) => v === true || v === 'true' || v === '1');

/** page / per_page / ignore_default_pagination, shared by every list endpoint. */
export const paginationQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  per_page: z.coerce.number().int().min(1).max(MAX_PER_PAGE).default(DEFAULT_PER_PAGE),
  ignore_default_pagination: booleanish.optional(),
});
export type PaginationQuery = z.infer<typeof paginationQuery>;

/** A query key that may repeat (`id_prodi=1&id_prodi=2`) arrives as a string or an array. */
export const repeatedQuery = <T extends z.ZodType>(item: T) =>
  z.preprocess((v) => (v === undefined || v === null || v === '' ? undefined : Array.isArray(v) ? v : [v]), z.array(item).optional());

export const pageMeta = (page: number, perPage: number, totalItems: number): PaginationMeta => ({
  page,
  per_page: perPage,
  total_items: totalItems,
  total_pages: perPage > 0 ? Math.ceil(totalItems / perPage) : 0,
});
