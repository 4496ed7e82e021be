import { TestClock } from '../../../test/support/fakes/clock.fake';
import { InMemoryReviewStore } from '../../../test/support/fakes/review-store.fake';
import { DirectUnitOfWork } from '../../../test/support/fakes/unit-of-work.fake';
import { RefreshCompanyRatings } from '../reviews/refresh-company-ratings.use-case';
import { ReviewMailer } from '../reviews/review-mailer.port';
import { RATING_CATEGORIES } from '../reviews/rating-categories';
import { NO_REVIEW_CONTEXT, type ReviewSubmission } from '../reviews/review';
import { ModerateReview } from './moderate-review.use-case';
import { InMemoryAuditLog } from '../../../test/support/fakes/audit-log.fake';
import { InMemoryVendorAccounts } from '../../../test/support/fakes/vendor-accounts.fake';
import { aVendorAccount } from '../../../test/support/builders';
import { VendorMailer } from '../vendors/vendor-accounts.port';

class RecordingMailer extends ReviewMailer {
  sent: unknown[] = [];
  async sendReviewApproved(to: string, name: string, review: { companyName: string; writtenAt: Date }, companyLink: string, myReviewsLink: string) {
    this.sent.push({ kind: 'approved', to, name, review, companyLink, myReviewsLink });
  }
  async sendReviewRejected(to: string, name: string, review: { companyName: string; writtenAt: Date }, reason: string | null, myReviewsLink: string) {
    this.sent.push({ kind: 'rejected', to, name, review, reason, myReviewsLink });
  }
  async sendReviewUnpublished() {
    throw new Error('not sent by moderation');
  }
  async sendReviewRepublished() {
    throw new Error('not sent by moderation');
  }
}

class RecordingVendorMailer extends VendorMailer {
  sent: unknown[] = [];
  async sendVendorApproved() {}
  async sendVendorRejected() {}
  async sendReviewPublished(to: string, name: string, companyName: string, publishedAt: Date, dashboardLink: string) {
    this.sent.push({ to, name, companyName, publishedAt, dashboardLink });
  }
  async sendResponseUnpublished() {}
  async sendResponseRepublished() {}
}

class NoRefresh extends RefreshCompanyRatings {
  constructor() {
    super(null as never, null as never, false);
  }
  override async execute(): Promise<void> {}
}

const submission: ReviewSubmission = {
  companyId: 'c1',
  companySubmissionId: null,
  serviceType: 'CRO',
  experienceType: 'project',
  projectSize: 'Medium',
  projectDuration: '6-12 months',
  workTimeframe: 'Within 2 years',
  comments: 'Fine',
  ...NO_REVIEW_CONTEXT,
  ...(Object.fromEntries(RATING_CATEGORIES.map((c) => [c, 7])) as Record<(typeof RATING_CATEGORIES)[number], number>),
};

describe(ModerateReview.name, () => {
  const writtenAt = new Date('2026-03-01T00:00:00Z');
  const setup = async () => {
    const store = new InMemoryReviewStore();
    store.companyNames.set('c1', 'Acme CRO');
    store.authors.set('author', { email: 'author@pfizer.com', name: 'Ann Author' });
    const authored = await store.create('author', submission, 'pending', writtenAt);
    const orphan = await store.create('gone', submission, 'pending', writtenAt);
    const mailer = new RecordingMailer();
    const audit = new InMemoryAuditLog();
    const vendors = new InMemoryVendorAccounts([
      aVendorAccount({ id: 'v1', userId: 'vendor-user', companyId: 'c1', status: 'approved', isVerified: true }),
      aVendorAccount({ id: 'v2', userId: 'claimant', companyId: 'c1', status: 'pending', isVerified: false }),
    ]);
    vendors.contacts.set('vendor-user', { email: 'vera@acme-cro.com', name: 'Vera Vendor' });
    vendors.contacts.set('claimant', { email: 'claire@acme-cro.com', name: 'Claire Claimant' });
    const vendorMailer = new RecordingVendorMailer();
    const sut = new ModerateReview(
      store,
      new NoRefresh(),
      new DirectUnitOfWork(),
      new TestClock('2026-03-02T00:00:00Z'),
      mailer,
      'https://app.test',
      audit,
      vendors,
      vendorMailer,
    );
    return { sut, mailer, authored, orphan, audit, vendorMailer };
  };

  it('mails the author an approval with the company page and My reviews', async () => {
    const { sut, mailer, authored, audit } = await setup();
    await expect(sut.execute('admin', { id: authored, approved: true, notes: 'fine' })).resolves.toEqual({ id: authored, status: 'approved' });
    expect(audit.entries).toHaveLength(1);
    expect(mailer.sent).toEqual([
      {
        kind: 'approved',
        to: 'author@pfizer.com',
        name: 'Ann Author',
        review: { companyName: 'Acme CRO', writtenAt },
        companyLink: 'https://app.test/companies/c1',
        myReviewsLink: 'https://app.test/account#my-reviews',
      },
    ]);
  });

  it("mails a rejection with the moderator's reason, and nobody about a review without an author", async () => {
    const { sut, mailer, authored, orphan } = await setup();
    await sut.execute('admin', { id: authored, approved: false, notes: '  Names a patient  ' });
    await sut.execute('admin', { id: orphan, approved: false, notes: null });
    expect(mailer.sent).toEqual([expect.objectContaining({ kind: 'rejected', to: 'author@pfizer.com', reason: 'Names a patient' })]);
  });

  it("tells the company's verified vendors that a review was published, without anything about its author", async () => {
    const { sut, vendorMailer, authored, orphan } = await setup();
    await sut.execute('admin', { id: orphan, approved: false, notes: null });
    expect(vendorMailer.sent).toEqual([]);
    await sut.execute('admin', { id: authored, approved: true, notes: null });
    expect(vendorMailer.sent).toEqual([
      { to: 'vera@acme-cro.com', name: 'Vera Vendor', companyName: 'Acme CRO', publishedAt: new Date('2026-03-02T00:00:00Z'), dashboardLink: 'https://app.test/vendor' },
    ]);
    expect(JSON.stringify(vendorMailer.sent)).not.toMatch(/pfizer|Ann Author/);
  });

  it('mails nothing when the decision fails', async () => {
    const { sut, mailer, authored } = await setup();
    await sut.execute('admin', { id: authored, approved: true, notes: null });
    await expect(sut.execute('admin', { id: authored, approved: false, notes: null })).rejects.toThrow('Already decided');
    expect(mailer.sent).toHaveLength(1);
  });
});
