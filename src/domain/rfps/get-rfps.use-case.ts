import type { ProjectActor } from '../projects/project';
import { projectFor } from '../projects/project-access';
import { Projects } from '../projects/projects.port';
import type { RfpWithRecipients } from './rfp';
import { rfpForBuyer } from './rfp-access';
import { loadRfpDetail, type RfpDetail } from './rfp-views';
import { Rfps } from './rfps.port';

/** The RFPs of a project, newest first (every member with access). @throws ProjectNotFoundError without access. */
export class ListProjectRfps {
  constructor(
    private readonly rfps: Rfps,
    private readonly projects: Projects,
  ) {}

  async execute(actor: ProjectActor, projectId: string): Promise<RfpWithRecipients[]> {
    const { project } = await projectFor(this.projects, projectId, actor, 'read');
    return this.rfps.listForProject(project.id);
  }
}

/** An RFP in full for a member of its project. @throws RfpNotFoundError without access. */
export class GetRfp {
  constructor(
    private readonly rfps: Rfps,
    private readonly projects: Projects,
  ) {}

  async execute(actor: ProjectActor, rfpId: string): Promise<RfpDetail> {
    const { rfp, role } = await rfpForBuyer(this.rfps, this.projects, rfpId, actor, 'read');
    return loadRfpDetail(this.rfps, rfp, role);
  }
}
