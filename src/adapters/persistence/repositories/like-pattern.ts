/** `text` with LIKE's wildcards escaped (use with `escape '\'`), so a typed `%` or `_` matches itself. */
export const escapeLike = (text: string): string => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/** A case-insensitive "contains" pattern for `lower(column) like ? escape '\'`. */
export const containsPattern = (text: string): string => `%${escapeLike(text.toLowerCase())}%`;
