import { createContext, useContext } from 'react';
import type { CurrentUser } from '../api/types';

/**
 * Who is signed in, as the layout learned it from GET /api/auth/user (docs/screens.md#screen-states: presence of
 * data means signed in). The layout owns the request; pages of every feature read the answer here,
 * so no feature imports another to find out who the user is.
 */
export interface Session {
  /** The signed-in user; null when signed out or not known yet. */
  user: CurrentUser | null;
  /** True until the first answer arrives. */
  isLoading: boolean;
}

export const SessionContext = createContext<Session>({ user: null, isLoading: true });

export function useSession(): Session {
  return useContext(SessionContext);
}
