import useSWRMutation from 'swr/mutation';
import { apiRequest } from '../../../api/client';

export interface VerificationRequestInput {
  email: string;
  firstName: string;
  lastName: string;
  company: string;
  jobTitle: string;
  linkedinProfile?: string;
  additionalInfo?: string;
}

export interface VerificationRequestCreated {
  id: string;
  status: string;
}

/** POST /api/email/verification-request: asks the team to verify a professional by hand (201). */
export async function requestVerification(input: VerificationRequestInput): Promise<VerificationRequestCreated> {
  return (await apiRequest<VerificationRequestCreated>('/api/email/verification-request', { method: 'POST', body: input })).data;
}

export function useRequestVerification() {
  return useSWRMutation(['email', 'verification-request'], (_key, { arg }: { arg: VerificationRequestInput }) =>
    requestVerification(arg),
  );
}
