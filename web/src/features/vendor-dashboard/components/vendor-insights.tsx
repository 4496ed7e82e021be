import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { useId } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/error-message';
import { useCompanyInsights, type InsightSeriesKey, type WeeklyCount } from '../api/vendor-growth';

/** Each series' title and what it counts, in the order shown. */
const SERIES: { key: InsightSeriesKey; title: string; counts: string }[] = [
  {
    key: 'profileViews',
    title: 'Profile views',
    counts: 'Your profile page opened in a browser; a person reopening it within half an hour counts once, your own team never.',
  },
  { key: 'shortlistAdds', title: 'Shortlist adds', counts: 'Members adding the company to a shortlist.' },
  { key: 'compareAppearances', title: 'Compare appearances', counts: 'Comparisons opened on the Compare page that include the company.' },
  { key: 'matchAppearances', title: 'Match appearances', counts: "Match runs that ranked the company in their top 25, whatever the buyer's plan shows." },
  { key: 'rfpsReceived', title: 'RFPs received', counts: 'Requests for proposal sent to the company.' },
];

/** `2026-09-21` → `Sep 21`, the week's Monday. */
const weekLabel = (weekStart: string) => new Date(`${weekStart}T00:00:00Z`).toLocaleDateString('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });

/** One series as a small bar chart (a withheld week drawn as no bar, read as "fewer than 3"), with its numbers as a table. */
function InsightChart({ title, counts, weeks }: { title: string; counts: string; weeks: WeeklyCount[] }) {
  const titleId = useId();
  const current = weeks[weeks.length - 1];
  return (
    <Card component="section" aria-labelledby={titleId} variant="outlined" data-testid="insight-chart" sx={{ height: '100%' }}>
      <CardContent>
        <Typography id={titleId} component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
          {title}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          This week: <strong>{current.display}</strong>
        </Typography>
        <Box aria-hidden="true">
          <BarChart
            height={150}
            margin={{ left: 0, right: 8, top: 12, bottom: 0 }}
            xAxis={[{ scaleType: 'band', data: weeks.map((week) => weekLabel(week.weekStart)), tickLabelInterval: (_value, index) => index % 3 === 2 }]}
            yAxis={[{ width: 32, tickMinStep: 1 }]}
            series={[{ data: weeks.map((week) => week.count ?? 0), label: title, valueFormatter: (_value, { dataIndex }) => weeks[dataIndex].display }]}
            hideLegend
            skipAnimation
            // The table below gives the same numbers to keyboards and screen readers; the chart is for the eye.
            disableKeyboardNavigation
          />
        </Box>
        <Typography variant="caption" component="p" sx={{ color: 'text.secondary' }}>
          {counts}
        </Typography>
        <Box component="details" sx={{ mt: 1 }}>
          <Typography component="summary" variant="body2" sx={{ cursor: 'pointer' }}>
            Week by week
          </Typography>
          <Box component="table" sx={{ mt: 1, borderCollapse: 'collapse', fontSize: '0.875rem', '& td, & th': { px: 1, py: 0.25, textAlign: 'left' } }}>
            <thead>
              <tr>
                <th scope="col">Week of</th>
                <th scope="col">{title}</th>
              </tr>
            </thead>
            <tbody>
              {weeks.map((week) => (
                <tr key={week.weekStart}>
                  <td>{weekLabel(week.weekStart)}</td>
                  <td>{week.display}</td>
                </tr>
              ))}
            </tbody>
          </Box>
        </Box>
      </CardContent>
    </Card>
  );
}

/**
 * A company's last twelve weeks for its vendors: profile views, shortlist adds, compare and match appearances and
 * RFPs received, as small charts. Counts only, never who; a week with fewer than three of a kind is withheld.
 */
export function VendorInsights({ companyId, companyName }: { companyId: string; companyName: string }) {
  const { data, error, isLoading } = useCompanyInsights(companyId);
  const headingId = useId();
  let body;
  if (error) body = <Alert severity="error">{errorMessage(error, 'Could not load the insights.')}</Alert>;
  else if (isLoading || !data) body = <Skeleton variant="rounded" height={220} aria-label={`Loading the insights of ${companyName}`} />;
  else {
    body = (
      <Grid container spacing={2}>
        {SERIES.map(({ key, title, counts }) => (
          <Grid key={key} size={{ xs: 12, sm: 6, lg: 4 }}>
            <InsightChart title={title} counts={counts} weeks={data.series[key]} />
          </Grid>
        ))}
      </Grid>
    );
  }
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} component="h2" variant="h5" sx={{ mb: 0.5 }}>
        {companyName}: the last 12 weeks
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
        Weeks run Monday to Sunday (UTC). We show counts, never who: a week with fewer than {data?.minimumShown ?? 3} of a kind shows &ldquo;fewer than{' '}
        {data?.minimumShown ?? 3}&rdquo;.{' '}
        <Link component={RouterLink} to={paths.methodology.getHref('vendor-insights')}>
          What each number counts
        </Link>
      </Typography>
      {body}
    </Box>
  );
}
