import type { ProjectActor } from '../projects/project';
import { mayTake, type ProjectRole } from '../projects/project-rules';
import { ProjectReadOnlyError } from '../projects/projects.errors';
import { Projects } from '../projects/projects.port';
import type { Rfp } from './rfp';
import { RFP_MESSAGES } from './rfp-rules';
import { InvalidRfpInputError, RfpNotFoundError, RfpNotOpenError } from './rfps.errors';
import { Rfps } from './rfps.port';

/**
 * The RFP and the member's role in its project, when the role may take `action` (read: every member with access;
 * edit: the owner and editors).
 * @throws RfpNotFoundError for an unknown RFP or a member without access to its project; ProjectReadOnlyError for a viewer who would act.
 */
export async function rfpForBuyer(rfps: Rfps, projects: Projects, rfpId: string, actor: ProjectActor, action: 'read' | 'edit'): Promise<{ rfp: Rfp; role: ProjectRole }> {
  const rfp = await rfps.find(rfpId);
  const access = rfp && (await projects.accessOf(rfp.projectId, actor));
  // Without access to its project an RFP answers as an unknown one: its existence is not revealed.
  if (!rfp || !access) throw new RfpNotFoundError();
  if (!mayTake(access.role, action)) throw new ProjectReadOnlyError();
  return { rfp, role: access.role };
}

/**
 * The RFP and the recipient company a vendor acts for: `companyId` when given, else the one recipient company they
 * represent as a verified vendor.
 * @throws RfpNotFoundError unless the member is a verified vendor of a recipient company (of `companyId` when given);
 *   InvalidRfpInputError when they represent several recipients and did not say which.
 */
export async function rfpForVendor(rfps: Rfps, rfpId: string, userId: string, companyId?: string): Promise<{ rfp: Rfp; companyId: string }> {
  const rfp = await rfps.find(rfpId);
  if (!rfp) throw new RfpNotFoundError();
  const recipients = (await rfps.recipients(rfp.id)).map((r) => r.companyId);
  const represented = await rfps.representedAmong(userId, companyId ? recipients.filter((id) => id === companyId) : recipients);
  if (represented.length === 0) throw new RfpNotFoundError();
  if (represented.length > 1) throw new InvalidRfpInputError(RFP_MESSAGES.chooseCompany);
  return { rfp, companyId: represented[0] };
}

/** @throws RfpNotOpenError unless the RFP is open. */
export function assertOpen(rfp: Rfp): void {
  if (rfp.status !== 'open') throw new RfpNotOpenError();
}

/** The advisory lock that serialises award, close, bids and declines of one RFP. */
export const rfpLock = (rfpId: string): string => `rfp:${rfpId}`;
