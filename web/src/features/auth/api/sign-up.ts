import useSWRMutation from 'swr/mutation';
import { apiRequest } from '../../../api/client';
import type { MessageResponse } from '../../../api/types';

export interface SignUpInput {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  company: string;
  jobTitle: string;
  linkedinProfile?: string;
}

/** POST /api/auth/signup: 201 once the application is stored and the confirmation mail sent. */
export async function signUp(input: SignUpInput): Promise<MessageResponse> {
  return (await apiRequest<MessageResponse>('/api/auth/signup', { method: 'POST', body: input })).data;
}

export function useSignUp() {
  return useSWRMutation(['auth', 'signup'], (_key, { arg }: { arg: SignUpInput }) => signUp(arg));
}
