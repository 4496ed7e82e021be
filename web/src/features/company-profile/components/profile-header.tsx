import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import PlaceOutlinedIcon from '@mui/icons-material/PlaceOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { CompanyDetail } from '../../../api/types';
import { CompanyLogo } from '../../../components/company-logo';
import { OverallScore } from '../../../components/score-chip';
import { TypeBadge } from '../../../components/type-badge';

/** Only http(s) links leave the site; anything else in the data is not rendered as a link. */
function safeWebsite(website: string | null): string | null {
  if (!website) return null;
  const candidate = /^[a-z][a-z0-9+.-]*:/i.test(website) ? website : `https://${website}`;
  try {
    const url = new URL(candidate);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

export function ProfileHeader({ company }: { company: CompanyDetail }) {
  const website = safeWebsite(company.website);
  return (
    <Card>
      <CardContent sx={{ p: { xs: 2.5, md: 4 } }}>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={{ xs: 3, md: 4 }} sx={{ justifyContent: 'space-between' }}>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 2, sm: 3 }} sx={{ minWidth: 0 }}>
            <CompanyLogo name={company.name} logoUrl={company.logoUrl} size={88} />
            <Box sx={{ minWidth: 0 }}>
              <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', md: '2.25rem' }, overflowWrap: 'anywhere' }}>
                {company.name}
              </Typography>
              <Stack direction="row" spacing={1.5} useFlexGap sx={{ alignItems: 'center', mt: 1.25, flexWrap: 'wrap', rowGap: 1 }}>
                <TypeBadge type={company.type} size="medium" />
                <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', color: 'text.secondary' }}>
                  <PlaceOutlinedIcon fontSize="small" aria-hidden="true" />
                  <Typography>
                    {company.location}, {company.country}
                  </Typography>
                </Stack>
              </Stack>
              {company.parentCompany && (
                <Typography variant="body2" sx={{ color: 'text.secondary', mt: 1 }}>
                  {company.ownership === 'private-equity' ? `Owned by ${company.parentCompany}` : `Part of ${company.parentCompany}`}
                </Typography>
              )}
              {company.aliases.length > 0 && (
                <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }}>
                  Also known as {company.aliases.join(', ')}
                </Typography>
              )}
              {company.description && <Typography sx={{ color: 'text.secondary', mt: 2, maxWidth: 720 }}>{company.description}</Typography>}
              {website && (
                <Button
                  component="a"
                  href={website}
                  target="_blank"
                  rel="noopener noreferrer"
                  variant="outlined"
                  endIcon={<OpenInNewIcon aria-hidden="true" />}
                  sx={{ mt: 2.5 }}
                >
                  Visit Website
                </Button>
              )}
            </Box>
          </Stack>
          <Box sx={{ flexShrink: 0 }}>
            <OverallScore score={company.averageRatings.overall} reviewCount={company.reviewCount} rankScore={company.rankScore} />
          </Box>
        </Stack>
      </CardContent>
    </Card>
  );
}
