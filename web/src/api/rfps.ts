/**
 * Requests for proposal and bids (docs/rfps.md), shared by the project page, the buyer's RFP page, the vendor
 * dashboard's inbox, the vendor's RFP page and the invitation page: one SWR key per list and per RFP, so an answer,
 * a bid or an award updates every screen that shows it.
 */
import useSWR, { type ScopedMutator } from 'swr';
import { api, unwrap } from './client';
import { myVendorAccountsKey } from './my-vendor-accounts';
import type { Bid, BidInput, NewRfpInput, RfpDetail, RfpInvitation, RfpQuestion, RfpSummary, VendorRfp, VendorRfpInbox } from './types';

const projectRfpsKey = (projectId: string) => ['project-rfps', projectId] as const;
const rfpKey = (id: string) => ['rfp', id] as const;
/** The SWR key of GET /api/vendor/rfps (the vendor dashboard's inbox). */
export const vendorRfpsKey = ['vendor-rfps'] as const;
const vendorRfpKey = (id: string, companyId?: string) => ['vendor-rfp', id, companyId ?? ''] as const;

/** The RFPs sent from a project, newest first, each with its recipients' statuses. */
export function useProjectRfps(projectId: string) {
  return useSWR<RfpSummary[]>(projectRfpsKey(projectId), () => unwrap(api.GET('/api/projects/{id}/rfps', { params: { path: { id: projectId } } })));
}

/** One RFP as its buyer sees it: recipients, questions and bids side by side. */
export function useRfp(id: string) {
  return useSWR<RfpDetail>(rfpKey(id), () => unwrap(api.GET('/api/rfps/{id}', { params: { path: { id } } })));
}

/** The vendor's inbox: counts by recipient status and the RFPs sent to the companies they represent; pass false to skip. */
export function useVendorRfps(enabled = true) {
  return useSWR<VendorRfpInbox>(enabled ? vendorRfpsKey : null, () => unwrap(api.GET('/api/vendor/rfps')));
}

/** One RFP as a recipient company's vendor sees it (the first view marks it viewed). */
export function useVendorRfp(id: string, companyId?: string) {
  return useSWR<VendorRfp>(vendorRfpKey(id, companyId), () =>
    unwrap(api.GET('/api/vendor/rfps/{id}', { params: { path: { id }, query: companyId ? { companyId } : {} } })),
  );
}

/** What a mailed invitation link is for (title, company, deadline); null skips the call. */
export function useRfpInvitation(token: string | null) {
  return useSWR<RfpInvitation>(token ? ['rfp-invitation', token] : null, () =>
    unwrap(api.GET('/api/rfp-invitations/{token}', { params: { path: { token: token ?? '' } } })),
  );
}

/** Everything that shows one RFP on the buyer's side: the RFP and its project's list (and the project's statuses). */
async function refreshBuyer(mutate: ScopedMutator, rfp: Pick<RfpSummary, 'id' | 'projectId'>): Promise<void> {
  await Promise.all([mutate(rfpKey(rfp.id)), mutate(projectRfpsKey(rfp.projectId)), mutate(['project', rfp.projectId])]);
}

/** Everything that shows one RFP on the vendor's side: the inbox and the RFP, whichever company it was opened for. */
async function refreshVendor(mutate: ScopedMutator, id: string): Promise<void> {
  await mutate((key) => Array.isArray(key) && (key[0] === vendorRfpsKey[0] || (key[0] === 'vendor-rfp' && key[1] === id)));
}

/** POST /api/projects/{id}/rfps: 201 with the RFP; 400 on a past deadline or bad companies, 409 over the plan's open RFPs, 429 over 20 a day. */
export async function sendRfp(mutate: ScopedMutator, projectId: string, body: NewRfpInput): Promise<RfpDetail> {
  const rfp = await unwrap(api.POST('/api/projects/{id}/rfps', { params: { path: { id: projectId } }, body }));
  await refreshBuyer(mutate, rfp);
  return rfp;
}

/** POST /api/rfps/{id}/invitations: mails a claim link to an address at an awaiting company's own domain (3 per company). */
export async function inviteRecipient(mutate: ScopedMutator, rfp: RfpDetail, body: { companyId: string; email: string }): Promise<void> {
  await unwrap(api.POST('/api/rfps/{id}/invitations', { params: { path: { id: rfp.id } }, body }));
  await refreshBuyer(mutate, rfp);
}

/** POST /api/rfps/{id}/questions/{qid}/answer: to the asker alone, or to every recipient without the asker's name. */
export async function answerQuestion(mutate: ScopedMutator, rfp: RfpDetail, questionId: string, body: { text: string; shareWithAll: boolean }): Promise<RfpQuestion> {
  const answered = await unwrap(api.POST('/api/rfps/{id}/questions/{questionId}/answer', { params: { path: { id: rfp.id, questionId } }, body }));
  await refreshBuyer(mutate, rfp);
  return answered;
}

/** POST /api/rfps/{id}/award: the company must have bid; the others are told they were not selected. */
export async function awardRfp(mutate: ScopedMutator, rfp: RfpDetail, companyId: string): Promise<RfpDetail> {
  const awarded = await unwrap(api.POST('/api/rfps/{id}/award', { params: { path: { id: rfp.id } }, body: { companyId } }));
  await refreshBuyer(mutate, rfp);
  return awarded;
}

/** POST /api/rfps/{id}/close: ends the RFP without an award. */
export async function closeRfp(mutate: ScopedMutator, rfp: RfpDetail): Promise<RfpDetail> {
  const closed = await unwrap(api.POST('/api/rfps/{id}/close', { params: { path: { id: rfp.id } } }));
  await refreshBuyer(mutate, rfp);
  return closed;
}

/** PUT /api/vendor/rfps/{id}/bid: the first bid or a revision, until the deadline. */
export async function putBid(mutate: ScopedMutator, id: string, body: BidInput): Promise<Bid> {
  const bid = await unwrap(api.PUT('/api/vendor/rfps/{id}/bid', { params: { path: { id } }, body }));
  await refreshVendor(mutate, id);
  return bid;
}

/** POST /api/vendor/rfps/{id}/decline with the reason the buyer reads. */
export async function declineRfp(mutate: ScopedMutator, id: string, body: { companyId?: string; reason: string }): Promise<void> {
  await unwrap(api.POST('/api/vendor/rfps/{id}/decline', { params: { path: { id } }, body }));
  await refreshVendor(mutate, id);
}

/** POST /api/rfps/{id}/questions (a recipient's vendor); the buyer is told a question came in. */
export async function askQuestion(mutate: ScopedMutator, id: string, body: { companyId?: string; text: string }): Promise<void> {
  await unwrap(api.POST('/api/rfps/{id}/questions', { params: { path: { id } }, body }));
  await refreshVendor(mutate, id);
}

/** POST /api/rfp-invitations/{token}/claim: the signed-in member becomes a verified vendor of the company. */
export async function claimRfpInvitation(mutate: ScopedMutator, token: string): Promise<{ rfpId: string; companyId: string }> {
  const claimed = await unwrap(api.POST('/api/rfp-invitations/{token}/claim', { params: { path: { token } } }));
  await Promise.all([mutate(vendorRfpsKey), mutate(myVendorAccountsKey)]);
  return claimed;
}
