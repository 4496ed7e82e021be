import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Link from '@mui/material/Link';
import Switch from '@mui/material/Switch';
import { Form, Formik } from 'formik';
import { useId } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import * as yup from 'yup';
import { SAVED_SEARCH_MESSAGES } from '@domain/saved-searches/saved-search';
import { entitlementsOf } from '@domain/subscriptions/entitlements';
import { createSavedSearch } from '../../../api/saved-searches';
import type { SavedSearchFilters } from '../../../api/types';
import { FormStatusAlert } from '../../../components/form-status-alert';
import { FormTextField } from '../../../components/form-text-field';
import { useToast } from '../../../components/use-toast';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/error-message';
import { savedSearchName } from '../../../lib/saved-search-fields';
import { useSession } from '../../../lib/session';
import { FocusFirstError } from '../../../components/focus-first-error';

const schema = yup.object({
  searchName: savedSearchName(),
  alertsEnabled: yup.boolean(),
});

interface SaveSearchDialogProps {
  open: boolean;
  onClose: () => void;
  /** The directory's current filters, as GET /api/companies takes them. */
  filters: SavedSearchFilters;
  suggestedName: string;
}

/** "Save this search": a name, and daily email alerts where the plan has them (docs/deciding.md). */
export function SaveSearchDialog({ open, onClose, filters, suggestedName }: SaveSearchDialogProps) {
  const { user } = useSession();
  const { mutate } = useSWRConfig();
  const toast = useToast();
  const titleId = useId();
  const alertsAllowed = user ? entitlementsOf(user.subscriptionTier, user.userType === 'admin').emailAlerts : false;

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <Formik
        initialValues={{ searchName: suggestedName, alertsEnabled: false }}
        validationSchema={schema}
        onSubmit={async (values, helpers) => {
          try {
            await createSavedSearch(mutate, { searchName: values.searchName.trim(), filters, alertsEnabled: values.alertsEnabled });
            toast({ title: 'Search saved', message: `Find "${values.searchName.trim()}" under Saved Searches.`, variant: 'success' });
            onClose();
          } catch (error) {
            helpers.setStatus(errorMessage(error, 'Could not save this search. Please try again.'));
          }
        }}
      >
        {({ values, setFieldValue, isSubmitting }) => (
          <Form noValidate aria-labelledby={titleId}>
            <FocusFirstError />
            <DialogTitle id={titleId}>Save this search</DialogTitle>
            <DialogContent>
              <FormStatusAlert />
              <FormTextField name="searchName" label="Name" autoFocus fullWidth required sx={{ mt: 1 }} />
              <FormControlLabel
                sx={{ mt: 2 }}
                control={
                  <Switch
                    checked={values.alertsEnabled}
                    disabled={!alertsAllowed}
                    onChange={(e) => void setFieldValue('alertsEnabled', e.target.checked)}
                    slotProps={{ input: { 'aria-describedby': `${titleId}-alerts` } }}
                  />
                }
                label="Email me daily when new companies or reviews match"
              />
              <FormHelperText id={`${titleId}-alerts`}>
                {alertsAllowed ? (
                  'One summary a day at most, only when something new matches.'
                ) : (
                  <>
                    {SAVED_SEARCH_MESSAGES.alertsPaid}.{' '}
                    <Link component={RouterLink} to={paths.pricing.getHref()}>
                      See Pricing
                    </Link>
                  </>
                )}
              </FormHelperText>
            </DialogContent>
            <DialogActions sx={{ px: 3, pb: 2 }}>
              <Button onClick={onClose}>Cancel</Button>
              <Button type="submit" variant="contained" disabled={isSubmitting}>
                {isSubmitting ? 'Saving...' : 'Save search'}
              </Button>
            </DialogActions>
          </Form>
        )}
      </Formik>
    </Dialog>
  );
}
