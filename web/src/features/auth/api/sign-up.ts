import useSWRMutation from 'swr/mutation';
import { api, unwrap } from '../../../api/client';
import type { SignUpAccepted, SignUpInput } from '../../../api/types';

/** POST /api/auth/signup: 201 once the application is stored and the confirmation mail sent, saying what follows confirmation. */
export function signUp(input: SignUpInput): Promise<SignUpAccepted> {
  return unwrap(api.POST('/api/auth/signup', { body: input }));
}

/** Sends an application; nothing cached changes (the applicant is not signed in). */
export function useSignUp() {
  return useSWRMutation(['auth', 'signup'], (_key, { arg }: { arg: SignUpInput }) => signUp(arg));
}
