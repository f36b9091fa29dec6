/** Escapes LIKE wildcards so a search for '50%' matches the text literally (every list's search box). */
export const likePattern = (s: string) => `%${s.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
