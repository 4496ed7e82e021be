/**
 * MikroORM's PostgreSQL driver hands timestamps back as strings to keep their precision; raw rows are
 * turned into Dates here.
 */
export function toDate(value: unknown): Date {
  return value instanceof Date ? value : new Date(String(value));
}

export function toDateOrNull(value: unknown): Date | null {
  return value == null ? null : toDate(value);
}
