import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import EditNoteOutlinedIcon from '@mui/icons-material/EditNoteOutlined';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState, type FormEvent } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { formatLongUsDate } from '@domain/directory/display-rules';
import { isManufacturer, SITE_CAPABILITIES } from '@domain/directory/company-fact-rules';
import { COUNTRIES } from '@domain/directory/regions';
import { profileCompleteness } from '@domain/fact-proposals/profile-completeness';
import { api, isApiError, unwrap } from '../../api/client';
import { useCompany } from '../../api/companies';
import type { components } from '../../api/schema';
import type { CompanyDetail, MyVendorAccount } from '../../api/types';
import { useToast } from '../../components/use-toast';
import { errorMessage } from '../../lib/error-message';

type FactProposal = components['schemas']['FactProposalDto'];
type FactChanges = components['schemas']['EditCompanyDto'];

interface SiteRow {
  city: string;
  country: string | null;
  capabilities: string[];
}

const proposalsKey = (companyId: string) => ['vendor', 'fact-proposals', companyId] as const;

function useFactProposals(companyId: string) {
  return useSWR(proposalsKey(companyId), () => unwrap(api.GET('/api/vendor/companies/{id}/fact-proposals', { params: { path: { id: companyId } } })));
}

/** A whole number from a field, blank as absent; anything else is passed on for the server to refuse with its message. */
const wholeNumber = (text: string): number | undefined => {
  const trimmed = text.replace(/[,\s]/g, '');
  return trimmed === '' ? undefined : Number(trimmed);
};

const STATUS_COLOURS = { pending: 'default', approved: 'success', rejected: 'error' } as const;

/**
 * The vendor's form of proposed facts: founded year, website, employees, and for a manufacturer its sites and
 * largest bioreactor, with the page that states them. Only the fields filled in are proposed; the server checks
 * them with the admin edit's rules and its message is shown beside the field.
 */
function ProposeFactsDialog({ company, onClose }: { company: CompanyDetail; onClose: () => void }) {
  const titleId = useId();
  const toast = useToast();
  const { mutate } = useSWRConfig();
  const manufacturer = isManufacturer(company.type);
  const [foundedYear, setFoundedYear] = useState('');
  const [website, setWebsite] = useState('');
  const [employeeCount, setEmployeeCount] = useState('');
  const [liters, setLiters] = useState('');
  const [sites, setSites] = useState<SiteRow[]>(() =>
    (company.sites ?? []).map((site) => ({ city: site.city, country: site.country, capabilities: [...(site.capabilities ?? [])] })),
  );
  const [sourceUrl, setSourceUrl] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const sitesChanged =
    JSON.stringify(sites) !== JSON.stringify((company.sites ?? []).map((site) => ({ city: site.city, country: site.country, capabilities: site.capabilities ?? [] })));
  const setSite = (index: number, change: Partial<SiteRow>) => setSites((rows) => rows.map((row, i) => (i === index ? { ...row, ...change } : row)));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const changes: FactChanges = {};
    if (foundedYear.trim()) changes.foundedYear = wholeNumber(foundedYear);
    if (website.trim()) changes.website = website.trim();
    if (employeeCount.trim()) changes.employeeCount = wholeNumber(employeeCount);
    if (manufacturer && liters.trim()) changes.maxBioreactorLiters = wholeNumber(liters);
    if (manufacturer && sitesChanged) {
      changes.sites = sites.map((site) => ({
        city: site.city.trim(),
        country: site.country ?? '',
        capabilities: site.capabilities as NonNullable<FactChanges['sites']>[number]['capabilities'],
      }));
    }
    setSending(true);
    setErrors({});
    setProblem(null);
    try {
      await unwrap(
        api.POST('/api/vendor/companies/{id}/fact-proposals', {
          params: { path: { id: company.id } },
          body: { changes, ...(sourceUrl.trim() ? { sourceUrl: sourceUrl.trim() } : {}) },
        }),
      );
      await mutate(proposalsKey(company.id));
      toast({ title: 'Facts sent for review', message: 'Our team checks them; once approved they show on the profile as stated by the company.', variant: 'success' });
      onClose();
    } catch (error) {
      if (isApiError(error) && error.fieldErrors) setErrors(error.fieldErrors);
      setProblem(errorMessage(error, 'Could not send the facts. Please try again.'));
    } finally {
      setSending(false);
    }
  }

  const fieldError = (field: string) => errors[`changes.${field}`] ?? errors[field];
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="md">
      <Box component="form" onSubmit={(event) => void submit(event)} noValidate>
        <DialogTitle id={titleId}>Propose facts for {company.name}</DialogTitle>
        <DialogContent>
          <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
            Fill in only what you want to change. Our team checks each proposal; approved facts show on the profile as stated by the company.
          </Typography>
          {problem && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {problem}
            </Alert>
          )}
          <Stack spacing={2}>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <TextField
                label="Founded year"
                value={foundedYear}
                onChange={(e) => setFoundedYear(e.target.value)}
                placeholder={company.foundedYear ? String(company.foundedYear) : 'Not stated'}
                error={!!fieldError('foundedYear')}
                helperText={fieldError('foundedYear')}
                slotProps={{ htmlInput: { inputMode: 'numeric' } }}
                fullWidth
              />
              <TextField
                label="Employees"
                value={employeeCount}
                onChange={(e) => setEmployeeCount(e.target.value)}
                placeholder={company.employeeCount ? String(company.employeeCount) : 'Not stated'}
                error={!!fieldError('employeeCount')}
                helperText={fieldError('employeeCount')}
                slotProps={{ htmlInput: { inputMode: 'numeric' } }}
                fullWidth
              />
            </Stack>
            <TextField
              label="Website"
              value={website}
              onChange={(e) => setWebsite(e.target.value)}
              placeholder={company.website ?? 'Not stated'}
              error={!!fieldError('website')}
              helperText={fieldError('website')}
              fullWidth
            />
            {manufacturer && (
              <>
                <TextField
                  label="Largest bioreactor (liters)"
                  value={liters}
                  onChange={(e) => setLiters(e.target.value)}
                  placeholder={company.maxBioreactorLiters !== null ? String(company.maxBioreactorLiters) : 'Not stated'}
                  error={!!fieldError('maxBioreactorLiters')}
                  helperText={fieldError('maxBioreactorLiters')}
                  slotProps={{ htmlInput: { inputMode: 'numeric' } }}
                  fullWidth
                />
                <Box component="fieldset" sx={{ border: 1, borderColor: fieldError('sites') ? 'error.main' : 'divider', borderRadius: 1, p: 2, m: 0 }}>
                  <Typography component="legend" variant="body2" sx={{ px: 0.5 }}>
                    Sites
                  </Typography>
                  <Stack spacing={2}>
                    {sites.map((site, index) => (
                      <Stack key={index} direction={{ xs: 'column', md: 'row' }} spacing={1.5} sx={{ alignItems: { md: 'flex-start' } }}>
                        <TextField
                          label={`Site ${index + 1} city`}
                          value={site.city}
                          onChange={(e) => setSite(index, { city: e.target.value })}
                          size="small"
                          sx={{ minWidth: 160 }}
                        />
                        <Autocomplete
                          options={COUNTRIES as string[]}
                          value={site.country}
                          onChange={(_e, country) => setSite(index, { country })}
                          renderInput={(params) => <TextField {...params} label={`Site ${index + 1} country`} size="small" />}
                          sx={{ minWidth: 200 }}
                        />
                        <Autocomplete
                          multiple
                          options={SITE_CAPABILITIES as string[]}
                          value={site.capabilities}
                          onChange={(_e, capabilities) => setSite(index, { capabilities })}
                          renderInput={(params) => <TextField {...params} label={`Site ${index + 1} capabilities`} size="small" />}
                          sx={{ flexGrow: 1 }}
                        />
                        <IconButton aria-label={`Remove site ${index + 1}`} onClick={() => setSites((rows) => rows.filter((_row, i) => i !== index))}>
                          <DeleteOutlineIcon />
                        </IconButton>
                      </Stack>
                    ))}
                    <Box>
                      <Button startIcon={<AddIcon />} onClick={() => setSites((rows) => [...rows, { city: '', country: null, capabilities: [] }])}>
                        Add a site
                      </Button>
                    </Box>
                    {fieldError('sites') && (
                      <Typography variant="body2" sx={{ color: 'error.main' }}>
                        {fieldError('sites')}
                      </Typography>
                    )}
                  </Stack>
                </Box>
              </>
            )}
            <TextField
              label="Source (a public page that states these facts)"
              value={sourceUrl}
              onChange={(e) => setSourceUrl(e.target.value)}
              placeholder="https://"
              error={!!errors.sourceUrl}
              helperText={errors.sourceUrl}
              fullWidth
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained" disabled={sending}>
            Send for review
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}

/** The proposals a company's vendors sent, newest first, with their status. */
function ProposalList({ companyId }: { companyId: string }) {
  const { data } = useFactProposals(companyId);
  if (!data || data.length === 0) return null;
  return (
    <Stack spacing={0.75} sx={{ mt: 2 }}>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        Your proposals
      </Typography>
      {data.slice(0, 5).map((proposal: FactProposal) => (
        <Stack key={proposal.id} direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Chip size="small" color={STATUS_COLOURS[proposal.status as keyof typeof STATUS_COLOURS] ?? 'default'} label={proposal.status} />
          <Typography variant="body2">
            {Object.keys(proposal.changes).join(', ')} · {formatLongUsDate(proposal.createdAt)}
          </Typography>
        </Stack>
      ))}
    </Stack>
  );
}

/** One represented company: how complete its profile is, which key facts are missing, and the proposal form. */
function CompanyCompleteness({ account }: { account: MyVendorAccount }) {
  const { data: company, error } = useCompany(account.companyId);
  const [proposing, setProposing] = useState(false);
  const headingId = useId();
  if (error) return <Alert severity="error">{errorMessage(error, `Could not load ${account.companyName}'s profile.`)}</Alert>;
  if (!company) return <Skeleton variant="rounded" height={140} aria-label={`Loading ${account.companyName}'s profile`} />;
  const completeness = profileCompleteness(company);
  return (
    <Card component="article" aria-labelledby={headingId} data-testid="profile-completeness">
      <CardContent>
        <Typography id={headingId} component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
          {company.name}
        </Typography>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', my: 1 }}>
          <LinearProgress variant="determinate" value={completeness.percent} sx={{ flexGrow: 1, height: 8, borderRadius: 4 }} aria-label="Profile completeness" />
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {completeness.percent}% complete
          </Typography>
        </Stack>
        {completeness.missing.length === 0 ? (
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            Every key fact is stated.
          </Typography>
        ) : (
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            Missing: {completeness.missing.map((fact) => fact.label).join(', ')}
          </Typography>
        )}
        <Button sx={{ mt: 1.5 }} variant="outlined" startIcon={<EditNoteOutlinedIcon />} onClick={() => setProposing(true)}>
          Propose facts
        </Button>
        <ProposalList companyId={company.id} />
        {proposing && <ProposeFactsDialog company={company} onClose={() => setProposing(false)} />}
      </CardContent>
    </Card>
  );
}

/**
 * The vendor dashboard's Company Facts section: for each company the vendor is verified for, the profile's
 * completeness and missing key facts, and a form to propose facts for the admin to approve.
 */
export function CompanyFactsPanel({ accounts }: { accounts: MyVendorAccount[] }) {
  const headingId = useId();
  if (accounts.length === 0) return null;
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} component="h2" variant="h5" sx={{ mb: 2 }}>
        Company profile
      </Typography>
      <Stack spacing={2}>
        {accounts.map((account) => (
          <CompanyCompleteness key={account.companyId} account={account} />
        ))}
      </Stack>
    </Box>
  );
}
