import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import type { AccountSection as SectionId } from '../../../config/paths';

/** One titled card of the Account page; its id is the link target (`/account#my-reviews`). */
export function AccountSection({ id, title, description, children }: { id: SectionId; title: string; description?: ReactNode; children: ReactNode }) {
  return (
    <Card component="section" id={id} aria-labelledby={`${id}-title`} sx={{ scrollMarginTop: 88 }}>
      <CardContent sx={{ p: { xs: 2.5, md: 3.5 } }}>
        <Typography id={`${id}-title`} variant="h2" sx={{ fontSize: '1.3rem', mb: description ? 0.5 : 2 }}>
          {title}
        </Typography>
        {description && (
          <Typography component="div" variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
            {description}
          </Typography>
        )}
        {children}
      </CardContent>
    </Card>
  );
}
