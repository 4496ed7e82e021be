import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

interface CenteredCardProps {
  title: string;
  description?: ReactNode;
  /** Above the card (a back link, say). */
  before?: ReactNode;
  children?: ReactNode;
  maxWidth?: 'xs' | 'sm' | 'md';
}

/** One card in the middle of the page, the frame of the account forms and their messages. */
export function CenteredCard({ title, description, before, children, maxWidth = 'sm' }: CenteredCardProps) {
  return (
    <Container maxWidth={maxWidth} sx={{ py: { xs: 5, md: 8 } }}>
      {before}
      <Card>
        <CardContent sx={{ p: { xs: 3, md: 4 } }}>
          <Typography variant="h1" sx={{ fontSize: { xs: '1.6rem', md: '1.85rem' }, mb: description ? 1 : 3, textAlign: 'center' }}>
            {title}
          </Typography>
          {description && (
            <Typography component="div" sx={{ color: 'text.secondary', mb: 3, textAlign: 'center' }}>
              {description}
            </Typography>
          )}
          {children}
        </CardContent>
      </Card>
    </Container>
  );
}
