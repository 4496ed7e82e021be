import CheckIcon from '@mui/icons-material/Check';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

interface PlanCardProps {
  name: string;
  /** US dollars per month; null for a custom price. */
  price: number | null;
  description?: string;
  features: string[];
  popular?: boolean;
  /** The ribbon of a highlighted card (default "Most Popular"). */
  ribbon?: string;
  /** The card's button(s) and notes. */
  action: ReactNode;
}

/** One pricing card: name, monthly price, features and its call to action (docs/screens.md#pricing-and-subscription). */
export function PlanCard({ name, price, description, features, popular = false, ribbon = 'Most Popular', action }: PlanCardProps) {
  const headingId = `plan-${name.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <Card
      component="article"
      aria-labelledby={headingId}
      variant="outlined"
      sx={{
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        position: 'relative',
        borderWidth: popular ? 2 : 1,
        borderColor: popular ? 'primary.main' : 'divider',
        overflow: 'visible',
      }}
    >
      {popular && (
        <Chip label={ribbon} color="primary" size="small" sx={{ position: 'absolute', top: -12, left: '50%', transform: 'translateX(-50%)', fontWeight: 600 }} />
      )}
      <CardContent sx={{ p: 3, flexGrow: 1, display: 'flex', flexDirection: 'column' }}>
        <Typography id={headingId} variant="h3" component="h2" sx={{ fontSize: '1.25rem', fontWeight: 700 }}>
          {name}
        </Typography>
        <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 0.5, mt: 1.5 }}>
          <Typography component="p" sx={{ fontSize: '2.25rem', fontWeight: 800, color: 'secondary.main', lineHeight: 1.1 }}>
            {price === null ? 'Custom' : `$${price}`}
          </Typography>
          {price !== null && <Typography sx={{ color: 'text.secondary' }}>/month</Typography>}
        </Box>
        {description && (
          <Typography variant="body2" sx={{ color: 'text.secondary', mt: 1 }}>
            {description}
          </Typography>
        )}
        <List dense aria-label={`${name} features`} sx={{ my: 2, flexGrow: 1 }}>
          {features.map((feature) => (
            <ListItem key={feature} disableGutters sx={{ alignItems: 'flex-start' }}>
              <ListItemIcon sx={{ minWidth: 30, mt: 0.5 }}>
                <CheckIcon fontSize="small" color="success" />
              </ListItemIcon>
              <ListItemText primary={feature} />
            </ListItem>
          ))}
        </List>
        <Box>{action}</Box>
      </CardContent>
    </Card>
  );
}
