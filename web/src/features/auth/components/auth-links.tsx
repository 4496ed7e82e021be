import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../../../config/paths';

/** The back-to-home link above the account forms. */
export function BackToHome() {
  return (
    <Link component={RouterLink} to={paths.home.getHref()} underline="hover" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75, mb: 2, fontWeight: 500 }}>
      <ArrowBackIcon fontSize="small" aria-hidden="true" />
      Back to Home
    </Link>
  );
}

/** "Question? Link" under a form, e.g. "Already have an account? Sign in". */
export function FormFooterLink({ question, to, children }: { question: string; to: string; children: ReactNode }) {
  return (
    <Typography variant="body2" sx={{ textAlign: 'center', color: 'text.secondary', mt: 3 }}>
      {question}{' '}
      <Link component={RouterLink} to={to} sx={{ fontWeight: 600 }}>
        {children}
      </Link>
    </Typography>
  );
}
