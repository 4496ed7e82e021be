/** The shape of a UUID, any case; SQL that checks an id before a ::uuid cast uses its source with `~*`. */
export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether `id` has the shape of a UUID; anything else can name no row, so lookups answer "not found". */
export function isUuid(id: string): boolean {
  return UUID.test(id);
}
