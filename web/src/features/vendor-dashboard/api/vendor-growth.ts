import useSWR from 'swr';
import useSWRMutation from 'swr/mutation';
import { api, unwrap } from '../../../api/client';
import type { components } from '../../../api/schema';

type Schemas = components['schemas'];

/** A company's twelve weeks of insights (GET /api/vendor/companies/{id}/insights). */
export type CompanyInsights = Schemas['CompanyInsightsDto'];
export type WeeklyCount = Schemas['WeeklyCountDto'];
export type InsightSeriesKey = keyof CompanyInsights['series'];

/** What sending invitations answers: counts only. */
export type InvitationsSent = Schemas['ReviewInvitationsSentDto'];

/** GET /api/vendor/companies/{id}/insights. */
export function useCompanyInsights(companyId: string) {
  return useSWR(['vendor', 'insights', companyId], () => unwrap(api.GET('/api/vendor/companies/{id}/insights', { params: { path: { id: companyId } } })));
}

/** POST /api/vendor/review-invitations. */
export function useSendInvitations(companyId: string) {
  return useSWRMutation(['vendor', 'review-invitations', companyId], (_key, { arg }: { arg: { emails: string[] } }) =>
    unwrap(api.POST('/api/vendor/review-invitations', { body: { companyId, emails: arg.emails } })),
  );
}
