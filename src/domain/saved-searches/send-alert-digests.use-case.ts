import { ListCompanies } from '../directory/list-companies.use-case';
import { Clock } from '../shared/clock.port';
import { UnitOfWork } from '../shared/unit-of-work.port';
import { entitlementsOf } from '../subscriptions/entitlements';
import { AlertMailer, type DigestMail } from './alert-mailer.port';
import { AlertUnsubscribeTokens } from './alert-unsubscribe-tokens.port';
import { DIGEST_INTERVAL_MS, digestCandidates, directoryQueryOf, isEmptyDigest, selectDigest } from './digest';
import { DigestFeed } from './digest-feed.port';
import { SavedSearches } from './saved-searches.port';

/** Searches handled per run; the rest are due on the next run. */
export const DIGEST_BATCH = 500;
/** The advisory lock that lets one instance at a time run the digest (docs/deciding.md). */
export const DIGEST_LOCK = 'saved-search-digest';

/**
 * The daily alert digest (docs/deciding.md), run by a scheduler on every instance. Under one advisory lock, so
 * instances take turns: each alert-enabled search whose last digest ended a day or more ago gets one mail
 * listing the companies listed and the reviews approved since then, of companies matching its filters;
 * nothing new, no mail. Its window then ends now, so a later run (here or on another instance) never repeats
 * it. Mails are queued after the transaction commits: a failed commit sends nothing. Owners without the
 * email-alerts entitlement (a lapsed plan) are skipped, their window moving on.
 * @returns how many searches were due and how many mails were sent.
 */
export class SendAlertDigests {
  constructor(
    private readonly searches: SavedSearches,
    private readonly feed: DigestFeed,
    private readonly listCompanies: ListCompanies,
    private readonly mailer: AlertMailer,
    private readonly tokens: AlertUnsubscribeTokens,
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
    private readonly appUrl: string,
    private readonly includeDemo: boolean,
  ) {}

  async execute(): Promise<{ due: number; sent: number }> {
    const outbox: { to: string; mail: DigestMail }[] = [];
    const due = await this.unitOfWork.run(
      async () => {
        const now = this.clock.now();
        const recipients = await this.searches.dueForDigest(new Date(now.getTime() - DIGEST_INTERVAL_MS), DIGEST_BATCH);
        if (recipients.length === 0) return 0;
        const since = new Date(Math.min(...recipients.map((r) => r.search.lastDigestAt.getTime())));
        const changes = await this.feed.changesBetween(since, now, { includeDemo: this.includeDemo });
        for (const { search, email, firstName, subscriptionTier, isAdmin } of recipients) {
          const window = { since: search.lastDigestAt, until: now };
          const candidates = entitlementsOf(subscriptionTier, isAdmin).emailAlerts ? digestCandidates(changes, window) : [];
          if (candidates.length > 0) {
            const page = await this.listCompanies.execute({ ...search.filters, ids: candidates, sort: 'name', limit: candidates.length, offset: 0 });
            const digest = selectDigest(changes, window, new Set(page.items.map((company) => company.id)));
            if (!isEmptyDigest(digest)) outbox.push({ to: email, mail: this.mailOf(search.id, search.searchName, search.filters, firstName, digest) });
          }
          await this.searches.markDigested(search.id, now);
        }
        return recipients.length;
      },
      { lock: DIGEST_LOCK },
    );
    for (const { to, mail } of outbox) await this.mailer.sendDigest(to, mail);
    return { due, sent: outbox.length };
  }

  private mailOf(id: string, searchName: string, filters: Parameters<typeof directoryQueryOf>[0], firstName: string | null, digest: DigestMail['digest']): DigestMail {
    const query = directoryQueryOf(filters);
    return {
      firstName,
      searchName,
      digest,
      searchLink: `${this.appUrl}/companies${query ? `?${query}` : ''}`,
      companyLink: (companyId) => `${this.appUrl}/companies/${encodeURIComponent(companyId)}`,
      // In the fragment: never sent to a server, so never in a log or a Referer.
      unsubscribeLink: `${this.appUrl}/unsubscribe#token=${encodeURIComponent(this.tokens.issue(id))}`,
    };
  }
}
