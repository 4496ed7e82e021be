import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import { useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { usePossibleDuplicates } from '../api/company-submissions';
import { paths } from '../config/paths';

/** How long typing pauses before the directory is asked, in milliseconds. */
const PAUSE_MS = 400;

/**
 * Warns while a company is being proposed that it looks already listed (same name or website domain), with
 * links to the listed ones. Announced politely to screen readers as it appears.
 */
export function PossibleDuplicatesNotice({ name, website }: { name: string; website: string }) {
  const [typed, setTyped] = useState({ name: '', website: '' });
  useEffect(() => {
    const timer = window.setTimeout(() => setTyped({ name: name.trim(), website: website.trim() }), PAUSE_MS);
    return () => window.clearTimeout(timer);
  }, [name, website]);
  const { data } = usePossibleDuplicates(typed.name, typed.website);
  return (
    <div aria-live="polite">
      {data && data.length > 0 && (
        <Alert severity="warning" sx={{ mt: 2 }}>
          This company may already be listed:{' '}
          {data.map((company, i) => (
            <span key={company.id}>
              {i > 0 && ', '}
              <Link component={RouterLink} to={paths.companies.detail.getHref(company.id)}>
                {company.name}
              </Link>
            </span>
          ))}
          . If it is, review it there instead of adding it again.
        </Alert>
      )}
    </div>
  );
}
