import { createContext, useContext } from 'react';

/**
 * The Content-Security-Policy nonce of the response being rendered (entry.server.tsx provides it): React Router's
 * inline scripts carry it, since the policy allows no other inline script. Undefined in the browser, where
 * those scripts have already run.
 */
export const ScriptNonce = createContext<string | undefined>(undefined);

export function useScriptNonce(): string | undefined {
  return useContext(ScriptNonce);
}
