import { ANONYMITY_THRESHOLD } from '@domain/reviews/review-page';
import GavelOutlinedIcon from '@mui/icons-material/GavelOutlined';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { APPLICATION_REVIEW_TURNAROUND } from '@domain/accounts/account-rules';
import { paths } from '../../config/paths';
import { useDocumentTitle } from '../../lib/use-document-title';
import { CONTACT_EMAILS } from '../../config/contact';

/** Effective date of these terms (docs/screens.md#legal-terms). */
const EFFECTIVE_DATE = 'January 1, 2025';
const SUPPORT_EMAIL = CONTACT_EMAILS.support;

interface Section {
  id: string;
  title: string;
  body: ReactNode;
}

const SECTIONS: Section[] = [
  {
    id: 'anonymity',
    title: 'Review Anonymity',
    body: (
      <>
        <p>
          Every review is published anonymously. Service providers, other members and visitors never see who wrote a review: no name, email address, employer or job title
          is shown with it, and the review API never returns them.
        </p>
        <p>
          At a company with few reviews, the details of a review could narrow down who wrote it: its context (your role, your organisation type, and the project&apos;s
          size, duration, timeframe, therapeutic area, modality and phase) and the company&apos;s category scores, which with one or two reviews are those reviewers&apos;
          own ratings. So while a company has fewer than {ANONYMITY_THRESHOLD} approved reviews from members, only its overall score and review count are shown, and none
          of these details appear with its reviews, to anyone; ratings and text follow the usual rules.
        </p>
        <p>A review&apos;s date is shown as a day, never a time: not to visitors, members or the provider reviewed, and not in exports.</p>
        <p>Your email address is used only to authenticate you and to verify that you work in the industry.</p>
      </>
    ),
  },
  {
    id: 'verification',
    title: 'Professional Verification',
    body: (
      <p>
        Reviews may only be written by verified professionals. Addresses at pharmaceutical, biotech, CRO and CDMO companies, and at academic and government institutions,
        are verified as soon as the email address is confirmed; other applications are verified by our team, usually within {APPLICATION_REVIEW_TURNAROUND}, which may ask
        for additional information such as a professional profile. Once approved, a member is verified: there is nothing more to verify.
      </p>
    ),
  },
  {
    id: 'legal-protections',
    title: 'Legal Protections',
    body: (
      <>
        <p>
          Reviews are the opinions of individual professionals about their own experience. BioVetted moderates every review before it is published and does not edit what
          reviewers write. Only reviews and public facts affect a provider&apos;s ranking: no provider can pay to change its scores, its position or the reviews shown.
        </p>
        <p>We will not disclose a reviewer&apos;s identity except where the law compels us to.</p>
      </>
    ),
  },
  {
    id: 'prohibited-content',
    title: 'Prohibited Content',
    body: (
      <Box component="ul" sx={{ pl: 3, my: 0 }}>
        <li>Confidential information, trade secrets or information covered by a non-disclosure agreement</li>
        <li>Names or identifying details of individual employees, patients or trial participants</li>
        <li>Statements you know to be false, or claims you cannot support from your own experience</li>
        <li>Reviews of your own employer or of a competitor, and reviews written for payment or reward</li>
        <li>Harassment, discriminatory language, threats or profanity</li>
      </Box>
    ),
  },
  {
    id: 'data-storage',
    title: 'Data Storage, Export and Deletion',
    body: (
      <>
        <p>
          Account data and reviews are kept in our own database and are never sold or shared with service providers. Passwords are stored only as one-way hashes. The link
          between a review and its author is kept so we can enforce one review per company every 12 months and act on abuse; it is visible only to our moderators.
        </p>
        <p>
          From your Account page you can download everything we keep about you, and delete your account. Deletion erases your personal data and your unpublished reviews
          and cancels a paid subscription; reviews already published stay public with no link to you, since other members rely on them. What we keep and for how long is
          set out in our{' '}
          <Link component={RouterLink} to={paths.privacy.getHref()}>
            Privacy notice
          </Link>
          .
        </p>
      </>
    ),
  },
  {
    id: 'vendor-responses',
    title: 'Vendor Response Policy',
    body: (
      <>
        <p>
          Vendors may respond publicly to reviews of their company after our team has verified their affiliation with it. Responses must stay professional, must not be
          defensive, and must never attempt to identify the reviewer.
        </p>
        <p>Free vendor accounts may post 1 response per month per company; paid vendor plans allow more, up to unlimited responses on the Enterprise plan.</p>
      </>
    ),
  },
  {
    id: 'contact',
    title: 'Contact',
    body: (
      <p>
        Questions about these terms, or a request about your data: <Link href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</Link>.
      </p>
    ),
  },
];

/** Legal terms: anonymity, verification, protections, prohibited content, data, vendor responses, contact. */
export function LegalTermsPage() {
  useDocumentTitle('Legal Terms');
  return (
    <Container maxWidth="md" sx={{ py: { xs: 4, md: 6 } }}>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 1 }}>
        <GavelOutlinedIcon color="primary" aria-hidden="true" />
        <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', md: '2.1rem' } }}>
          Legal Terms
        </Typography>
      </Stack>
      <Typography sx={{ color: 'text.secondary', mb: 4 }}>Effective date: {EFFECTIVE_DATE}</Typography>
      <Paper variant="outlined" sx={{ p: { xs: 3, md: 4 } }}>
        <Stack spacing={4}>
          {SECTIONS.map((section, index) => (
            <Box key={section.id} component="section" aria-labelledby={`legal-${section.id}`}>
              <Typography id={`legal-${section.id}`} variant="h2" sx={{ fontSize: '1.2rem', mb: 1 }}>
                {index + 1}. {section.title}
              </Typography>
              <Box sx={{ color: 'text.secondary', '& p': { mt: 0, mb: 1.5 }, '& p:last-child': { mb: 0 }, '& li': { mb: 0.5 } }}>{section.body}</Box>
            </Box>
          ))}
        </Stack>
      </Paper>
    </Container>
  );
}
