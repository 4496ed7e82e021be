import BusinessCenterOutlinedIcon from '@mui/icons-material/BusinessCenterOutlined';
import HelpOutlineIcon from '@mui/icons-material/ContactSupportOutlined';
import NewspaperOutlinedIcon from '@mui/icons-material/NewspaperOutlined';
import PrivacyTipOutlinedIcon from '@mui/icons-material/PrivacyTipOutlined';
import StorefrontOutlinedIcon from '@mui/icons-material/StorefrontOutlined';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { CONTACT_EMAILS } from '../../config/contact';
import { paths } from '../../config/paths';
import { useDocumentTitle } from '../../lib/use-document-title';

function ContactCard({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <Card component="section" aria-label={title} sx={{ height: '100%' }}>
      <CardContent>
        <Stack direction="row" spacing={1.25} sx={{ alignItems: 'center', mb: 1.5, color: 'primary.main' }}>
          {icon}
          <Typography component="h2" variant="h6" sx={{ color: 'text.primary' }}>
            {title}
          </Typography>
        </Stack>
        <Stack spacing={1} sx={{ color: 'text.secondary' }}>
          {children}
        </Stack>
      </CardContent>
    </Card>
  );
}

const mail = (address: string) => <Link href={`mailto:${address}`}>{address}</Link>;

/** /contact: how to reach the team, linked from the footer. */
export function ContactPage() {
  useDocumentTitle('Contact');
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', md: '2.1rem' }, mb: 1 }}>
        Contact
      </Typography>
      <Typography sx={{ color: 'text.secondary', mb: 4, maxWidth: 720 }}>
        Write to the address that fits your question; we answer within one business day. Reviews stay anonymous: we never tell anyone who wrote one.
      </Typography>
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 6 }}>
          <ContactCard icon={<HelpOutlineIcon aria-hidden="true" />} title="Support">
            <Typography>Questions about your account, access, verification or a review: {mail(CONTACT_EMAILS.support)}.</Typography>
          </ContactCard>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <ContactCard icon={<StorefrontOutlinedIcon aria-hidden="true" />} title="Service providers">
            <Typography>
              Work for a listed CRO, CMO or CDMO? Use <strong>Claim this profile</strong> on your company&apos;s page, or{' '}
              <Link component={RouterLink} to={paths.vendor.register.getHref()}>
                register as a vendor
              </Link>
              , to respond to reviews. Corrections to your company&apos;s facts: {mail(CONTACT_EMAILS.support)}.
            </Typography>
          </ContactCard>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <ContactCard icon={<BusinessCenterOutlinedIcon aria-hidden="true" />} title="Sales">
            <Typography>Team plans, enterprise and vendor plans: {mail(CONTACT_EMAILS.sales)}.</Typography>
          </ContactCard>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <ContactCard icon={<PrivacyTipOutlinedIcon aria-hidden="true" />} title="Privacy">
            <Typography>Requests about your personal data: {mail(CONTACT_EMAILS.privacy)}.</Typography>
          </ContactCard>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <ContactCard icon={<NewspaperOutlinedIcon aria-hidden="true" />} title="Press">
            <Typography>Media enquiries: {mail(CONTACT_EMAILS.press)}.</Typography>
          </ContactCard>
        </Grid>
      </Grid>
    </Container>
  );
}
