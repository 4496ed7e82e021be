import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import TravelExploreOutlinedIcon from '@mui/icons-material/TravelExploreOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Checkbox from '@mui/material/Checkbox';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Divider from '@mui/material/Divider';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Form, Formik } from 'formik';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { DEVELOPMENT_PHASES, MOLECULE_TYPES, REGIONS, THERAPEUTIC_AREAS } from '@domain/directory/taxonomy';
import {
  MATCH_MESSAGES,
  matchesFoundMessage,
  PROJECT_BUDGETS,
  PROJECT_SCALE_LABELS,
  PROJECT_SCALES,
  PROJECT_TIMELINES,
  PROJECT_TYPES,
} from '@domain/matching/project-requirements';
import { warningLetterExclusionLabel } from '@domain/regulatory/regulatory-record';
import { FREE_MATCH_RESULTS } from '@domain/subscriptions/entitlements';
import { RATING_CATEGORIES, RATING_CATEGORY_LABELS } from '@domain/reviews/rating-categories';
import { useAppInfo } from '../../api/app-info';
import { useRegulatoryCoverage } from '../../api/regulatory-coverage';
import type { ProjectMatches } from '../../api/types';
import { FormTextField } from '../../components/form-text-field';
import { paths } from '../../config/paths';
import { useToast } from '../../components/use-toast';
import { errorMessage } from '../../lib/error-message';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useFindMatches } from './api/find-matches';
import { HowScoresWork } from './components/how-scores-work';
import { ImportanceSlider } from './components/importance-slider';
import { MatchResultCard } from './components/match-result-card';
import { initialMatchValues, matchRequest, matchSchema, withWeights, type MatchFormValues } from './match-form';
import type { RatingCategory } from '@domain/reviews/rating-categories';
import { FocusFirstError } from '../../components/focus-first-error';

function Options({ values, none }: { values: readonly string[]; none?: string }) {
  return [
    ...(none
      ? [
          <MenuItem key="" value="">
            <em>{none}</em>
          </MenuItem>,
        ]
      : []),
    ...values.map((value) => (
      <MenuItem key={value} value={value}>
        {value}
      </MenuItem>
    )),
  ];
}

/** The budget is kept with the requirement but does not rank; the form says so. */
const SAVED_NOT_RANKED = 'Saved with your request; does not change the ranking.';
/** The fit criteria leave out companies whose published facts contradict them. */
const FITTED = 'Companies that list other values are left out.';

export function RequirementsForm({ initialValues, onSubmit }: { initialValues: MatchFormValues; onSubmit: (values: MatchFormValues) => Promise<void> }) {
  const { data: coverage } = useRegulatoryCoverage();
  return (
    <Formik initialValues={initialValues} validationSchema={matchSchema} onSubmit={onSubmit}>
      {({ values, setFieldValue, isSubmitting }) => (
        <Form noValidate aria-label="Project requirements">
          <FocusFirstError />
          <Stack spacing={3.5}>
            <Box component="section" aria-label="Project">
              <Typography component="h2" variant="h6" sx={{ mb: 2 }}>
                Your Project
              </Typography>
              <Grid container spacing={2}>
                <Grid size={12}>
                  <FormTextField name="projectName" label="Project Name (optional)" placeholder="e.g. Phase II NSCLC study" />
                </Grid>
                <Grid size={{ xs: 12, sm: 6 }}>
                  <FormTextField name="projectType" label="Project Type" select required>
                    {Options({ values: PROJECT_TYPES })}
                  </FormTextField>
                </Grid>
                <Grid size={{ xs: 12, sm: 6 }}>
                  <FormTextField name="timeline" label="Timeline" select required>
                    {Options({ values: PROJECT_TIMELINES })}
                  </FormTextField>
                </Grid>
                <Grid size={{ xs: 12, sm: 6 }}>
                  <FormTextField name="therapeuticArea" label="Therapeutic Area" select helperText={FITTED}>
                    {Options({ values: THERAPEUTIC_AREAS, none: 'Any' })}
                  </FormTextField>
                </Grid>
                <Grid size={{ xs: 12, sm: 6 }}>
                  <FormTextField name="geography" label="Geography" select helperText="Headquartered in or serving this region.">
                    {Options({ values: REGIONS, none: 'Any' })}
                  </FormTextField>
                </Grid>
                <Grid size={{ xs: 12, sm: 4 }}>
                  <FormTextField name="moleculeType" label="Modality" select helperText={FITTED}>
                    {Options({ values: MOLECULE_TYPES, none: 'Any' })}
                  </FormTextField>
                </Grid>
                <Grid size={{ xs: 12, sm: 4 }}>
                  <FormTextField name="developmentPhase" label="Development Phase" select helperText={FITTED}>
                    {Options({ values: DEVELOPMENT_PHASES, none: 'Any' })}
                  </FormTextField>
                </Grid>
                <Grid size={{ xs: 12, sm: 4 }}>
                  <FormTextField name="scale" label="Scale" select helperText="Clinical or commercial supply, from the phases a company lists.">
                    {[
                      <MenuItem key="" value="">
                        <em>Any</em>
                      </MenuItem>,
                      ...PROJECT_SCALES.map((scale) => (
                        <MenuItem key={scale} value={scale}>
                          {PROJECT_SCALE_LABELS[scale]}
                        </MenuItem>
                      )),
                    ]}
                  </FormTextField>
                </Grid>
                <Grid size={{ xs: 12, sm: 4 }}>
                  <FormTextField name="budget" label="Budget" select helperText={SAVED_NOT_RANKED}>
                    {Options({ values: PROJECT_BUDGETS, none: 'Not specified' })}
                  </FormTextField>
                </Grid>
                <Grid size={12}>
                  <FormControlLabel
                    control={
                      <Checkbox
                        name="excludeFdaWarningLetters"
                        checked={values.excludeFdaWarningLetters}
                        onChange={(event) => void setFieldValue('excludeFdaWarningLetters', event.target.checked)}
                      />
                    }
                    label={warningLetterExclusionLabel(coverage?.coverage ?? [])}
                  />
                </Grid>
              </Grid>
            </Box>
            <Divider />
            <Box component="section" aria-label="Priorities">
              <Typography component="h2" variant="h6">
                What Matters Most?
              </Typography>
              <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
                Set how important each area is to this project, from 1 (low) to 5 (critical).
              </Typography>
              <Grid container columnSpacing={4} rowSpacing={1}>
                {RATING_CATEGORIES.map((category) => (
                  <Grid key={category} size={{ xs: 12, sm: 6 }}>
                    <ImportanceSlider
                      id={`weight-${category}`}
                      label={RATING_CATEGORY_LABELS[category]}
                      value={values.weights[category]}
                      onChange={(value) => void setFieldValue(`weights.${category}`, value)}
                    />
                  </Grid>
                ))}
              </Grid>
            </Box>
            <Button type="submit" variant="contained" size="large" disabled={isSubmitting} startIcon={<TravelExploreOutlinedIcon />}>
              {isSubmitting ? 'Finding Matches...' : 'Find Matches'}
            </Button>
          </Stack>
        </Form>
      )}
    </Formik>
  );
}

/**
 * "Adjust priorities" on the results: the eight importance sliders of the form, re-ranking the same
 * project without re-typing it.
 */
function AdjustPriorities({ weights, onRerank }: { weights: Record<RatingCategory, number>; onRerank: (weights: Record<RatingCategory, number>) => Promise<void> }) {
  const [draft, setDraft] = useState(weights);
  const [busy, setBusy] = useState(false);
  const changed = RATING_CATEGORIES.some((category) => draft[category] !== weights[category]);
  return (
    <Card variant="outlined" component="section" aria-labelledby="adjust-priorities-title">
      <CardContent>
        <Typography id="adjust-priorities-title" component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
          Adjust priorities
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1.5 }}>
          Change what matters and re-rank the same project.
        </Typography>
        <Grid container columnSpacing={4} rowSpacing={0.5}>
          {RATING_CATEGORIES.map((category) => (
            <Grid key={category} size={{ xs: 12, sm: 6 }}>
              <ImportanceSlider
                id={`adjust-${category}`}
                label={RATING_CATEGORY_LABELS[category]}
                value={draft[category]}
                onChange={(value) => setDraft((current) => ({ ...current, [category]: value }))}
              />
            </Grid>
          ))}
        </Grid>
        <Button
          variant="contained"
          disabled={!changed || busy}
          onClick={async () => {
            setBusy(true);
            try {
              await onRerank(draft);
            } finally {
              setBusy(false);
            }
          }}
          sx={{ mt: 1.5 }}
        >
          {busy ? 'Re-ranking...' : 'Re-rank matches'}
        </Button>
      </CardContent>
    </Card>
  );
}

/** What a visitor reads under their 3 matches: what a member account adds, and where to apply. */
function VisitorInvitation() {
  return (
    <Alert
      severity="info"
      action={
        <Button component={RouterLink} to={paths.auth.signup.getHref()} color="inherit" size="small" variant="outlined">
          Apply for free
        </Button>
      }
    >
      You are seeing the top {FREE_MATCH_RESULTS} matches. Verified industry professionals get a free account: their runs are kept at their own address, can be re-ranked
      later and sent to a project; paid plans show up to 25 matches.
    </Alert>
  );
}

/** The results of a run: the requirement, the ranked matches, what to do with them and the priorities to re-rank with. */
export function Results({
  result,
  weights,
  onNewSearch,
  onRerank,
  actions,
}: {
  result: ProjectMatches;
  weights: Record<RatingCategory, number>;
  onNewSearch: () => void;
  onRerank: (weights: Record<RatingCategory, number>) => Promise<void>;
  /** Buttons acting on the whole run (a member's stored run). */
  actions?: ReactNode;
}) {
  const { requirement, matches, limit } = result;
  const visitor = requirement.id === null;
  const demoMode = useAppInfo().data?.demoMode ?? false;
  // The form is replaced by the results: move focus to their heading so keyboard and screen-reader users follow.
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <Stack spacing={2.5}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}>
        <Box>
          <Typography component="h2" variant="h5" ref={heading} tabIndex={-1} sx={{ outline: 'none' }}>
            {requirement.projectName ? `Matches for ${requirement.projectName}` : 'Your Matches'}
          </Typography>
          <Typography sx={{ color: 'text.secondary' }}>
            {requirement.projectType} · {requirement.timeline}
            {requirement.geography ? ` · ${requirement.geography}` : ''}
            {requirement.therapeuticArea ? ` · ${requirement.therapeuticArea}` : ''}
            {requirement.moleculeType ? ` · ${requirement.moleculeType}` : ''}
            {requirement.developmentPhase ? ` · ${requirement.developmentPhase}` : ''}
            {requirement.scale ? ` · ${PROJECT_SCALE_LABELS[requirement.scale]}` : ''}
            {requirement.excludeFdaWarningLetters ? ' · No FDA warning letters' : ''}
          </Typography>
        </Box>
        <Button onClick={onNewSearch} startIcon={<ArrowBackIcon />} variant="outlined">
          {matches.length === 0 ? 'Try Different Requirements' : 'New Search'}
        </Button>
      </Stack>
      {demoMode && matches.length > 0 && (
        <Alert severity="warning">
          This is a demo server: these scores include generated demo reviews, each labelled “Demo review” on the company profile. They are not real experiences of these
          companies.
        </Alert>
      )}
      {matches.length === 0 ? (
        <Alert severity="info">{MATCH_MESSAGES.noMatches}</Alert>
      ) : (
        matches.map((match, index) => <MatchResultCard key={match.id} match={match} rank={index + 1} />)
      )}
      {matches.length > 1 && (
        <Stack direction="row" spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
          {actions}
          <Button component={RouterLink} to={paths.compare.getHref(matches.slice(0, 4).map((match) => match.id))} variant="outlined">
            Compare these
          </Button>
        </Stack>
      )}
      {visitor ? (
        <VisitorInvitation />
      ) : (
        limit === FREE_MATCH_RESULTS &&
        matches.length === limit && <Alert severity="info">The Free plan shows your top {FREE_MATCH_RESULTS} matches. Paid plans show up to 25.</Alert>
      )}
      <AdjustPriorities key={JSON.stringify(weights)} weights={weights} onRerank={onRerank} />
    </Stack>
  );
}

/**
 * The form, then the results. A member's run is stored: the page moves to its address (/find-match/{id}); a
 * visitor's is shown here and kept nowhere.
 */
function FindMatch() {
  const toast = useToast();
  const navigate = useNavigate();
  const { trigger } = useFindMatches();
  const [result, setResult] = useState<ProjectMatches | null>(null);
  const [lastValues, setLastValues] = useState<MatchFormValues>(initialMatchValues);

  async function submit(values: MatchFormValues) {
    try {
      const found = await trigger(matchRequest(values));
      setLastValues(values);
      if (found.matches.length === 0) toast({ title: MATCH_MESSAGES.noMatchesTitle, message: MATCH_MESSAGES.noMatches });
      else toast({ title: MATCH_MESSAGES.foundTitle, message: matchesFoundMessage(found.matches.length), variant: 'success' });
      if (found.requirement.id) navigate(paths.findMatchRun.getHref(found.requirement.id));
      else setResult(found);
    } catch (error) {
      toast({ title: 'Error', message: errorMessage(error, MATCH_MESSAGES.failed), variant: 'error' });
    }
  }

  const rerank = (weights: Record<RatingCategory, number>) => submit(withWeights(lastValues, weights));

  return (
    <Grid container spacing={3}>
      <Grid size={{ xs: 12, md: 8 }}>
        {result ? (
          <Results result={result} weights={lastValues.weights} onNewSearch={() => setResult(null)} onRerank={rerank} />
        ) : (
          <Card>
            <CardContent sx={{ p: { xs: 2.5, md: 4 } }}>
              <RequirementsForm initialValues={lastValues} onSubmit={submit} />
            </CardContent>
          </Card>
        )}
      </Grid>
      <Grid size={{ xs: 12, md: 4 }}>
        <Box sx={{ position: { md: 'sticky' }, top: { md: 88 } }}>
          <HowScoresWork />
        </Box>
      </Grid>
    </Grid>
  );
}

/** /find-match: rank providers against a project's criteria and priorities; open to visitors (top 3, not kept). */
export function FindMatchPage() {
  useDocumentTitle('Find Match');
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', md: '2.1rem' }, mb: 1 }}>
        Find Your Match
      </Typography>
      <Typography sx={{ color: 'text.secondary', mb: 3 }}>
        Tell us about your project and what matters most; we rank providers on how well they fit it and on what verified professionals say about them.
      </Typography>
      <FindMatch />
    </Container>
  );
}
