import { useEffect } from 'react';

export const SITE_NAME = 'BioVetted';

/** Sets `document.title` to "<title> | BioVetted" (or the bare site name) while a page is shown. */
export function useDocumentTitle(title: string | null, options: { raw?: boolean } = {}): void {
  const { raw = false } = options;
  useEffect(() => {
    if (title === null) return;
    document.title = raw ? title : `${title} | ${SITE_NAME}`;
  }, [title, raw]);
}
