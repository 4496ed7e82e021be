import BusinessOutlinedIcon from '@mui/icons-material/BusinessOutlined';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatEmployees, formatRevenue, ownershipLabel, presenceLabel, stockLabel } from '@domain/directory/display-rules';
import type { CompanyDetail } from '../../../api/types';
import { SectionCard } from './section-card';

function Fact({ label, value, detail }: { label: string; value: string; detail?: string | null }) {
  return (
    <Box sx={{ p: 2, borderRadius: '8px', bgcolor: 'background.default', border: 1, borderColor: 'divider' }}>
      <Typography component="dt" variant="body2" sx={{ color: 'text.secondary' }}>
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, fontWeight: 600, fontSize: '1.125rem' }}>
        {value}
        {detail && (
          <Typography component="span" variant="body2" sx={{ display: 'block', color: 'text.secondary', fontWeight: 400 }}>
            {detail}
          </Typography>
        )}
      </Typography>
    </Box>
  );
}

export function CompanyOverview({ company }: { company: CompanyDetail }) {
  return (
    <SectionCard title="Company Overview" icon={<BusinessOutlinedIcon />}>
      <Box component="dl" sx={{ m: 0, display: 'grid', gap: 1.5, gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' } }}>
        <Fact
          label="Employees"
          value={formatEmployees(company.employeeCount, company.employeeRange)}
          detail={company.employeeCount !== null && company.employeeRange ? `Range: ${company.employeeRange}` : null}
        />
        <Fact label="Revenue" value={formatRevenue(company.revenueUsd)} detail={company.revenueRange ? `Range: ${company.revenueRange}` : null} />
        <Fact label="Founded" value={company.foundedYear ? String(company.foundedYear) : 'N/A'} />
        <Fact label="Stock" value={stockLabel(company.publiclyTraded, company.stockSymbol)} />
        <Fact label="Presence" value={presenceLabel(company.globalPresence)} />
        <Fact label="Ownership" value={ownershipLabel(company.ownership, company.parentCompany)} />
      </Box>
    </SectionCard>
  );
}
