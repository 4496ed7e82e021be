import type { ApprovalPath } from '../../domain/accounts/account';
import { APPLICATION_REVIEW_TURNAROUND } from '../../domain/accounts/account-rules';

/** A rendered mail: subject, HTML body and plain-text body. */
export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);

/**
 * The shared layout: a 560 px single-column table with inline styles, which mail clients (Outlook
 * included) render consistently, plus an optional call-to-action button.
 */
interface MailContent {
  heading: string;
  paragraphs: string[];
  /** Linked items under the paragraphs (an alert digest's companies and reviews). */
  list?: { label: string; detail?: string; url: string }[];
  action?: { label: string; url: string };
  footnote?: string;
  /** A link that stops this kind of mail, at the very bottom. */
  unsubscribe?: { label: string; url: string };
}

function layout(options: MailContent): string {
  const list = options.list?.length
    ? `<ul style="margin:0 0 16px;padding:0 0 0 18px">${options.list
        .map(
          (item) =>
            `<li style="margin:0 0 10px;font-size:15px;line-height:1.5;color:#1f2937"><a href="${escapeHtml(item.url)}" style="color:#0f4c5c;font-weight:600">${escapeHtml(item.label)}</a>${item.detail ? `<br><span style="font-size:13px;color:#4b5563">${escapeHtml(item.detail)}</span>` : ''}</li>`,
        )
        .join('')}</ul>`
    : '';
  const unsubscribe = options.unsubscribe
    ? `<p style="margin:16px 0 0;font-size:13px;color:#6b7280"><a href="${escapeHtml(options.unsubscribe.url)}" style="color:#4b5563">${escapeHtml(options.unsubscribe.label)}</a></p>`
    : '';
  const paragraphs = options.paragraphs.map((p) => `<p style="margin:0 0 16px;font-size:15px;line-height:1.6;color:#1f2937">${escapeHtml(p)}</p>`).join('');
  const action = options.action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(options.action.url)}" style="display:inline-block;background:#0f4c5c;color:#ffffff;text-decoration:none;font-weight:600;padding:12px 22px;border-radius:8px">${escapeHtml(options.action.label)}</a></p>
<p style="margin:0 0 16px;font-size:13px;color:#6b7280">Or paste this link into your browser:<br><span style="word-break:break-all">${escapeHtml(options.action.url)}</span></p>`
    : '';
  const footnote = options.footnote ? `<p style="margin:16px 0 0;font-size:13px;color:#6b7280">${escapeHtml(options.footnote)}</p>` : '';
  return `<!doctype html><html><body style="margin:0;padding:24px;background:#f3f5f7;font-family:-apple-system,Segoe UI,Helvetica,Arial,sans-serif">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center">
<table role="presentation" width="560" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border:1px solid #e5e7eb;border-radius:12px">
<tr><td style="padding:28px 32px 8px;font-size:18px;font-weight:700;color:#0f4c5c">BioVetted</td></tr>
<tr><td style="padding:8px 32px 28px"><h1 style="margin:0 0 16px;font-size:20px;color:#111827">${escapeHtml(options.heading)}</h1>${paragraphs}${list}${action}${footnote}${unsubscribe}</td></tr>
</table></td></tr></table></body></html>`;
}

function plain(options: MailContent): string {
  return [
    options.heading,
    '',
    ...options.paragraphs.flatMap((p) => [p, '']),
    ...(options.list ?? []).flatMap((item) => [`- ${item.label}${item.detail ? ` (${item.detail})` : ''}: ${item.url}`]),
    ...(options.list?.length ? [''] : []),
    ...(options.action ? [`${options.action.label}: ${options.action.url}`, ''] : []),
    ...(options.footnote ? [options.footnote, ''] : []),
    ...(options.unsubscribe ? [`${options.unsubscribe.label}: ${options.unsubscribe.url}`, ''] : []),
    '— BioVetted',
  ]
    .join('\n')
    .trim();
}

/** A mail in the shared layout, as HTML and plain text; every mail family (accounts, submissions, vendors) uses it. */
export function renderMail(subject: string, content: MailContent): RenderedMail {
  return { subject, html: layout(content), text: plain(content) };
}

/**
 * Mail with the single-use confirmation link of a new application (valid 24 hours), saying what follows
 * confirmation for this address: approval at once for an industry address, an admin's review otherwise.
 */
export function emailConfirmationMail(name: string, link: string, approval: ApprovalPath): RenderedMail {
  return renderMail('Confirm your email address for BioVetted', {
    heading: `Welcome, ${name}`,
    paragraphs: [
      'Thank you for applying for access to BioVetted. Please confirm that this email address is yours.',
      approval === 'automatic'
        ? 'Your address belongs to a recognised pharma, biotech, CRO/CDMO, academic or government organisation, so your account is approved as soon as you confirm it: you can sign in straight away.'
        : `Once you confirm it, our team reviews your application, usually within ${APPLICATION_REVIEW_TURNAROUND}, and emails you the decision. Until then you cannot sign in.`,
    ],
    action: { label: 'Confirm my email', url: link },
    footnote: 'The link works once and expires in 24 hours; you can ask for a new one on the sign-in page. If you did not apply, ignore this email.',
  });
}

/** Mail telling an applicant they may sign in. */
export function applicationApprovedMail(name: string, signInLink: string): RenderedMail {
  return renderMail('Your BioVetted application is approved', {
    heading: `You're in, ${name}`,
    paragraphs: ['Your application has been approved. You can now sign in, read reviews and share your own experience anonymously.'],
    action: { label: 'Sign in', url: signInLink },
  });
}

/** Mail telling an applicant their application was not approved, with the admin's notes if any. */
export function applicationRejectedMail(name: string, notes: string | null): RenderedMail {
  return renderMail('Your BioVetted application', {
    heading: `Hello ${name}`,
    paragraphs: [
      'Thank you for your interest in BioVetted. We could not verify your application, so it was not approved.',
      ...(notes ? [`Note from our team: ${notes}`] : []),
      'If you think this is a mistake, reply to this email with details of your role and organisation.',
    ],
  });
}

/** Mail with a single-use password reset link (valid one hour). */
export function passwordResetMail(name: string, link: string): RenderedMail {
  return renderMail('Reset your BioVetted password', {
    heading: `Hello ${name}`,
    paragraphs: ['We received a request to reset the password of your BioVetted account.'],
    action: { label: 'Choose a new password', url: link },
    footnote: 'The link works once and expires in one hour. If you did not ask for it, ignore this email: your password stays as it is.',
  });
}

/** Mail confirming a new password (after a reset or a change, docs/security.md#trust-and-safety-rules), with a way back if it was not the owner. */
export function passwordChangedMail(name: string, forgotPasswordLink: string): RenderedMail {
  return renderMail('Your BioVetted password was changed', {
    heading: `Hello ${name}`,
    paragraphs: [
      'The password of your BioVetted account was just changed, and every other signed-in session was ended.',
      'If you made this change, there is nothing else to do. If you did not, choose a new password at once and tell us by replying to this email.',
    ],
    action: { label: 'Reset my password', url: forgotPasswordLink },
  });
}

/**
 * Mail to the owner of an email that reached 50 failed sign-ins in 24 hours (docs/security.md#trust-and-safety-rules): sign-in with it is
 * paused, and a fresh reset link lets the owner back in at once (a completed reset lifts the pause).
 */
export function signInLockedMail(name: string, resetLink: string): RenderedMail {
  return renderMail('Sign-in to your BioVetted account is paused', {
    heading: `Hello ${name}`,
    paragraphs: [
      'Someone has tried to sign in to your BioVetted account with a wrong password many times in the last 24 hours, so we have paused sign-in with your email address for up to 24 hours.',
      'If it was you, or to get back in now, choose a new password with the link below: it lifts the pause. If it was not you, your account is safe as long as your password is not used elsewhere; choosing a new one is still a good idea.',
    ],
    action: { label: 'Choose a new password', url: resetLink },
    footnote: 'The link works once and expires in one hour.',
  });
}
