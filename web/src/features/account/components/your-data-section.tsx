import DeleteForeverOutlinedIcon from '@mui/icons-material/DeleteForeverOutlined';
import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Form, Formik } from 'formik';
import { useId, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { isApiError } from '../../../api/client';
import { FormStatusAlert } from '../../../components/form-status-alert';
import { FormTextField } from '../../../components/form-text-field';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/error-message';
import { deleteAccount } from '../api/delete-account';
import { deleteAccountSchema } from '../change-password-schema';
import { AccountSection } from './account-section';
import { FocusFirstError } from '../../../components/focus-first-error';

/**
 * Delete my account (docs/security.md#trust-and-safety-rules): what goes and what stays, then the password. The dialog traps the focus and
 * starts on the password; a wrong one is shown under it and focused; Cancel returns the focus to the button.
 */
function DeleteAccountDialog({ onClose, onDeleted }: { onClose: () => void; onDeleted: () => void }) {
  const { mutate } = useSWRConfig();
  const titleId = useId();
  const descriptionId = useId();
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} aria-describedby={descriptionId} fullWidth maxWidth="sm">
      <Formik
        initialValues={{ password: '' }}
        validationSchema={deleteAccountSchema}
        onSubmit={async (values, helpers) => {
          try {
            await deleteAccount(mutate, values.password);
            onDeleted();
          } catch (error) {
            if (isApiError(error) && error.fieldErrors) {
              helpers.setErrors(error.fieldErrors);
              helpers.setTouched({ password: true }, false);
            } else {
              helpers.setStatus(errorMessage(error, 'Could not delete the account. Nothing was deleted; please try again.'));
            }
          }
        }}
      >
        {({ isSubmitting }) => (
          <Form noValidate aria-labelledby={titleId}>
            <FocusFirstError />
            <DialogTitle id={titleId}>Delete your account?</DialogTitle>
            <DialogContent>
              <Box id={descriptionId} sx={{ color: 'text.secondary', '& li': { mb: 0.75 } }}>
                <Typography sx={{ mb: 1 }}>This cannot be undone. When you delete your account:</Typography>
                <Box component="ul" sx={{ pl: 2.5, mt: 0, mb: 2 }}>
                  <li>your profile, saved searches, shortlist, match requests and verification requests are deleted;</li>
                  <li>reviews not yet published are deleted; published reviews stay on company pages, anonymous as always, with no link to you;</li>
                  <li>your vendor accounts, and the responses written through them, are deleted;</li>
                  <li>a paid subscription is cancelled at once, with no further charges;</li>
                  <li>you are signed out everywhere, and this email address can apply again as a new member.</li>
                </Box>
                <Typography sx={{ mb: 2 }}>
                  Want a copy first?{' '}
                  <Link href={paths.accountDownloads.export.getHref()} download>
                    Download your data
                  </Link>
                  .
                </Typography>
              </Box>
              <FormStatusAlert />
              <FormTextField name="password" label="Your password" type="password" autoComplete="current-password" autoFocus fullWidth required />
            </DialogContent>
            <DialogActions sx={{ px: 3, pb: 2 }}>
              <Button onClick={onClose}>Cancel</Button>
              <Button type="submit" color="error" variant="contained" disabled={isSubmitting} startIcon={<DeleteForeverOutlinedIcon />}>
                {isSubmitting ? 'Deleting…' : 'Delete my account'}
              </Button>
            </DialogActions>
          </Form>
        )}
      </Formik>
    </Dialog>
  );
}

/** Export my data and Delete my account (GDPR Art. 15, 17, 20; docs/security.md#trust-and-safety-rules). */
export function YourDataSection({ onDeleted }: { onDeleted: () => void }) {
  const [deleting, setDeleting] = useState(false);
  return (
    <AccountSection
      id="your-data"
      title="Your data"
      description={
        <>
          What we keep, for how long and why is on the{' '}
          <Link component={RouterLink} to={paths.privacy.getHref()}>
            Privacy
          </Link>{' '}
          page.
        </>
      }
    >
      <Stack spacing={3}>
        <Box>
          <Typography variant="h3" sx={{ fontSize: '1.05rem', mb: 0.5 }}>
            Export my data
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1.5 }}>
            One JSON file with your profile, every review you wrote, your saved searches, shortlist, vendor accounts and subscription.
          </Typography>
          <Button href={paths.accountDownloads.export.getHref()} download variant="outlined" startIcon={<FileDownloadOutlinedIcon />}>
            Download my data
          </Button>
        </Box>
        <Box>
          <Typography variant="h3" sx={{ fontSize: '1.05rem', mb: 0.5 }}>
            Delete my account
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1.5 }}>
            Erases your personal data. Published reviews stay public without any link to you.
          </Typography>
          <Button color="error" variant="outlined" startIcon={<DeleteForeverOutlinedIcon />} onClick={() => setDeleting(true)}>
            Delete my account…
          </Button>
        </Box>
      </Stack>
      {deleting && <DeleteAccountDialog onClose={() => setDeleting(false)} onDeleted={onDeleted} />}
    </AccountSection>
  );
}
