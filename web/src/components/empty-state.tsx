import type { SvgIconComponent } from '@mui/icons-material';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

interface EmptyStateProps {
  icon: SvgIconComponent;
  title: string;
  /** How to get something into the list. */
  hint: ReactNode;
  /** The one way forward (a link or button). */
  action: ReactNode;
}

/** A list with nothing in it yet (directory results, shortlist, saved searches): what is missing and how to fill it. */
export function EmptyState({ icon: Icon, title, hint, action }: EmptyStateProps) {
  return (
    <Card>
      <CardContent sx={{ textAlign: 'center', py: { xs: 6, md: 8 } }}>
        <Icon sx={{ fontSize: 48, color: 'text.secondary', mb: 1 }} aria-hidden="true" />
        <Typography variant="h4" component="h2" sx={{ mb: 1 }}>
          {title}
        </Typography>
        <Typography sx={{ color: 'text.secondary', mb: 3 }}>{hint}</Typography>
        {action}
      </CardContent>
    </Card>
  );
}
