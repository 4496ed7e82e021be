import { useLocation, useSearchParams } from 'react-router-dom';
import { safeReturnPath } from '@domain/accounts/return-to';

/**
 * The page the visitor is on, as a `returnTo` for a sign-in or application link (`/companies?type=CRO#top`), so
 * signing in lands them back on it with its filters and form state in the URL.
 */
export function useCurrentPath(): string {
  const { pathname, search, hash } = useLocation();
  return `${pathname}${search}${hash}`;
}

/** The safe `returnTo` of the current URL (a path of this site), or null. */
export function useReturnTo(): string | null {
  const [params] = useSearchParams();
  return safeReturnPath(params.get('returnTo'));
}
