/**
 * The live-event catalog's runtime part: which streams exist and each event's payload schema. Loaded on demand by
 * live-events.ts (`liveCatalog`), so the schemas — and zod — stay out of the first page's JavaScript.
 */
export { EVENT_STREAMS, parseLiveEvent } from '@lms/shared';
