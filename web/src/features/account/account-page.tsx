import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { SuccessCard } from '../../components/success-card';
import { RequireSignIn } from '../../components/require-sign-in';
import { paths } from '../../config/paths';
import { useDocumentTitle } from '../../lib/use-document-title';
import { ChangePasswordSection } from './components/change-password-section';
import { MyReviewsSection } from './components/my-reviews-section';
import { ProfileSection } from './components/profile-section';
import { VendorAccountsSection } from './components/vendor-accounts-section';
import { YourDataSection } from './components/your-data-section';

/** Shown once the account is gone (the session too): the heading takes the focus, so the result is announced. */
function AccountDeleted() {
  return (
    <SuccessCard title="Your account has been deleted" focusTitle spacing={2}>
      <Typography sx={{ color: 'text.secondary' }}>
        Your personal data was erased and you were signed out everywhere. Reviews you had published stay on company pages with no link to you.
      </Typography>
      {/* A full page load, so nothing the deleted account had cached survives. */}
      <Button href={paths.home.getHref()} variant="contained">
        Return to Homepage
      </Button>
    </SuccessCard>
  );
}

/** The member's account (issues 13 and 16): profile, password, reviews, vendor accounts, export and deletion. */
export function AccountPage() {
  useDocumentTitle('Account');
  const [deleted, setDeleted] = useState(false);
  // Rendered outside RequireSignIn: once deleted, the session is gone but the result must stay on screen.
  if (deleted) return <AccountDeleted />;
  return (
    <RequireSignIn>
      {(user) => (
        <Container maxWidth="md" sx={{ py: { xs: 4, md: 6 } }}>
          <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', md: '2.1rem' }, mb: 3 }}>
            Account
          </Typography>
          <Stack spacing={3}>
            <ProfileSection user={user} />
            <ChangePasswordSection />
            <MyReviewsSection />
            <VendorAccountsSection />
            <YourDataSection onDeleted={() => setDeleted(true)} />
          </Stack>
        </Container>
      )}
    </RequireSignIn>
  );
}
