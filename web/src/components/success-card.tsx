import CheckCircleOutlinedIcon from '@mui/icons-material/CheckCircleOutlined';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { AriaRole, ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../config/paths';
import { CenteredCard } from './centered-card';

interface SuccessCardProps {
  title: string;
  /** For a screen that replaces a form: the title takes the focus, so the outcome is read out. */
  focusTitle?: boolean;
  role?: AriaRole;
  spacing?: number;
  children: ReactNode;
}

/** The screen after something went through (an application, a submission, a deletion): a check mark, what happens next, where to go. */
export function SuccessCard({ title, focusTitle = false, role, spacing = 2.5, children }: SuccessCardProps) {
  return (
    <CenteredCard title={title} focusTitle={focusTitle}>
      <Stack spacing={spacing} sx={{ alignItems: 'center', textAlign: 'center' }} role={role}>
        <CheckCircleOutlinedIcon aria-hidden="true" sx={{ fontSize: 56, color: 'success.main' }} />
        {children}
      </Stack>
    </CenteredCard>
  );
}

/** After a contribution (a company, a review): start another, or go back to the directory. */
export function SubmitAnotherOrBrowse({ anotherLabel, onAnother }: { anotherLabel: string; onAnother: () => void }) {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
      <Button variant="contained" onClick={onAnother}>
        {anotherLabel}
      </Button>
      <Button component={RouterLink} to={paths.companies.list.getHref()} variant="outlined">
        Browse Companies
      </Button>
    </Stack>
  );
}
