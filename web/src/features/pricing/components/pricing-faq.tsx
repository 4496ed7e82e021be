import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { planFeatures } from '@domain/subscriptions/plans';

/** The Pricing screen's FAQ: cancelling, payment security and Enterprise (docs/screens.md#screens). */
export function PricingFaq({ salesEmail }: { salesEmail: string }) {
  const questions: { id: string; question: string; answer: ReactNode }[] = [
    {
      id: 'cancel',
      question: 'Can I cancel at any time?',
      answer:
        'Yes. Cancel from Manage Subscription in your account menu. Your plan stays active until the end of the billing period you paid for, and you are not charged again.',
    },
    {
      id: 'security',
      question: 'Is my payment secure?',
      answer: 'Payments are processed by Stripe, a PCI DSS Level 1 certified provider. Your card details go straight to Stripe; BioVetted never sees or stores them.',
    },
    {
      id: 'enterprise',
      question: 'What does Enterprise include?',
      answer: (
        <>
          Enterprise is priced for your organisation. For buyers: {planFeatures('enterprise', 'buyer').join('; ').toLowerCase()}. For service providers it adds unlimited
          review responses. Write to <Link href={`mailto:${salesEmail}`}>{salesEmail}</Link> and we will get back to you within one business day.
        </>
      ),
    },
  ];
  return (
    <Box component="section" aria-labelledby="pricing-faq" sx={{ mt: { xs: 6, md: 8 }, maxWidth: 800, mx: 'auto' }}>
      <Typography id="pricing-faq" variant="h2" sx={{ fontSize: { xs: '1.4rem', md: '1.6rem' }, textAlign: 'center', mb: 3 }}>
        Frequently Asked Questions
      </Typography>
      {questions.map(({ id, question, answer }) => (
        <Accordion key={id} disableGutters variant="outlined" sx={{ '&:not(:last-of-type)': { borderBottom: 0 } }}>
          <AccordionSummary expandIcon={<ExpandMoreIcon />} aria-controls={`faq-${id}-content`} id={`faq-${id}-header`}>
            <Typography sx={{ fontWeight: 600 }}>{question}</Typography>
          </AccordionSummary>
          <AccordionDetails>
            <Typography sx={{ color: 'text.secondary' }}>{answer}</Typography>
          </AccordionDetails>
        </Accordion>
      ))}
    </Box>
  );
}
