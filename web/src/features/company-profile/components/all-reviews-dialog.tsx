import CloseIcon from '@mui/icons-material/Close';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Pagination from '@mui/material/Pagination';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { Fragment, useId, useState } from 'react';
import { pluralize } from '@domain/directory/display-rules';
import { COMPANY_TYPES, COMPANY_TYPE_LABELS, type CompanyType } from '@domain/directory/taxonomy';
import { DEFAULT_REVIEW_SORT, REVIEW_SORTS, REVIEW_SORT_LABELS, type ReviewSort } from '@domain/reviews/review-page';
import { useCompanyReviewPage } from '../../../api/companies';
import { SelectField } from '../../../components/select-field';
import { ReviewItem } from './review-item';
import { useVendorReply } from './use-vendor-reply';

/** Reviews per page of the full list. */
const PAGE_SIZE = 10;

const SORT_OPTIONS = REVIEW_SORTS.map((sort) => ({ value: sort, label: REVIEW_SORT_LABELS[sort] }));
const SERVICE_OPTIONS: { value: CompanyType | ''; label: string }[] = [
  { value: '', label: 'All service types' },
  ...COMPANY_TYPES.map((type) => ({ value: type, label: COMPANY_TYPE_LABELS[type] })),
];

interface AllReviewsDialogProps {
  companyId: string;
  companyName: string;
  open: boolean;
  onClose: () => void;
}

/** Every approved review of a company, paged, sorted newest/highest/lowest and filtered by service type (docs/deciding.md). */
export function AllReviewsDialog({ companyId, companyName, open, onClose }: AllReviewsDialogProps) {
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('md'));
  const titleId = useId();
  const [sort, setSort] = useState<ReviewSort>(DEFAULT_REVIEW_SORT);
  const [serviceType, setServiceType] = useState<CompanyType | ''>('');
  const [page, setPage] = useState(1);
  const query = { sort, serviceType: serviceType || undefined, limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE };
  const { data, error, isLoading, isValidating } = useCompanyReviewPage(open ? companyId : null, query);
  const replyTo = useVendorReply(companyId);
  const pageCount = data ? Math.max(1, Math.ceil(data.total / PAGE_SIZE)) : 1;
  // Another order or filter makes a different list, so it starts again at its first page.
  const refine =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setPage(1);
    };

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="md" fullScreen={fullScreen} aria-labelledby={titleId} scroll="paper">
      <DialogTitle id={titleId} sx={{ pr: 7 }}>
        All reviews of {companyName}
        <IconButton aria-label="Close" onClick={onClose} sx={{ position: 'absolute', right: 12, top: 12 }}>
          <CloseIcon />
        </IconButton>
      </DialogTitle>
      <Box sx={{ px: 3, pb: 2 }}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
          <SelectField label="Sort by" size="small" value={sort} options={SORT_OPTIONS} onChange={refine(setSort)} sx={{ minWidth: 180 }} />
          <SelectField label="Service type" size="small" value={serviceType} options={SERVICE_OPTIONS} onChange={refine(setServiceType)} sx={{ minWidth: 200 }} />
          {data && (
            <Typography variant="body2" role="status" sx={{ color: 'text.secondary', ml: { sm: 'auto' } }}>
              {pluralize(data.total, 'review')}
            </Typography>
          )}
        </Stack>
      </Box>
      {isValidating && data ? <LinearProgress aria-label="Loading reviews" sx={{ height: 2 }} /> : <Divider />}
      <DialogContent>
        {error ? (
          <Alert severity="error">{(error as Error).message}</Alert>
        ) : isLoading || !data ? (
          <LinearProgress aria-label="Loading reviews" />
        ) : data.reviews.length === 0 ? (
          <Typography sx={{ textAlign: 'center', py: 4, color: 'text.secondary' }}>No reviews of this service type yet.</Typography>
        ) : (
          <Stack spacing={3} aria-busy={isValidating}>
            {data.reviews.map((review, i) => (
              <Fragment key={review.id}>
                {i > 0 && <Divider />}
                <ReviewItem review={review} reply={replyTo(review)} />
              </Fragment>
            ))}
          </Stack>
        )}
      </DialogContent>
      {pageCount > 1 && (
        <>
          <Divider />
          <Box sx={{ display: 'flex', justifyContent: 'center', py: 1.5 }}>
            <Pagination
              count={pageCount}
              page={Math.min(page, pageCount)}
              onChange={(_, next) => setPage(next)}
              color="primary"
              shape="rounded"
              aria-label="Review pages"
            />
          </Box>
        </>
      )}
    </Dialog>
  );
}
