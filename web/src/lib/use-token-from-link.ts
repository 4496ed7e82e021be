import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';

/**
 * The one-time `token` of a mailed link (`/reset-password?token=…`), read once and kept in memory; the
 * address bar loses it at once (docs/security.md#trust-and-safety-rules), so it is not left in the history, a bookmark, a shared
 * screen or a Referer. Returns '' when the link had none.
 */
export function useTokenFromLink(): string {
  const [searchParams, setSearchParams] = useSearchParams();
  const [token] = useState(() => searchParams.get('token') ?? '');
  useEffect(() => {
    if (!searchParams.has('token')) return;
    const rest = new URLSearchParams(searchParams);
    rest.delete('token');
    setSearchParams(rest, { replace: true });
  }, [searchParams, setSearchParams]);
  return token;
}
