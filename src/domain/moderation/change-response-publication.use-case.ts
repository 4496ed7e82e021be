import { AuditLog } from '../audit/audit-log.port';
import { Clock } from '../shared/clock.port';
import { UnitOfWork } from '../shared/unit-of-work.port';
import { ReviewResponses, VendorMailer } from '../vendors/vendor-accounts.port';
import { moderationNote } from './moderation';
import { PUBLICATION_MESSAGES, PublicationUnchangedError, ResponseNotFoundError, TakedownReasonRequiredError } from './review-publication';

/** The answer of unpublish and republish of a response. */
export interface ResponsePublicationState {
  id: string;
  published: boolean;
}

/**
 * POST /api/admin/review-responses/{id}/unpublish and /republish (docs/reviews-and-moderation.md): an admin takes
 * a vendor's public response down with a reason, or puts it back. Under the response's row lock, recorded in the
 * audit log; the vendor who wrote it is mailed after the commit. A response taken down still holds the review's
 * one response and still counted against the month's quota.
 * @throws ResponseNotFoundError; TakedownReasonRequiredError (400); PublicationUnchangedError (409).
 */
export class ChangeResponsePublication {
  constructor(
    private readonly responses: ReviewResponses,
    private readonly audit: AuditLog,
    private readonly mailer: VendorMailer,
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
    private readonly appUrl: string,
  ) {}

  async execute(adminId: string, input: { responseId: string; published: boolean; reason?: string | null }): Promise<ResponsePublicationState> {
    const reason = moderationNote(input.reason);
    if (!input.published && reason === null) throw new TakedownReasonRequiredError();
    const now = this.clock.now();
    const { response, author } = await this.unitOfWork.run(async () => {
      const response = await this.responses.findForUpdate(input.responseId);
      if (!response) throw new ResponseNotFoundError();
      if (input.published && response.unpublishedAt === null) throw new PublicationUnchangedError(PUBLICATION_MESSAGES.responseNotUnpublished);
      if (!input.published && response.unpublishedAt !== null) throw new PublicationUnchangedError(PUBLICATION_MESSAGES.responseAlreadyUnpublished);
      await this.responses.setTakedown(response.id, input.published ? null : { at: now, by: adminId, reason: reason! });
      await this.audit.record({
        actorId: adminId,
        subjectType: 'review_response',
        subjectId: response.id,
        verb: input.published ? 'republished' : 'unpublished',
        subjectLabel: response.companyName,
        notes: reason,
        details: { reviewId: response.reviewId, companyId: response.companyId },
        at: now,
      });
      return { response, author: await this.responses.authorOf(response.id) };
    });
    if (author) {
      if (input.published) {
        await this.mailer.sendResponseRepublished(author.email, author.name, response.companyName, `${this.appUrl}/companies/${encodeURIComponent(response.companyId)}`);
      } else {
        await this.mailer.sendResponseUnpublished(author.email, author.name, response.companyName, reason!, `${this.appUrl}/vendor`);
      }
    }
    return { id: response.id, published: input.published };
  }
}
