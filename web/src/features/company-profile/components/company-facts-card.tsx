import FactoryOutlinedIcon from '@mui/icons-material/FactoryOutlined';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { formatLongUsDate } from '@domain/directory/display-rules';
import { isManufacturer } from '@domain/directory/company-fact-rules';
import type { CompanyDetail } from '../../../api/types';
import { SectionCard } from './section-card';

type StatedFact = CompanyDetail['statedFacts'][number];

/** How the card names a fact a company stated. */
const FACT_LABELS: Partial<Record<StatedFact['field'], string>> = {
  website: 'Website',
  description: 'Description',
  foundedYear: 'Founded year',
  employeeCount: 'Employees',
  employeeRange: 'Employees',
  services: 'Services',
  therapeuticAreas: 'Therapeutic areas',
  moleculeTypes: 'Modalities',
  developmentPhases: 'Development phases',
  serviceLocations: 'Service regions',
  sites: 'Sites',
  maxBioreactorLiters: 'Largest bioreactor',
  formerNames: 'Former names',
  aliases: 'Other names',
};

const NOT_STATED = 'Not stated';

function StatedMark({ fact }: { fact: StatedFact | undefined }) {
  if (!fact) return null;
  return (
    <Typography component="span" variant="body2" data-testid="stated-by-company" sx={{ display: 'block', color: 'text.secondary', fontWeight: 400 }}>
      Stated by the company, {formatLongUsDate(fact.statedAt)}
    </Typography>
  );
}

function Row({ label, fact, children }: { label: string; fact?: StatedFact; children: ReactNode }) {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '12rem 1fr' }, gap: { xs: 0.25, sm: 2 }, py: 1, borderBottom: 1, borderColor: 'divider' }}>
      <Typography component="dt" variant="body2" sx={{ color: 'text.secondary' }}>
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, fontWeight: 500 }}>
        {children}
        <StatedMark fact={fact} />
      </Typography>
    </Box>
  );
}

/**
 * Facts beyond the overview: a manufacturer's sites and largest bioreactor (shown "Not stated" when no source gives
 * them, never hidden), names the company shares with another, and which facts the company itself stated (approved
 * by our team) with the day.
 */
export function CompanyFactsCard({ company }: { company: CompanyDetail }) {
  const manufacturer = isManufacturer(company.type);
  const stated = new Map(company.statedFacts.map((fact) => [fact.field, fact]));
  const others = company.statedFacts.filter((fact) => !['sites', 'maxBioreactorLiters', 'formerNames'].includes(fact.field));
  if (!manufacturer && company.formerNames.length === 0 && others.length === 0) return null;
  return (
    <SectionCard title="Company Facts" icon={<FactoryOutlinedIcon />}>
      <Box component="dl" sx={{ m: 0 }}>
        {manufacturer && (
          <>
            <Row label="Sites" fact={stated.get('sites')}>
              {company.sites && company.sites.length > 0 ? (
                <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
                  {company.sites.map((site, index) => (
                    <li key={`${site.city}-${site.country}-${index}`}>
                      {site.city}, {site.country}
                      {site.capabilities && site.capabilities.length > 0 ? ` (${site.capabilities.join(', ')})` : ''}
                    </li>
                  ))}
                </Box>
              ) : (
                NOT_STATED
              )}
            </Row>
            <Row label="Largest bioreactor" fact={stated.get('maxBioreactorLiters')}>
              {company.maxBioreactorLiters !== null ? `${company.maxBioreactorLiters.toLocaleString('en-US')} L` : NOT_STATED}
            </Row>
          </>
        )}
        {company.formerNames.length > 0 && (
          <Row label="Former names" fact={stated.get('formerNames')}>
            {company.formerNames.join(', ')}
          </Row>
        )}
        {others.length > 0 && (
          <Row label="Stated by the company">{others.map((fact) => `${FACT_LABELS[fact.field] ?? fact.field} (${formatLongUsDate(fact.statedAt)})`).join(', ')}</Row>
        )}
      </Box>
    </SectionCard>
  );
}
