const FORMAT = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

/** "22 Nov 2026, 14:05" in the browser's time zone; "Never" for null. */
export function formatDateTime(iso: string | null | undefined): string {
  return iso ? FORMAT.format(new Date(iso)) : 'Never';
}
