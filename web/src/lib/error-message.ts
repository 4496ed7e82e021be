import { isApiError } from '../api/client';

/** The server's human-readable message of a failed call, or the screen's own fallback (docs/screens.md#messages). */
export function errorMessage(error: unknown, fallback: string): string {
  return isApiError(error) && error.message ? error.message : fallback;
}
