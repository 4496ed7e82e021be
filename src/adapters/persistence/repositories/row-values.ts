/**
 * MikroORM's PostgreSQL driver hands timestamps back as text to keep their precision (RowOf types them
 * so); rows are turned into Dates here.
 */
export function toDate(value: string | Date): Date {
  return value instanceof Date ? value : new Date(value);
}

/** {@link toDate}, null staying null. */
export function toDateOrNull(value: string | Date | null | undefined): Date | null {
  return value == null ? null : toDate(value);
}
