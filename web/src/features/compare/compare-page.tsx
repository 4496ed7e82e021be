import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import LinkIcon from '@mui/icons-material/Link';
import PrintOutlinedIcon from '@mui/icons-material/PrintOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import FormControlLabel from '@mui/material/FormControlLabel';
import GlobalStyles from '@mui/material/GlobalStyles';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { alpha, useTheme } from '@mui/material/styles';
import { useMemo, useState, type ReactNode } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { COMPARE_MAX, COMPARE_MIN } from '@domain/directory/compare-rules';
import { CATEGORY_SCORES_WITHHELD } from '@domain/directory/public-ratings';
import { formatEmployeeCount, formatOverallScore, formatRatingValue, formatRevenue, presenceLabel, stockLabel } from '@domain/directory/display-rules';
import { COMPANY_TYPE_LABELS } from '@domain/directory/taxonomy';
import { RATING_CATEGORIES, RATING_CATEGORY_LABELS } from '@domain/reviews/rating-categories';
import { isApiError } from '../../api/client';
import { useComparison } from '../../api/companies';
import type { CompanyDetail } from '../../api/types';
import { useToast } from '../../components/use-toast';
import { VisuallyHidden } from '../../components/visually-hidden';
import { paths } from '../../config/paths';
import { useDocumentTitle } from '../../lib/use-document-title';
import { bestIndexes, differs, parseCompareIds, sharedItems } from './comparison';
import { useReportComparison } from '../../api/insight-reports';

const TITLE = 'Compare providers';

interface Row {
  label: string;
  cells: ReactNode[];
  /** The raw values, to tell whether the row differs. */
  values: unknown[];
  /** Cells holding the row's best score. */
  best?: number[];
}

/** One score with its evidence; a null count means the score is withheld (fewer than 3 member reviews). */
function ScoreCell({ value, count, best }: { value: number | null; count: number | null; best: boolean }) {
  if (count === null) {
    return (
      <Typography variant="caption" component="span" sx={{ color: 'text.secondary', display: 'block', maxWidth: 200 }}>
        {CATEGORY_SCORES_WITHHELD.title}
      </Typography>
    );
  }
  return (
    <Box>
      <Box component="span" sx={{ fontWeight: best ? 800 : 600 }}>
        {formatRatingValue(value)}
      </Box>
      {value !== null && <Box component="span" sx={{ color: 'text.secondary' }}>{` / 10`}</Box>}
      <Typography variant="caption" component="span" sx={{ color: 'text.secondary', display: 'block' }}>
        {count === 1 ? '1 rating' : `${count} ratings`}
      </Typography>
      {best && (
        <Typography variant="caption" component="span" sx={{ color: 'success.main', fontWeight: 700, display: 'block' }}>
          Highest
        </Typography>
      )}
    </Box>
  );
}

function ListCell({ items, shared, highlight }: { items: string[]; shared: Set<string>; highlight: boolean }) {
  if (items.length === 0)
    return (
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        Not listed
      </Typography>
    );
  return (
    <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap', rowGap: 0.5 }}>
      {items.map((item) => {
        const unique = highlight && !shared.has(item.toLowerCase());
        return (
          <Chip
            key={item}
            size="small"
            label={
              <>
                {item}
                {unique && <VisuallyHidden> (not offered by every company)</VisuallyHidden>}
              </>
            }
            color={unique ? 'primary' : 'default'}
            variant={unique ? 'filled' : 'outlined'}
          />
        );
      })}
    </Stack>
  );
}

function rowsOf(companies: CompanyDetail[], highlight: boolean): { section: string; rows: Row[] }[] {
  const text = (value: string) => <Typography variant="body2">{value}</Typography>;
  const fact = (label: string, read: (c: CompanyDetail) => string): Row => {
    const values = companies.map(read);
    return { label, values, cells: values.map(text) };
  };
  const score = (label: string, read: (c: CompanyDetail) => number | null, count: (c: CompanyDetail) => number | null): Row => {
    const values = companies.map(read);
    const best = bestIndexes(values);
    return { label, values, best, cells: companies.map((c, i) => <ScoreCell value={values[i]} count={count(c)} best={highlight && best.includes(i)} />) };
  };
  const list = (label: string, read: (c: CompanyDetail) => string[]): Row => {
    const values = companies.map(read);
    const shared = sharedItems(values);
    return { label, values, cells: values.map((items) => <ListCell items={items} shared={shared} highlight={highlight} />) };
  };
  return [
    {
      section: 'Facts',
      rows: [
        fact('Type', (c) => COMPANY_TYPE_LABELS[c.type]),
        fact('Headquarters', (c) => `${c.location}, ${c.country}`),
        fact('Founded', (c) => (c.foundedYear ? String(c.foundedYear) : 'N/A')),
        fact('Employees', (c) => formatEmployeeCount(c.employeeCount)),
        fact('Revenue', (c) => formatRevenue(c.revenueUsd)),
        fact('Stock', (c) => stockLabel(c.publiclyTraded, c.stockSymbol)),
        fact('Presence', (c) => presenceLabel(c.globalPresence)),
        fact('Approved reviews', (c) => String(c.reviewCount)),
        fact('Would recommend', (c) =>
          c.wouldRecommend ? `${Math.round(c.wouldRecommend.share * 100)}% of ${c.wouldRecommend.answers} answers` : 'Fewer than 3 answers',
        ),
      ],
    },
    {
      section: 'Scores (out of 10, with the ratings behind them)',
      rows: [
        score(
          'Rank score',
          (c) => c.rankScore,
          (c) => c.ratingCounts.overall,
        ),
        score(
          'Overall',
          (c) => c.averageRatings.overall,
          (c) => c.ratingCounts.overall,
        ),
        ...RATING_CATEGORIES.map((category) =>
          score(
            RATING_CATEGORY_LABELS[category],
            (c) => c.averageRatings[category],
            (c) => c.ratingCounts[category],
          ),
        ),
      ],
    },
    {
      section: 'Capabilities',
      rows: [
        list('Services', (c) => c.services),
        list('Therapeutic areas', (c) => c.therapeuticAreas),
        list('Modalities', (c) => c.moleculeTypes),
        list('Development phases', (c) => c.developmentPhases),
        list('Regions served', (c) => c.serviceLocations),
      ],
    },
  ];
}

/** A cell of the criterion column, kept at the left edge while the table scrolls sideways. */
const stickyColumn = { position: 'sticky', left: 0, bgcolor: 'background.paper', borderRight: 1, borderRightColor: 'divider' } as const;

function ComparisonTable({ companies }: { companies: CompanyDetail[] }) {
  const theme = useTheme();
  const [highlight, setHighlight] = useState(true);
  const sections = useMemo(() => rowsOf(companies, highlight), [companies, highlight]);
  const differsBg = alpha(theme.palette.warning.main, 0.08);
  return (
    <Stack spacing={2}>
      <FormControlLabel className="no-print" control={<Switch checked={highlight} onChange={(e) => setHighlight(e.target.checked)} />} label="Highlight differences" />
      {/* The table scrolls inside its own box, both ways, so the company names (header) and the criteria (first
          column) stay in view while scrolling down or sideways. */}
      <TableContainer component={Paper} variant="outlined" className="compare-table" sx={{ maxHeight: 'calc(100vh - 140px)' }}>
        <Table stickyHeader size="small" aria-label="Side-by-side comparison">
          <TableHead>
            <TableRow>
              <TableCell component="th" scope="col" sx={{ ...stickyColumn, zIndex: 3, width: { xs: 120, sm: 180 } }}>
                <VisuallyHidden>Criterion</VisuallyHidden>
              </TableCell>
              {companies.map((company) => (
                <TableCell key={company.id} component="th" scope="col" sx={{ verticalAlign: 'top', minWidth: { xs: 170, sm: 200 } }}>
                  <Link component={RouterLink} to={paths.companies.detail.getHref(company.id)} sx={{ fontWeight: 700, fontSize: '1rem' }}>
                    {company.name}
                  </Link>
                  <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                    Overall {formatOverallScore(company.averageRatings.overall)} · {company.reviewCount === 1 ? '1 review' : `${company.reviewCount} reviews`}
                  </Typography>
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {sections.flatMap(({ section, rows }) => [
              <TableRow key={section}>
                <TableCell component="th" scope="colgroup" colSpan={companies.length + 1} sx={{ bgcolor: 'background.default', fontWeight: 700, p: 0 }}>
                  {/* The section's name stays at the left edge while the row scrolls sideways. */}
                  <Box component="span" sx={{ position: 'sticky', left: 0, display: 'inline-block', px: 2, py: 0.75 }}>
                    {section}
                  </Box>
                </TableCell>
              </TableRow>,
              ...rows.map((row) => {
                const rowDiffers = highlight && differs(row.values);
                return (
                  <TableRow key={`${section}-${row.label}`} sx={rowDiffers ? { bgcolor: differsBg } : undefined}>
                    <TableCell
                      component="th"
                      scope="row"
                      sx={{
                        ...stickyColumn,
                        zIndex: 1,
                        fontWeight: 600,
                        verticalAlign: 'top',
                        // Opaque, so the cells scrolling under it do not show through; tinted like its row.
                        ...(rowDiffers ? { backgroundImage: `linear-gradient(${differsBg}, ${differsBg})` } : {}),
                      }}
                    >
                      {row.label}
                      {rowDiffers && (
                        <Typography variant="caption" component="span" sx={{ display: 'block', color: 'warning.main', fontWeight: 600 }}>
                          Differs
                        </Typography>
                      )}
                    </TableCell>
                    {row.cells.map((cell, i) => (
                      <TableCell key={companies[i].id} sx={{ verticalAlign: 'top' }}>
                        {cell}
                      </TableCell>
                    ))}
                  </TableRow>
                );
              }),
            ])}
          </TableBody>
        </Table>
      </TableContainer>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        Scores are averages of anonymous reviews by verified professionals, approved by our moderators; each shows how many ratings it rests on.
      </Typography>
    </Stack>
  );
}

/** Printing the comparison: no navigation, no buttons, the table over the page's full width. */
const printStyles = (
  <GlobalStyles
    styles={{
      '@media print': {
        'header, footer, .no-print': { display: 'none !important' },
        '.compare-table': { overflow: 'visible !important', border: 'none !important', maxHeight: 'none !important' },
        '.compare-table table': { fontSize: '10pt' },
        'tr, td, th': { breakInside: 'avoid' },
        body: { background: '#fff' },
      },
    }}
  />
);

/** Two to four companies side by side (docs/deciding.md), from a shareable /compare?ids=… address. */
export function ComparePage() {
  useDocumentTitle(TITLE);
  const [params] = useSearchParams();
  const ids = useMemo(() => parseCompareIds(params.get('ids'), COMPARE_MAX), [params]);
  const enough = ids.length >= COMPARE_MIN;
  const { data, error, isLoading } = useComparison(enough ? ids : []);
  useReportComparison(data && data.length >= COMPARE_MIN ? data.map((company) => company.id) : null);
  const toast = useToast();

  const copyLink = async () => {
    try {
      await navigator.clipboard.writeText(window.location.href);
      toast({ title: 'Link copied', message: 'Anyone with the link sees this comparison.', variant: 'success' });
    } catch {
      toast({ title: 'Could not copy the link', message: 'Copy the address from the address bar instead.', variant: 'error' });
    }
  };

  let content: ReactNode;
  if (!enough) {
    content = (
      <Alert severity="info">
        Pick {COMPARE_MIN} to {COMPARE_MAX} companies to compare, from the{' '}
        <Link component={RouterLink} to={paths.companies.list.getHref()}>
          directory
        </Link>{' '}
        or your{' '}
        <Link component={RouterLink} to={paths.shortlist.getHref()}>
          shortlist
        </Link>
        .
      </Alert>
    );
  } else if (error) {
    content = <Alert severity="error">{isApiError(error) && error.status === 404 ? 'One of these companies is no longer listed.' : (error as Error).message}</Alert>;
  } else if (isLoading || !data) {
    content = <Skeleton variant="rounded" height={480} aria-label="Loading the comparison" />;
  } else {
    content = <ComparisonTable companies={data} />;
  }

  return (
    <Container maxWidth="xl" sx={{ py: { xs: 4, md: 6 } }}>
      {printStyles}
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ justifyContent: 'space-between', alignItems: { md: 'flex-end' }, mb: 3 }}>
        <Box>
          <Button component={RouterLink} to={paths.shortlist.getHref()} startIcon={<ArrowBackIcon />} className="no-print" sx={{ mb: 1, color: 'text.secondary' }}>
            Shortlist
          </Button>
          <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', md: '2.5rem' } }}>
            {TITLE}
          </Typography>
          <Typography sx={{ color: 'text.secondary', mt: 1, display: 'none', '@media print': { display: 'block' } }}>
            Printed {new Date().toLocaleDateString('en-US', { dateStyle: 'long' })} from BioVetted.
          </Typography>
        </Box>
        {data && (
          <Stack direction="row" spacing={1.5} className="no-print">
            <Button variant="outlined" startIcon={<LinkIcon />} onClick={() => void copyLink()}>
              Copy link
            </Button>
            <Button variant="outlined" startIcon={<PrintOutlinedIcon />} onClick={() => window.print()}>
              Print
            </Button>
          </Stack>
        )}
      </Stack>
      {content}
    </Container>
  );
}
