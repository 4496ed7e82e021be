import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { formatRatingValue } from '@domain/directory/display-rules';
import { ANONYMITY_THRESHOLD } from '@domain/reviews/review-page';
import { FIT_CRITERIA, FIT_CRITERION_LABELS, PROJECT_TYPE_SERVICES } from '@domain/matching/project-fit';
import { PROJECT_TYPES } from '@domain/matching/project-requirements';
import { matchScoreOf, percentile } from '@domain/matching/evidence-score';
import { fitScore } from '@domain/matching/project-fit';
import { evidenceWeightedAverage, PRIOR_WEIGHT } from '@domain/reviews/rank-score';
import { RATING_CATEGORIES, RATING_CATEGORY_LABELS } from '@domain/reviews/rating-categories';
import { useMethodology } from '../../api/companies';
import { paths } from '../../config/paths';
import { useDocumentTitle } from '../../lib/use-document-title';
import { ReviewIntegritySections } from './components/review-integrity-sections';

const TITLE = 'Scoring Methodology';

/**
 * A worked example of the three numbers, computed with the same functions as the ranking: a clinical trial in
 * oncology in Europe, pricing critical (5) and regulatory compliance low (1), for a company rated in those two.
 */
function MatchingWorkedExample() {
  const fit = fitScore(3, 2);
  const pricing = percentile({ below: 18, equal: 0, size: 21 });
  const regulatory = percentile({ below: 8, equal: 0, size: 21 });
  const evidence = Math.round((5 * pricing + 1 * regulatory) / 6);
  const score = matchScoreOf(fit, evidence);
  return (
    <Box sx={{ p: 2, borderRadius: '8px', bgcolor: 'background.default' }} data-testid="matching-worked-example">
      <Typography sx={{ fontWeight: 600, mb: 0.5 }}>Worked example</Typography>
      <Box component="ul" sx={{ m: 0, pl: 2.5, '& li': { mb: 0.5 } }}>
        <li>
          You ask for a clinical trial in oncology in Europe: three criteria. A CRO offers clinical research and serves Europe (two met) but lists no therapeutic areas
          (one unknown): fit = round(100 × (2 + 0.5) ÷ 3) = <strong>{fit}</strong>.
        </li>
        <li>
          You set pricing to 5 and regulatory compliance to 1. Among 21 companies rated on pricing, 18 score lower than this CRO: percentile 100 × 18 ÷ 20 ={' '}
          {Math.round(pricing)}. On regulatory compliance 8 score lower: {Math.round(regulatory)}. Evidence = (5 × {Math.round(pricing)} + 1 × {Math.round(regulatory)}) ÷
          6 = <strong>{evidence}</strong>.
        </li>
        <li>
          Match score = round({fit} × (0.5 + 0.5 × {evidence} ÷ 100)) = <strong>{score}</strong>. The same CRO without reviews would score round({fit} × 0.75) ={' '}
          {matchScoreOf(fit, null)}.
        </li>
      </Box>
    </Box>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Paper component="section" aria-labelledby={`${id}-title`} id={id} variant="outlined" sx={{ p: { xs: 2.5, md: 4 }, scrollMarginTop: 88 }}>
      <Typography id={`${id}-title`} variant="h4" component="h2" sx={{ mb: 1.5 }}>
        {title}
      </Typography>
      <Stack spacing={1.5} sx={{ color: 'text.secondary', '& strong': { color: 'text.primary' } }}>
        {children}
      </Stack>
    </Paper>
  );
}

function Formula({ children }: { children: ReactNode }) {
  return (
    <Box
      component="p"
      sx={{
        fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace',
        bgcolor: 'grey.50',
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        px: 2,
        py: 1.25,
        color: 'text.primary',
        m: 0,
      }}
    >
      {children}
    </Box>
  );
}

/** A worked example from the live platform mean: one perfect review against fourteen good ones. */
function WorkedExample({ mean }: { mean: number }) {
  const lucky = evidenceWeightedAverage(10, 1, mean)!;
  const proven = evidenceWeightedAverage(9.2, 14, mean)!;
  return (
    <Typography>
      With today&apos;s platform mean of <strong>{formatRatingValue(mean)}</strong>, a company with a single 10/10 review scores ({PRIOR_WEIGHT} ×{' '}
      {formatRatingValue(mean)} + 1 × 10) ÷ ({PRIOR_WEIGHT} + 1) = <strong>{lucky.toFixed(2)}</strong>, while one averaging 9.2 over 14 reviews scores ({PRIOR_WEIGHT} ×{' '}
      {formatRatingValue(mean)} + 14 × 9.2) ÷ ({PRIOR_WEIGHT} + 14) = <strong>{proven.toFixed(2)}</strong> and ranks above it.
    </Typography>
  );
}

/**
 * The Scoring Methodology page (footer "Scoring Methodology", docs/directory.md): how averages, the
 * evidence-weighted ranking score, the match score and the fit rules work, with the live figures of
 * GET /api/methodology so anyone can recompute a score.
 */
export function MethodologyPage() {
  useDocumentTitle(TITLE);
  const { data, error } = useMethodology();
  const means = data?.platformMeans;

  return (
    <Container maxWidth="md" sx={{ py: { xs: 4, md: 6 } }}>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', md: '2.5rem' }, mb: 1.5 }}>
        {TITLE}
      </Typography>
      <Typography sx={{ color: 'text.secondary', mb: 4, maxWidth: 680 }}>
        Every score on BioVetted comes from moderated, anonymous reviews by verified industry professionals. No provider can pay to change a score, a position or which
        reviews are shown. This page explains each number, with the figures in use today.
      </Typography>

      <Stack spacing={3}>
        <Section id="averages" title="Averages">
          <Typography>
            Reviewers rate up to eight categories from 1 to 10 and may mark any as not applicable. A category&apos;s <strong>average</strong> is the mean of its ratings
            over approved reviews. The <strong>overall</strong> average is the mean, over approved reviews, of each review&apos;s own mean rating. Every average is shown
            with the number of ratings behind it, and each profile shows how many reviews gave each rating from 1 to 10.
          </Typography>
        </Section>

        <Section id="ranking-score" title="Ranking score: weighing the evidence">
          <Typography>
            A single enthusiastic review should not outrank a long record of good work. Rankings therefore use an <strong>evidence-weighted average</strong> (a Bayesian
            average): every company starts as if it had {PRIOR_WEIGHT} reviews at the platform&apos;s mean, and its own reviews pull it away from there as they
            accumulate.
          </Typography>
          <Formula>ranking score = (C × m + n × average) ÷ (C + n)</Formula>
          <Typography>
            <strong>C = {PRIOR_WEIGHT}</strong> is the prior weight, <strong>m</strong> the mean rating of all approved reviews on the platform, <strong>n</strong> the
            number of ratings behind the company&apos;s average. The directory&apos;s Top Rated order, the landing page&apos;s quick filters and every category sort use
            it, each category with its own n and m. The averages you read on a profile stay the plain means.
          </Typography>
          {means?.overall != null && <WorkedExample mean={means.overall} />}
        </Section>

        <Section id="platform-means" title="Platform means in use">
          {error ? (
            <Typography role="alert">The current figures could not be loaded.</Typography>
          ) : (
            <Table size="small" aria-label="Platform means">
              <TableHead>
                <TableRow>
                  <TableCell component="th" scope="col">
                    Dimension
                  </TableCell>
                  <TableCell component="th" scope="col" align="right">
                    Platform mean (m)
                  </TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {(['overall', ...RATING_CATEGORIES] as const).map((dimension) => (
                  <TableRow key={dimension}>
                    <TableCell component="th" scope="row">
                      {dimension === 'overall' ? 'Overall' : RATING_CATEGORY_LABELS[dimension]}
                    </TableCell>
                    <TableCell align="right">{means ? formatRatingValue(means[dimension]) : <Skeleton width={40} sx={{ ml: 'auto' }} />}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          )}
          <Typography variant="body2">
            The same figures are public at <Link href="/api/methodology">/api/methodology</Link>, so any ranking score can be recomputed from a company&apos;s averages
            and rating counts.
          </Typography>
        </Section>

        <Section id="matching" title="Matching: fit, evidence and match score">
          <Typography>
            <Link component={RouterLink} to={paths.findMatch.getHref()}>
              Find Match
            </Link>{' '}
            gives every result three numbers, each 0-100. Every listed company whose published facts contradict none of your criteria takes part, reviewed or not.
          </Typography>
          <Typography>
            <strong>Fit</strong> counts the criteria you give ({FIT_CRITERIA.map((c) => FIT_CRITERION_LABELS[c].toLowerCase()).join(', ')}). A company{' '}
            <strong>meets</strong> a criterion when its published facts do, is <strong>unknown</strong> on it when it has not published that fact, and is left out when
            its facts contradict it. An unknown fact counts half, never as met:
          </Typography>
          <Formula>fit = round(100 × (met + 0.5 × unknown) ÷ criteria given)</Formula>
          <Typography>
            <strong>Evidence</strong> compares the company with the other listed companies, category by category. Its evidence-weighted average in a category becomes its
            percentile among the N companies rated there (ties count half); the percentiles are weighted by the importance you give each category, from 1 (low) to 5
            (critical). Percentiles rather than raw averages, because most averages sit between 7 and 9 and your priorities would barely move them. A company below the
            anonymity threshold is placed by its overall score alone.
          </Typography>
          <Formula>percentile = 100 × (lower + 0.5 × equal) ÷ (N − 1) · evidence = Σ weight × percentile ÷ Σ weight</Formula>
          <Typography>
            The <strong>match score</strong> combines them: fit sets the ceiling and weak evidence takes up to half of it away. A company with no reviews yet counts at
            evidence 50 and its card says &ldquo;No reviews yet: ranked on fit&rdquo;. Results are ordered by the match score shown, then by number of reviews, then by
            name.
          </Typography>
          <Formula>match score = round(fit × (0.5 + 0.5 × evidence ÷ 100))</Formula>
          <MatchingWorkedExample />
        </Section>

        <Section id="fit" title="Project fit">
          <Typography>
            The project type fits by the services a company offers. A clinical trial needs clinical operations (clinical research, monitoring, site management, patient
            recruitment or decentralized trials): a survey, statistics or real-world-evidence firm fits only when it lists one of them. A company that lists no services
            is unknown on the project type when its company type runs such work.
          </Typography>
          <Table size="small" aria-label="Services that fit each project type">
            <TableHead>
              <TableRow>
                <TableCell component="th" scope="col">
                  Project type
                </TableCell>
                <TableCell component="th" scope="col">
                  Fitting services
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {PROJECT_TYPES.map((type) => (
                <TableRow key={type}>
                  <TableCell component="th" scope="row">
                    {type}
                  </TableCell>
                  <TableCell>{PROJECT_TYPE_SERVICES[type].join(', ')}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          <Typography>
            Geography fits when the company is headquartered in the region or lists it among the regions it serves. Scale fits on the phases a company lists: clinical on
            Phase I, II or III, commercial on Commercial. Your budget and timeline are kept with your request for your records; they do not change the ranking.
          </Typography>
        </Section>

        <Section id="anonymity" title="Anonymity of reviewers">
          <Typography>
            While a company has fewer than {ANONYMITY_THRESHOLD} approved reviews from members, only its overall score is shown: its category scores, their counts and
            distributions are withheld (with one or two reviews they would be those reviewers&apos; own ratings), and so is the context of its reviews (the
            reviewer&apos;s role and organisation type, and the project&apos;s size, duration, timeframe, therapeutic area, modality and phase), so a provider with few
            clients cannot work out who wrote a review. Such a company does not rank in the category sorts. Review dates are days, never times. Ratings and text follow
            the usual rules. See the{' '}
            <Link component={RouterLink} to={paths.legalTerms.getHref()}>
              Legal Terms
            </Link>
            .
          </Typography>
        </Section>

        <ReviewIntegritySections />
      </Stack>
    </Container>
  );
}
