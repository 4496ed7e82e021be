import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, type ReactNode } from 'react';

interface CenteredCardProps {
  title: string;
  description?: ReactNode;
  /** Above the card (a back link, say). */
  before?: ReactNode;
  children?: ReactNode;
  maxWidth?: 'xs' | 'sm' | 'md';
  /** Moves keyboard focus to the title when shown: for a screen that replaces a form (a success screen). */
  focusTitle?: boolean;
}

/** One card in the middle of the page, the frame of the account forms and their messages. */
export function CenteredCard({ title, description, before, children, maxWidth = 'sm', focusTitle = false }: CenteredCardProps) {
  const titleRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusTitle) titleRef.current?.focus();
  }, [focusTitle]);
  return (
    <Container maxWidth={maxWidth} sx={{ py: { xs: 5, md: 8 } }}>
      {before}
      <Card>
        <CardContent sx={{ p: { xs: 3, md: 4 } }}>
          <Typography
            ref={titleRef}
            variant="h1"
            tabIndex={focusTitle ? -1 : undefined}
            sx={{ fontSize: { xs: '1.6rem', md: '1.85rem' }, mb: description ? 1 : 3, textAlign: 'center', '&:focus': { outline: 'none' } }}
          >
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
