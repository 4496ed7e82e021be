import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { paths } from '../../../config/paths';

const LINKS = [
  { label: 'Queues', href: paths.admin.dashboard.getHref(), also: paths.admin.root.path },
  { label: 'Companies', href: paths.admin.companies.getHref() },
  { label: 'Members', href: paths.admin.members.getHref() },
  { label: 'Reviews', href: paths.admin.reviews.getHref() },
  { label: 'Audit Log', href: paths.admin.auditLog.getHref() },
  { label: 'Automation', href: paths.admin.automation.getHref() },
];

/** The admin area's own navigation: the moderation queues and the management pages (docs/administration.md). Wraps on a phone. */
export function AdminNav() {
  const { pathname } = useLocation();
  return (
    <Stack component="nav" aria-label="Admin" direction="row" sx={{ flexWrap: 'wrap', gap: 1, mb: 3 }}>
      {LINKS.map((link) => {
        const current = pathname === link.href || pathname === link.also;
        return (
          <Button
            key={link.href}
            component={RouterLink}
            to={link.href}
            size="small"
            variant={current ? 'contained' : 'outlined'}
            aria-current={current ? 'page' : undefined}
          >
            {link.label}
          </Button>
        );
      })}
    </Stack>
  );
}

/** The heading block of an admin page: title, one line of what it is for, and the admin navigation. */
export function AdminPageHeader({ title, description }: { title: string; description: string }) {
  return (
    <>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', md: '2.1rem' }, mb: 1 }}>
        {title}
      </Typography>
      <Typography sx={{ color: 'text.secondary', mb: 3 }}>{description}</Typography>
      <AdminNav />
    </>
  );
}
