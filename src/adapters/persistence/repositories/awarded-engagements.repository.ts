import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { AwardedEngagements } from '../../../domain/rfps/awarded-engagements.port';
import { ProjectRecord } from '../schemas/project.schema';
import { RfpRecord } from '../schemas/rfp.schema';
import { tableOf } from '../tables';
import { knexOf } from './knex-of';
import { isUuid } from './uuid';

const RFPS = tableOf(RfpRecord).name;
const PROJECTS = tableOf(ProjectRecord).name;

/** Awarded RFPs in `rfps`, with their project's owner from `projects`; one indexed lookup by awarded company. */
@Injectable()
export class AwardedEngagementsRepository extends AwardedEngagements {
  constructor(private readonly em: EntityManager) {
    super();
  }

  async exists(userId: string, companyId: string, at: Date): Promise<boolean> {
    if (!isUuid(userId) || !isUuid(companyId)) return false;
    const { rows } = (await knexOf(this.em).raw(
      `select exists (select 1 from ${RFPS} r join ${PROJECTS} p on p.id = r.project_id
         where r.status = 'awarded' and r.awarded_company_id = ? and r.awarded_at <= ? and (r.sender_id = ? or p.owner_id = ?)) as engaged`,
      [companyId, at, userId, userId],
    )) as { rows: { engaged: boolean }[] };
    return rows[0].engaged;
  }
}
