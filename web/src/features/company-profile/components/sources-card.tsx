import FactCheckOutlinedIcon from '@mui/icons-material/FactCheckOutlined';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { formatLongUsDate } from '@domain/directory/display-rules';
import type { CompanyDetail } from '../../../api/types';
import { SectionCard } from './section-card';

/** Only http(s) addresses become links. */
function safeUrl(url: string): string | null {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.href : null;
  } catch {
    return null;
  }
}

/** The public pages the company's facts come from and when they were checked (docs/company-facts.md#sources). */
export function SourcesCard({ company }: { company: CompanyDetail }) {
  if (company.sources.length === 0) return null;
  return (
    <SectionCard title="Sources" icon={<FactCheckOutlinedIcon />}>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1.5 }}>
        Company facts come from these public pages
        {company.verifiedAt ? `, last checked ${formatLongUsDate(company.verifiedAt)}` : ''}. Ratings come only from reviews.
      </Typography>
      <Typography component="ol" variant="body2" sx={{ m: 0, pl: 2.5, display: 'grid', gap: 0.75 }}>
        {company.sources.map((source) => {
          const href = safeUrl(source.url);
          return (
            <li key={source.url}>
              {href ? (
                <Link href={href} target="_blank" rel="noopener noreferrer nofollow" sx={{ overflowWrap: 'anywhere' }}>
                  {source.title}
                </Link>
              ) : (
                source.title
              )}
            </li>
          );
        })}
      </Typography>
    </SectionCard>
  );
}
