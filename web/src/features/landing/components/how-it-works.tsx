import ForumOutlinedIcon from '@mui/icons-material/ForumOutlined';
import HandshakeOutlinedIcon from '@mui/icons-material/HandshakeOutlined';
import InsightsOutlinedIcon from '@mui/icons-material/InsightsOutlined';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import type { ReactElement, ReactNode } from 'react';
import { HOW_IT_WORKS_SECTION_ID } from '../../../config/paths';

const STEPS: { title: string; text: string; icon: ReactElement }[] = [
  {
    title: 'Community Reviews',
    text: 'Verified biotech and pharma professionals review providers anonymously, so the feedback is candid about what went well and what did not.',
    icon: <ForumOutlinedIcon fontSize="large" />,
  },
  {
    title: 'Smart Scoring',
    text: 'Ratings across eight categories, from technical expertise to change orders and regulatory compliance, roll up into clear scores with the evidence behind each one.',
    icon: <InsightsOutlinedIcon fontSize="large" />,
  },
  {
    title: 'Better Partnerships',
    text: 'Compare providers side by side and shortlist partners whose track record fits your project, timeline and budget.',
    icon: <HandshakeOutlinedIcon fontSize="large" />,
  },
];

/** `action`: a call to action under the steps (the signed-out visitor's 'Apply for Access'). */
export function HowItWorks({ action }: { action?: ReactNode }) {
  return (
    <Box
      component="section"
      id={HOW_IT_WORKS_SECTION_ID}
      aria-labelledby="how-it-works-title"
      sx={{ py: { xs: 6, md: 9 }, bgcolor: 'background.paper', borderTop: 1, borderBottom: 1, borderColor: 'divider', scrollMarginTop: { xs: 60, md: 68 } }}
    >
      <Container maxWidth="lg">
        <Box sx={{ textAlign: 'center', maxWidth: 640, mx: 'auto', mb: { xs: 4, md: 6 } }}>
          <Typography id="how-it-works-title" variant="h2">
            How it works
          </Typography>
          <Typography sx={{ color: 'text.secondary', mt: 1.5 }}>Peer experience, turned into evidence you can act on.</Typography>
        </Box>
        <Grid container spacing={{ xs: 3, md: 4 }} component="ol" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {STEPS.map((step) => (
            <Grid key={step.title} size={{ xs: 12, md: 4 }} component="li">
              <Box
                sx={{
                  width: 56,
                  height: 56,
                  borderRadius: '12px',
                  display: 'flex',
                  alignItems: 'center',
                  justifyContent: 'center',
                  color: 'primary.main',
                  bgcolor: (theme) => alpha(theme.palette.primary.main, 0.08),
                  mb: 2,
                }}
                aria-hidden="true"
              >
                {step.icon}
              </Box>
              <Typography variant="h4" component="h3" sx={{ mb: 1 }}>
                {step.title}
              </Typography>
              <Typography sx={{ color: 'text.secondary' }}>{step.text}</Typography>
            </Grid>
          ))}
        </Grid>
        {action && <Box sx={{ display: 'flex', justifyContent: 'center', mt: { xs: 5, md: 7 } }}>{action}</Box>}
      </Container>
    </Box>
  );
}
