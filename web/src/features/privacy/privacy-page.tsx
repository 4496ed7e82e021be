import PrivacyTipOutlinedIcon from '@mui/icons-material/PrivacyTipOutlined';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { APPLICATION_REVIEW_TURNAROUND } from '@domain/accounts/account-rules';
import { SESSION_ABSOLUTE_LIFETIME_MS } from '@domain/accounts/session-policy';
import { ANONYMITY_THRESHOLD } from '@domain/reviews/review-page';
import { paths } from '../../config/paths';
import { useDocumentTitle } from '../../lib/use-document-title';

/** When this notice last changed. */
const UPDATED = 'November 28, 2026';
const SUPPORT_EMAIL = 'support@biovetted.com';
const SESSION_DAYS = SESSION_ABSOLUTE_LIFETIME_MS / (24 * 60 * 60 * 1000);

interface Section {
  id: string;
  title: string;
  body: ReactNode;
}

const accountLink = (text: string) => (
  <Link component={RouterLink} to={paths.account.getHref('your-data')}>
    {text}
  </Link>
);

const SECTIONS: Section[] = [
  {
    id: 'what-we-keep',
    title: 'What we keep',
    body: (
      <Box component="ul" sx={{ pl: 3, my: 0 }}>
        <li>
          <strong>Your account</strong>: name, work email, company, job title, the LinkedIn profile if you gave one, whether and when you were verified, and your password
          as a one-way hash (argon2id), never the password itself.
        </li>
        <li>
          <strong>What you write and save</strong>: your reviews, saved searches, shortlist, the projects you ask Find Match about, companies you propose (with the
          contact details you give) and vendor registrations.
        </li>
        <li>
          <strong>Your plan</strong>: which plan you are on and its status. Card details go straight to our payment processor, Stripe, and never reach us.
        </li>
        <li>
          <strong>Security records</strong>: one log line per sign-in attempt (your account id, the outcome and the IP address; never a password), and short-lived
          counters of failed sign-ins and mail requests, stored as one-way digests rather than email or IP addresses.
        </li>
        <li>
          <strong>One cookie</strong>, <code>bv.sid</code>, that keeps you signed in. It is strictly necessary; we use no advertising or tracking cookies and no
          analytics.
        </li>
      </Box>
    ),
  },
  {
    id: 'why',
    title: 'Why',
    body: (
      <>
        <p>
          To verify that reviewers work in the industry, to publish their reviews anonymously, to allow one review per company every 12 months, to stop abuse and to bill
          paid plans. We never sell your data or share it with service providers; reviews are published without your name. While a company has fewer than{' '}
          {ANONYMITY_THRESHOLD} approved member reviews, only its overall score is shown, and your role, organisation type and the project&apos;s size, duration,
          timeframe, therapeutic area, modality and phase are held back. The date of a review is shown as a day, never its time, to the public and to the provider alike.
        </p>
        <p>
          Applications from addresses at recognised pharma, biotech, CRO/CDMO, academic and government organisations are approved as soon as the email is confirmed;
          others are checked by our team, usually within {APPLICATION_REVIEW_TURNAROUND}.
        </p>
      </>
    ),
  },
  {
    id: 'retention',
    title: 'How long we keep it',
    body: (
      <Box component="ul" sx={{ pl: 3, my: 0 }}>
        <li>Your account and what you saved: until you delete your account.</li>
        <li>
          Published reviews: they stay public after you delete your account, with nothing linking them to you. Reviews not yet published are deleted with the account.
        </li>
        <li>Confirmation links work for 24 hours and password reset links for one hour; each new link cancels the previous one.</li>
        <li>Sessions end after 7 days without use, and at the latest {SESSION_DAYS} days after you signed in.</li>
        <li>Failed sign-in and request counters: 15 minutes to 24 hours. Server logs: at most 30 days.</li>
        <li>Billing records held by Stripe: as long as tax and accounting law requires.</li>
      </Box>
    ),
  },
  {
    id: 'your-rights',
    title: 'Your rights',
    body: (
      <>
        <p>
          <strong>See and take your data</strong> (GDPR articles 15 and 20): {accountLink('Account → Export my data')} downloads everything we keep about you as one JSON
          file, ready for another service.
        </p>
        <p>
          <strong>Delete it</strong> (article 17): {accountLink('Account → Delete my account')} erases your profile and everything you saved, deletes your unpublished
          reviews and your vendor accounts, cancels a paid subscription at once and signs you out everywhere. It asks for your password first and cannot be undone;
          published reviews remain, anonymous and unlinked.
        </p>
        <p>
          <strong>Correct it</strong>: write to <Link href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</Link> and we will fix your profile. You can change your password
          on the {accountLink('Account')} page at any time.
        </p>
      </>
    ),
  },
  {
    id: 'contact',
    title: 'Questions',
    body: (
      <p>
        Write to <Link href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</Link>. The{' '}
        <Link component={RouterLink} to={paths.legalTerms.getHref()}>
          Legal Terms
        </Link>{' '}
        say how reviews are moderated and kept anonymous.
      </p>
    ),
  },
];

/** Privacy: what is kept, why, for how long, and how to export or delete it. */
export function PrivacyPage() {
  useDocumentTitle('Privacy');
  return (
    <Container maxWidth="md" sx={{ py: { xs: 4, md: 6 } }}>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 1 }}>
        <PrivacyTipOutlinedIcon color="primary" aria-hidden="true" />
        <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', md: '2.1rem' } }}>
          Privacy
        </Typography>
      </Stack>
      <Typography sx={{ color: 'text.secondary', mb: 4 }}>Last updated: {UPDATED}</Typography>
      <Paper variant="outlined" sx={{ p: { xs: 3, md: 4 } }}>
        <Stack spacing={4}>
          {SECTIONS.map((section) => (
            <Box key={section.id} component="section" id={section.id} aria-labelledby={`privacy-${section.id}`}>
              <Typography id={`privacy-${section.id}`} variant="h2" sx={{ fontSize: '1.2rem', mb: 1 }}>
                {section.title}
              </Typography>
              <Box sx={{ color: 'text.secondary', '& p': { mt: 0, mb: 1.5 }, '& p:last-child': { mb: 0 }, '& li': { mb: 0.75 } }}>{section.body}</Box>
            </Box>
          ))}
        </Stack>
      </Paper>
    </Container>
  );
}
