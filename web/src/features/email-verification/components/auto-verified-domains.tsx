import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';

const DOMAIN_GROUPS = [
  { primary: 'Pharma and biotech companies', secondary: 'Addresses at the companies in our directory and 200+ known industry domains.' },
  { primary: 'Academic and government institutions', secondary: 'Every .edu address, plus .ac.uk, .ac.in, .gov, .nih.gov, europa.eu and similar.' },
  { primary: 'CROs, CDMOs and industry consultancies', secondary: 'Service providers and consulting firms working in drug development.' },
];

/** Which addresses pass without a manual check (docs/screens.md#screens, docs/accounts.md). */
export function AutoVerifiedDomains() {
  return (
    <Box component="section" aria-labelledby="auto-verified-title">
      <Typography id="auto-verified-title" variant="h6" component="h2" sx={{ mb: 0.5 }}>
        Automatically verified domains
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        Professional addresses from these organisations are verified instantly:
      </Typography>
      <List dense>
        {DOMAIN_GROUPS.map((group) => (
          <ListItem key={group.primary} disableGutters>
            <ListItemText primary={group.primary} secondary={group.secondary} />
          </ListItem>
        ))}
      </List>
    </Box>
  );
}
