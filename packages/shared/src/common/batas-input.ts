import { z } from 'zod';
import { PESAN } from './messages';

/**
 * Bounds of numbers a request may carry, checked by the schemas and by the API's input guard before any query:
 * a value the column cannot hold is the client's error, never the database's.
 */

/** PostgreSQL `integer`: every id and count the API stores in such a column. */
export const INT4_MAX = 2_147_483_647;

/** The largest row offset a list serves, (page − 1) × per_page: no list holds more rows than an `integer` counts. */
export const OFFSET_MAKS = INT4_MAX;

/** The id of a row (a path, query or body value): a positive `integer`. */
export const idInt4 = (pesan = 'harus berupa angka') =>
  z.coerce.number({ error: pesan }).int(pesan).positive(pesan).max(INT4_MAX, PESAN.angkaDiLuarJangkauan);
