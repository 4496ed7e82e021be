import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactElement, ReactNode } from 'react';
import { useId } from 'react';

interface SectionCardProps {
  title: string;
  icon?: ReactElement;
  children: ReactNode;
  action?: ReactNode;
}

/** A titled card of the profile; its heading names the region. */
export function SectionCard({ title, icon, children, action }: SectionCardProps) {
  const headingId = useId();
  return (
    <Card component="section" aria-labelledby={headingId}>
      <CardContent>
        <Stack direction="row" spacing={1.25} sx={{ alignItems: 'center', mb: 2.5 }}>
          {icon && (
            <Stack aria-hidden="true" sx={{ color: 'primary.main', '& svg': { fontSize: 22 } }}>
              {icon}
            </Stack>
          )}
          <Typography id={headingId} variant="h4" component="h2" sx={{ flexGrow: 1 }}>
            {title}
          </Typography>
          {action}
        </Stack>
        {children}
      </CardContent>
    </Card>
  );
}
