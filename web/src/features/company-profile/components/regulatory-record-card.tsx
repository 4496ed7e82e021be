import PolicyOutlinedIcon from '@mui/icons-material/PolicyOutlined';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatLongUsDate } from '@domain/directory/display-rules';
import { coverageSentence, noEventSentence } from '@domain/regulatory/regulatory-record';
import type { CompanyDetail } from '../../../api/types';
import { SectionCard } from './section-card';

type RegulatoryEvent = CompanyDetail['regulatoryRecord']['events'][number];

/** Only FDA's own pages become links. */
function fdaHref(url: string): string | null {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' && (parsed.hostname === 'www.fda.gov' || parsed.hostname === 'fda.gov') ? parsed.href : null;
  } catch {
    return null;
  }
}

function WarningLetter({ event }: { event: RegulatoryEvent }) {
  const href = fdaHref(event.url);
  return (
    <Box component="li" data-testid="warning-letter" sx={{ p: 2, borderRadius: '8px', bgcolor: 'background.default', border: 1, borderColor: 'divider' }}>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        FDA warning letter, {formatLongUsDate(event.date)}
      </Typography>
      <Typography sx={{ fontWeight: 600 }}>{event.subject}</Typography>
      <Typography variant="body2">Issued by {event.issuingOffice}</Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        Addressed to {event.recipient}
      </Typography>
      {href && (
        <Link href={href} target="_blank" rel="noopener noreferrer nofollow" variant="body2">
          Read the letter on fda.gov
        </Link>
      )}
    </Box>
  );
}

/**
 * The profile's regulatory record: each FDA warning letter confirmed as the company's (date, subject, issuing office,
 * link to fda.gov), newest first, and the window the record covers. An empty record says what was searched and when,
 * never that the company is "clean".
 */
export function RegulatoryRecordCard({ company }: { company: CompanyDetail }) {
  const { coverage, events } = company.regulatoryRecord;
  return (
    <SectionCard title="Regulatory Record" icon={<PolicyOutlinedIcon />}>
      {coverage.length === 0 ? (
        <Typography sx={{ color: 'text.secondary' }}>No regulatory source has been loaded yet, so the record is not known.</Typography>
      ) : events.length === 0 ? (
        <Stack spacing={0.5}>
          {coverage.map((window) => (
            <Typography key={window.source} data-testid="regulatory-coverage">
              {noEventSentence(window)}
            </Typography>
          ))}
        </Stack>
      ) : (
        <Stack component="ul" spacing={1.5} sx={{ m: 0, p: 0, listStyle: 'none' }}>
          {events.map((event) => (
            <WarningLetter key={event.url} event={event} />
          ))}
        </Stack>
      )}
      {coverage.length > 0 && (
        <Typography variant="body2" sx={{ color: 'text.secondary', mt: 1.5 }}>
          Covers {coverage.map((window) => coverageSentence(window)).join('; ')}. A letter is listed only once our team has matched its recipient to this company.
        </Typography>
      )}
    </SectionCard>
  );
}
