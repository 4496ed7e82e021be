import { Injectable } from '@nestjs/common';
import { COMPANY_TYPE_LABELS } from '../../domain/directory/taxonomy';
import { AlertMailer, type DigestMail } from '../../domain/saved-searches/alert-mailer.port';
import { renderMail } from './account-mail-templates';
import { NodemailerAccountMailer } from './account-mailer.adapter';

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** The alert digest of one saved search, in the shared layout with a list of links and an unsubscribe link. */
export function digestMail(mail: DigestMail) {
  const { companies, reviews } = mail.digest;
  const news = [
    companies.length ? plural(companies.length, 'new company', 'new companies') : null,
    reviews.length ? plural(reviews.length, 'new review', 'new reviews') : null,
  ]
    .filter(Boolean)
    .join(' and ');
  return renderMail(`BioVetted alert: ${news} for ${mail.searchName}`, {
    heading: `Hello ${mail.firstName ?? 'there'}`,
    paragraphs: [`Since your last alert, BioVetted has ${news} matching your saved search "${mail.searchName}".`],
    list: [
      ...companies.map((company) => ({
        label: company.name,
        detail: `Newly listed · ${COMPANY_TYPE_LABELS[company.type]} · ${company.location}, ${company.country}`,
        url: mail.companyLink(company.id),
      })),
      ...reviews.map((review) => ({
        label: `New review of ${review.companyName}`,
        detail: `${COMPANY_TYPE_LABELS[review.serviceType]} services · ${review.meanRating === null ? 'no ratings' : `rated ${review.meanRating.toFixed(1)}/10`} · approved ${review.approvedAt.toISOString().slice(0, 10)}`,
        url: mail.companyLink(review.companyId),
      })),
    ],
    action: { label: 'Open your saved search', url: mail.searchLink },
    footnote: 'You receive this daily summary because email alerts are on for this saved search.',
    unsubscribe: { label: 'Turn off alerts for this search', url: mail.unsubscribeLink },
  });
}

/** Alert digests through the account mailer's queue (SMTP or the outbox, with retries). */
@Injectable()
export class NodemailerAlertMailer extends AlertMailer {
  constructor(private readonly mail: NodemailerAccountMailer) {
    super();
  }

  sendDigest(to: string, mail: DigestMail): Promise<void> {
    return this.mail.sendRendered(to, digestMail(mail));
  }
}
