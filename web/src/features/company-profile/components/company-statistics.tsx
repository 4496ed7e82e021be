import InsertChartOutlinedIcon from '@mui/icons-material/InsertChartOutlined';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatCount, formatLongUsDate } from '@domain/directory/display-rules';
import { COMPANY_TYPE_LABELS } from '@domain/directory/taxonomy';
import type { CompanyDetail } from '../../../api/types';
import { SectionCard } from './section-card';

export function CompanyStatistics({ company }: { company: CompanyDetail }) {
  const rows: [string, string][] = [
    ['Total reviews', formatCount(company.reviewCount)],
    ['Last review', company.lastReviewDate ? formatLongUsDate(company.lastReviewDate) : 'No reviews yet'],
    ['Company type', COMPANY_TYPE_LABELS[company.type]],
    // From three answers on (the API sends null before): the share of reviewers who would recommend it.
    ...(company.wouldRecommend
      ? ([['Would recommend', `${Math.round(company.wouldRecommend.share * 100)}% would recommend · ${company.wouldRecommend.answers} answers`]] as [string, string][])
      : []),
  ];
  return (
    <SectionCard title="Company Statistics" icon={<InsertChartOutlinedIcon />}>
      <Box component="dl" sx={{ m: 0 }}>
        {rows.map(([label, value], i) => (
          <Box key={label} sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, ...(i > 0 && { borderTop: 1, borderColor: 'divider', mt: 1.5, pt: 1.5 }) }}>
            <Typography component="dt" variant="body2" sx={{ color: 'text.secondary' }}>
              {label}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: 600, textAlign: 'right' }}>
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
    </SectionCard>
  );
}
