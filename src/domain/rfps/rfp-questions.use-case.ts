import { Accounts } from '../accounts/accounts.port';
import { AuditLog } from '../audit/audit-log.port';
import type { ProjectActor } from '../projects/project';
import { Projects } from '../projects/projects.port';
import { Clock } from '../shared/clock.port';
import { UnitOfWork } from '../shared/unit-of-work.port';
import type { RfpQuestion } from './rfp';
import { assertOpen, rfpForBuyer, rfpForVendor } from './rfp-access';
import { RfpMailer } from './rfp-mailer.port';
import { RfpQuestionNotFoundError } from './rfps.errors';
import { Rfps } from './rfps.port';

/**
 * A vendor of a recipient asks the buyer a question; the RFP's sender is mailed that one was asked (not its text).
 * @returns the question, as its asker sees it. @throws RfpNotFoundError, RfpNotOpenError.
 */
export class AskRfpQuestion {
  constructor(
    private readonly rfps: Rfps,
    private readonly accounts: Accounts,
    private readonly audit: AuditLog,
    private readonly mailer: RfpMailer,
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
    private readonly appUrl: string,
  ) {}

  async execute(userId: string, rfpId: string, input: { companyId?: string; text: string }): Promise<RfpQuestion> {
    const { rfp, companyId } = await rfpForVendor(this.rfps, rfpId, userId, input.companyId);
    assertOpen(rfp);
    const now = this.clock.now();
    const id = await this.unitOfWork.run(async () => {
      const questionId = await this.rfps.addQuestion(rfp.id, companyId, input.text, now);
      await this.audit.record({
        actorId: userId,
        subjectType: 'rfp',
        subjectId: rfp.id,
        verb: 'question_asked',
        subjectLabel: rfp.title,
        notes: null,
        details: { companyId },
        at: now,
      });
      return questionId;
    });
    const sender = await this.accounts.findById(rfp.senderId);
    if (sender) await this.mailer.sendQuestionAsked(sender.email, { title: rfp.title, link: `${this.appUrl}/rfps/${rfp.id}` });
    return (await this.rfps.questions(rfp.id)).find((q) => q.id === id)!;
  }
}

/**
 * The buyer answers a question, to its asker only or shared with every recipient (without the asker's name).
 * @throws RfpNotFoundError, ProjectReadOnlyError, RfpQuestionNotFoundError, RfpNotOpenError.
 */
export class AnswerRfpQuestion {
  constructor(
    private readonly rfps: Rfps,
    private readonly projects: Projects,
    private readonly audit: AuditLog,
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
  ) {}

  async execute(actor: ProjectActor, rfpId: string, questionId: string, answer: { text: string; shareWithAll: boolean }): Promise<RfpQuestion> {
    const { rfp } = await rfpForBuyer(this.rfps, this.projects, rfpId, actor, 'edit');
    assertOpen(rfp);
    const now = this.clock.now();
    await this.unitOfWork.run(async () => {
      if (!(await this.rfps.answerQuestion(rfp.id, questionId, answer, now))) throw new RfpQuestionNotFoundError();
      await this.audit.record({
        actorId: actor.id,
        subjectType: 'rfp',
        subjectId: rfp.id,
        verb: 'question_answered',
        subjectLabel: rfp.title,
        notes: null,
        details: { questionId, shareWithAll: answer.shareWithAll },
        at: now,
      });
    });
    return (await this.rfps.questions(rfp.id)).find((q) => q.id === questionId)!;
  }
}
