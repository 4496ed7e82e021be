import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import RestoreIcon from '@mui/icons-material/Restore';
import VisibilityOffOutlinedIcon from '@mui/icons-material/VisibilityOffOutlined';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { COMPANY_TYPE_LABELS } from '@domain/directory/taxonomy';
import type { ManagedCompany } from '../../api/types';
import { useToast } from '../../components/use-toast';
import { paths } from '../../config/paths';
import { errorMessage } from '../../lib/error-message';
import { useAdminPages } from './api/admin-queue';
import { companiesListName, listCompanies, useChangeListing, type Listing } from './api/management';
import { AdminPage } from './components/admin-page';
import { AdminSearchField } from './components/admin-search-field';
import { CompanyEditDialog } from './components/company-edit-dialog';
import { NoteField } from './components/decision-controls';
import { AdminList } from './components/admin-list';

/** Asks before a company leaves (or returns to) the directory, with the reason for the audit log. */
function ListingDialog({ company, onCancel, onConfirm, busy }: { company: ManagedCompany; onCancel: () => void; onConfirm: (reason: string) => void; busy: boolean }) {
  const [reason, setReason] = useState('');
  const titleId = useId();
  const unlisting = company.listed;
  return (
    <Dialog open onClose={onCancel} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{unlisting ? `Unlist ${company.name}?` : `List ${company.name} again?`}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          {unlisting
            ? 'It leaves the directory, search, filters, matching and the sitemap at once, and its page answers Not Found to everyone but admins. Its reviews are kept.'
            : 'It returns to the directory, search, matching and the sitemap with its reviews.'}
        </DialogContentText>
        <NoteField label="Reason" value={reason} onChange={setReason} maxLength={2000} required={unlisting} autoFocus helperText="Kept in the audit log." />
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>Cancel</Button>
        <Button variant="contained" color={unlisting ? 'error' : 'primary'} disabled={busy || (unlisting && !reason.trim())} onClick={() => onConfirm(reason.trim())}>
          {unlisting ? 'Unlist' : 'List again'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

function CompanyRow({ company, onEdit, onListing }: { company: ManagedCompany; onEdit: () => void; onListing: () => void }) {
  const titleId = useId();
  return (
    <Card component="article" aria-labelledby={titleId} data-testid="managed-company">
      <CardContent>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}>
          <div>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}>
              <Typography id={titleId} component="h2" variant="h6">
                <Link component={RouterLink} to={paths.companies.detail.getHref(company.id)}>
                  {company.name}
                </Link>
              </Typography>
              <Chip size="small" variant="outlined" label={COMPANY_TYPE_LABELS[company.type]} />
              <Chip size="small" color={company.listed ? 'success' : 'default'} label={company.listed ? 'Listed' : 'Unlisted'} />
            </Stack>
            <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }}>
              {company.location}, {company.country} · {company.reviewCount} {company.reviewCount === 1 ? 'review' : 'reviews'}
              {company.website ? ` · ${company.website}` : ''}
            </Typography>
          </div>
          <Stack direction="row" spacing={1}>
            <Button variant="outlined" startIcon={<EditOutlinedIcon />} onClick={onEdit} aria-label={`Edit ${company.name}`}>
              Edit
            </Button>
            <Button
              variant="outlined"
              color={company.listed ? 'error' : 'primary'}
              startIcon={company.listed ? <VisibilityOffOutlinedIcon /> : <RestoreIcon />}
              onClick={onListing}
              aria-label={company.listed ? `Unlist ${company.name}` : `List ${company.name} again`}
            >
              {company.listed ? 'Unlist' : 'List again'}
            </Button>
          </Stack>
        </Stack>
      </CardContent>
    </Card>
  );
}

function Companies() {
  const [search, setSearch] = useState('');
  const [listing, setListing] = useState<Listing>('all');
  const [editing, setEditing] = useState<string | null>(null);
  const [changing, setChanging] = useState<ManagedCompany | null>(null);
  const pages = useAdminPages(companiesListName(search, listing), listCompanies(search, listing));
  const change = useChangeListing();
  const toast = useToast();

  async function confirmListing(company: ManagedCompany, reason: string) {
    try {
      await change.trigger({ id: company.id, listed: !company.listed, ...(reason ? { reason } : {}) });
      toast({
        title: company.listed ? 'Company unlisted' : 'Company listed again',
        message: company.listed ? `${company.name} is no longer in the directory.` : `${company.name} is back in the directory.`,
        variant: 'success',
      });
      setChanging(null);
      await pages.revalidate();
    } catch (error) {
      toast({ title: 'Error changing the listing', message: errorMessage(error, 'Please try again.'), variant: 'error' });
    }
  }

  return (
    <>
      <Grid container spacing={2} sx={{ mb: 3 }}>
        <Grid size={{ xs: 12, sm: 8 }}>
          <AdminSearchField label="Search companies" placeholder="Name, alias or parent company" onSearch={setSearch} />
        </Grid>
        <Grid size={{ xs: 12, sm: 4 }}>
          <TextField select label="Show" value={listing} onChange={(e) => setListing(e.target.value as Listing)}>
            <MenuItem value="all">All companies</MenuItem>
            <MenuItem value="listed">Listed</MenuItem>
            <MenuItem value="unlisted">Unlisted</MenuItem>
          </TextField>
        </Grid>
      </Grid>
      <AdminList
        pages={pages}
        loading="Loading companies"
        empty="No company matches."
        loadFailed="Could not load the companies."
        render={(company) => <CompanyRow key={company.id} company={company} onEdit={() => setEditing(company.id)} onListing={() => setChanging(company)} />}
      />
      {editing && (
        <CompanyEditDialog
          companyId={editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            void pages.revalidate();
          }}
        />
      )}
      {changing && (
        <ListingDialog company={changing} busy={change.isMutating} onCancel={() => setChanging(null)} onConfirm={(reason) => void confirmListing(changing, reason)} />
      )}
    </>
  );
}

/** /admin/companies (docs/administration.md): find any company, listed or not; edit its facts; unlist or list it again. */
export function AdminCompaniesPage() {
  return (
    <AdminPage title="Manage Companies" description="Correct a company's facts, or take it out of the directory and bring it back.">
      <Companies />
    </AdminPage>
  );
}
