import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import VerifiedUserOutlinedIcon from '@mui/icons-material/VerifiedUserOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Divider from '@mui/material/Divider';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import Skeleton from '@mui/material/Skeleton';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Form, Formik, getIn, type FormikHelpers, type FormikProps } from 'formik';
import { useCallback, useRef, useState, type ReactNode } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import type { CompanyType } from '@domain/directory/taxonomy';
import { RATING_CATEGORIES, RATING_CATEGORY_LABELS } from '@domain/reviews/rating-categories';
import { DEVELOPMENT_PHASES, MOLECULE_TYPES, THERAPEUTIC_AREAS } from '@domain/directory/taxonomy';
import { ORGANIZATION_TYPES, PROJECT_DURATIONS, PROJECT_SIZES, REVIEWER_ROLES, WORK_TIMEFRAMES } from '@domain/reviews/review';
import { canSubmitReviews, REVIEW_MESSAGES, REVIEW_PROS_CONS_MAX_LENGTH } from '@domain/reviews/review-rules';
import { ANONYMITY_THRESHOLD } from '@domain/reviews/review-page';
import type { CurrentUser } from '../../api/types';
import { CenteredCard } from '../../components/centered-card';
import { CompanyTypeField } from '../../components/company-type-field';
import { FormTextField } from '../../components/form-text-field';
import { RatingPicker } from '../../components/rating-picker';
import { RequireSignIn } from '../../components/require-sign-in';
import { useToast } from '../../components/use-toast';
import { paths } from '../../config/paths';
import { errorMessage } from '../../lib/error-message';
import { useDocumentTitle } from '../../lib/use-document-title';
import { submitCompany } from '../../api/company-submissions';
import { useCompany } from '../../api/companies';
import type { CompanyOption } from '../../api/types';
import { useReviewEligibility, useSubmitReview } from './api/submit-review';
import { FocusFirstError } from '../../components/focus-first-error';
import { CompanyPicker } from '../../components/company-picker';
import { NewCompanyPanel } from './components/new-company-panel';
import { ReviewSubmitted } from './components/review-submitted';
import { SelectedCompanyCard } from './components/selected-company-card';
import { countryOfLocation, emptyNewCompany, initialReviewValues, newCompanyEntered, reviewPayload, reviewSchema, type ReviewFormValues } from './review-form';
import { InvitationNotice } from './components/invitation-notice';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" aria-label={title}>
      <Typography component="h2" variant="h6" sx={{ mb: 2 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/** A select's options, each shown as it is stored (the review's lists are in words already). */
function menuItems(options: readonly string[]) {
  return options.map((option) => (
    <MenuItem key={option} value={option}>
      {option}
    </MenuItem>
  ));
}

/** A select of a list whose first option, "Not specified", leaves the answer out. */
function OptionalSelect({ name, label, options }: { name: string; label: string; options: readonly string[] }) {
  return (
    <FormTextField name={name} label={label} select slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}>
      <MenuItem value="">Not specified</MenuItem>
      {menuItems(options)}
    </FormTextField>
  );
}

/** Whether the picked company can be reviewed now; the API's own message when not (12 months, conflict of interest). */
function EligibilityNotice({ companyId }: { companyId: string | null }) {
  const { data } = useReviewEligibility(companyId);
  if (!data || data.eligible) return null;
  return (
    <Alert severity="warning" sx={{ mt: 2 }} role="alert">
      {data.message}
    </Alert>
  );
}

function ReviewForm({ form }: { form: FormikProps<ReviewFormValues> }) {
  const { values, errors, touched, submitCount, setFieldValue, setFieldTouched, isSubmitting } = form;
  const showError = (path: string) => (getIn(touched, path) || submitCount > 0 ? (getIn(errors, path) as string | undefined) : undefined);
  const eligibility = useReviewEligibility(values.addingCompany ? null : (values.company?.id ?? null));
  const ineligible = eligibility.data?.eligible === false;
  const targetMissing = values.addingCompany ? !newCompanyEntered(values.newCompany) : values.company === null;
  // The name typed into the picker, carried into "add a new company" when the company is not listed.
  const typedName = useRef('');

  return (
    <Form noValidate aria-label="Submit anonymous review">
      <FocusFirstError />
      <Stack spacing={4}>
        <Section title="Service Provider">
          <Grid container spacing={2}>
            <Grid size={{ xs: 12, sm: 4 }}>
              <CompanyTypeField name="serviceType" label="Service Type" />
            </Grid>
            <Grid size={{ xs: 12, sm: 8 }}>
              {!values.addingCompany && (
                <CompanyPicker
                  id="review-company"
                  notFoundText={values.serviceType ? `No listed ${values.serviceType} matches. Add it below.` : 'No listed company matches. Add it below.'}
                  type={values.serviceType || null}
                  onTextChange={(text) => {
                    typedName.current = text;
                  }}
                  value={values.company}
                  onChange={(company) => {
                    void setFieldValue('company', company);
                    if (company && !values.serviceType) void setFieldValue('serviceType', company.type);
                  }}
                  error={showError('company')}
                  disabled={isSubmitting}
                />
              )}
            </Grid>
          </Grid>
          {values.addingCompany ? (
            <Box sx={{ mt: 2 }}>
              <NewCompanyPanel
                disabled={isSubmitting}
                onCancel={() => {
                  void setFieldValue('addingCompany', false);
                  void setFieldValue('newCompany', emptyNewCompany);
                }}
              />
            </Box>
          ) : (
            <>
              <EligibilityNotice companyId={values.company?.id ?? null} />
              <Button
                sx={{ mt: 1 }}
                disabled={isSubmitting}
                onClick={() => {
                  const name = values.company ? '' : typedName.current.trim();
                  void setFieldValue('company', null);
                  void setFieldValue('newCompany', { ...values.newCompany, name, type: values.newCompany.type || values.serviceType });
                  void setFieldValue('addingCompany', true);
                }}
              >
                Company not listed? Add it here
              </Button>
            </>
          )}
        </Section>

        <Divider />

        <Section title="Your Experience">
          <Stack spacing={2.5}>
            <Box>
              <FormLabel id="experience-type-label" sx={{ fontWeight: 600, color: 'text.primary' }}>
                Experience Type
              </FormLabel>
              <RadioGroup
                row
                aria-labelledby="experience-type-label"
                name="experienceType"
                value={values.experienceType}
                onChange={(event) => void setFieldValue('experienceType', event.target.value)}
              >
                <FormControlLabel value="project" control={<Radio />} label="Worked on a project with them" />
                <FormControlLabel value="rfp" control={<Radio />} label="Went through an RFP or proposal" />
              </RadioGroup>
            </Box>
            <Grid container spacing={2}>
              <Grid size={{ xs: 12, sm: 4 }}>
                <FormTextField name="projectSize" label="Project Size" select>
                  {menuItems(PROJECT_SIZES)}
                </FormTextField>
              </Grid>
              <Grid size={{ xs: 12, sm: 4 }}>
                <FormTextField name="projectDuration" label="Project Duration" select>
                  {menuItems(PROJECT_DURATIONS)}
                </FormTextField>
              </Grid>
              <Grid size={{ xs: 12, sm: 4 }}>
                <FormTextField name="workTimeframe" label="When Was the Work?" select required>
                  {menuItems(WORK_TIMEFRAMES)}
                </FormTextField>
              </Grid>
            </Grid>
          </Stack>
        </Section>

        <Divider />

        <Section title="Ratings">
          <Typography variant="body2" sx={{ color: 'text.secondary', mt: -1, mb: 2.5 }}>
            Rate each area from 1 (poor) to 10 (excellent), or choose Not Applicable when it did not come up.
          </Typography>
          <Stack spacing={3}>
            {RATING_CATEGORIES.map((category) => (
              <RatingPicker
                key={category}
                id={`rating-${category}`}
                label={RATING_CATEGORY_LABELS[category]}
                value={values.ratings[category]}
                onChange={(value) => {
                  void setFieldValue(`ratings.${category}`, value);
                  void setFieldTouched(`ratings.${category}`, true, false);
                }}
                error={showError(`ratings.${category}`)}
              />
            ))}
          </Stack>
        </Section>

        <Divider />

        <Section title="About You and the Project (optional)">
          <Typography variant="body2" sx={{ color: 'text.secondary', mt: -1, mb: 2.5 }}>
            Every answer here is optional. Your role and organisation type are shown only once the company has {ANONYMITY_THRESHOLD} approved reviews, so they cannot
            point to you.
          </Typography>
          <Grid container spacing={2}>
            <Grid size={{ xs: 12, sm: 6 }}>
              <OptionalSelect name="context.reviewerRole" label="Your Role" options={REVIEWER_ROLES} />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <OptionalSelect name="context.organizationType" label="Organization Type" options={ORGANIZATION_TYPES} />
            </Grid>
            <Grid size={{ xs: 12, sm: 4 }}>
              <OptionalSelect name="context.therapeuticArea" label="Therapeutic Area" options={THERAPEUTIC_AREAS} />
            </Grid>
            <Grid size={{ xs: 12, sm: 4 }}>
              <OptionalSelect name="context.moleculeType" label="Modality" options={MOLECULE_TYPES} />
            </Grid>
            <Grid size={{ xs: 12, sm: 4 }}>
              <OptionalSelect name="context.developmentPhase" label="Development Phase" options={DEVELOPMENT_PHASES} />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <FormTextField name="context.pros" label="Pros (optional)" multiline minRows={3} helperText={`Up to ${REVIEW_PROS_CONS_MAX_LENGTH} characters`} />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <FormTextField name="context.cons" label="Cons (optional)" multiline minRows={3} helperText={`Up to ${REVIEW_PROS_CONS_MAX_LENGTH} characters`} />
            </Grid>
          </Grid>
          <Box sx={{ mt: 2 }}>
            <FormLabel id="would-recommend-label">Would you recommend this provider?</FormLabel>
            <RadioGroup
              row
              aria-labelledby="would-recommend-label"
              name="context.wouldRecommend"
              value={values.context.wouldRecommend}
              onChange={(e) => void setFieldValue('context.wouldRecommend', e.target.value)}
            >
              <FormControlLabel value="yes" control={<Radio />} label="Yes" />
              <FormControlLabel value="no" control={<Radio />} label="No" />
              <FormControlLabel value="" control={<Radio />} label="Prefer not to say" />
            </RadioGroup>
          </Box>
        </Section>

        <Divider />

        <Section title="Comments">
          <FormTextField
            name="comments"
            label="Comments (optional)"
            multiline
            minRows={4}
            placeholder="What went well, what could have gone better, and what should others know before working with them?"
            helperText="Do not name individuals or share confidential information."
          />
          <Typography variant="body2" sx={{ color: 'text.secondary', mt: 1.5 }}>
            By submitting you agree to our{' '}
            <Link component={RouterLink} to={paths.legalTerms.getHref()}>
              legal terms
            </Link>
            , including the rules on anonymity and prohibited content.
          </Typography>
        </Section>

        <Button type="submit" variant="contained" size="large" disabled={isSubmitting || targetMissing || ineligible}>
          {isSubmitting ? 'Submitting...' : 'Submit Review'}
        </Button>
      </Stack>
    </Form>
  );
}

function VerificationNeeded() {
  return (
    <CenteredCard
      title="Verification Required"
      description="Reviews come only from verified industry professionals. Your account is still waiting for verification; you can submit reviews once it is approved."
    >
      <Box sx={{ display: 'flex', justifyContent: 'center' }}>
        <Button component={RouterLink} to={paths.emailVerification.getHref()} variant="contained">
          Check Verification Status
        </Button>
      </Box>
    </CenteredCard>
  );
}

function SubmitReview() {
  const toast = useToast();
  const [searchParams, setSearchParams] = useSearchParams();
  // `company` from the profile's links; `companyId` from the mailed invitation to review an awarded RFP's company.
  const preselectedId = searchParams.get('company') ?? searchParams.get('companyId');
  const preselected = useCompany(preselectedId, { shouldRetryOnError: false });
  // A provider's invitation (the mailed link) applies to the company it names only.
  const invitation = searchParams.get('invitation');
  const { trigger } = useSubmitReview();
  const [outcome, setOutcome] = useState<'pending' | 'held' | null>(null);
  const [formKey, setFormKey] = useState(0);
  // A company proposed by an attempt whose review then failed: a retry links to it instead of proposing it again.
  const proposed = useRef<{ company: string; submissionId: string } | null>(null);
  const reset = useCallback(() => {
    setOutcome(null);
    setFormKey((key) => key + 1);
  }, []);

  if (outcome) return <ReviewSubmitted held={outcome === 'held'} onDone={reset} />;
  // Wait for a company named in the address, so the form never resets under the member's typing.
  if (preselected.isLoading) return <FormSkeleton />;

  async function submit(values: ReviewFormValues, helpers: FormikHelpers<ReviewFormValues>) {
    try {
      let target: { companyId: string } | { pendingCompanySubmission: string };
      if (values.addingCompany) {
        const { name, type, location, website } = values.newCompany;
        if (!name.trim() || !type || !location.trim()) {
          toast({ title: 'Error', message: REVIEW_MESSAGES.newCompanyFields, variant: 'error' });
          return;
        }
        const proposal = {
          name: name.trim(),
          type: type as CompanyType,
          location: location.trim(),
          country: countryOfLocation(location),
          ...(website.trim() ? { website: website.trim() } : {}),
          contactEmail: '',
          services: [],
          therapeuticAreas: [],
          serviceLocations: [],
        };
        const key = JSON.stringify(proposal);
        if (proposed.current?.company !== key) {
          const { submission } = await submitCompany(proposal);
          proposed.current = { company: key, submissionId: submission.id };
        }
        target = { pendingCompanySubmission: proposed.current.submissionId };
      } else {
        target = { companyId: (values.company as CompanyOption).id };
      }
      const invited = invitation && 'companyId' in target && target.companyId === preselectedId ? { invitation } : {};
      const result = await trigger({ ...reviewPayload(values, target), ...invited });
      proposed.current = null;
      helpers.resetForm();
      // The next review starts blank: the company just reviewed (and its invitation) is not chosen again.
      if (searchParams.has('company') || searchParams.has('invitation')) setSearchParams({}, { replace: true });
      setOutcome(result.moderationStatus === 'held' ? 'held' : 'pending');
    } catch (error) {
      toast({ title: 'Error', message: errorMessage(error, REVIEW_MESSAGES.submitFailed), variant: 'error' });
    }
  }

  const company = preselected.data ?? null;
  return (
    <Formik key={`${formKey}-${company?.id ?? ''}`} initialValues={initialReviewValues(company)} validationSchema={reviewSchema} onSubmit={submit}>
      {(form) => (
        <Grid container spacing={3}>
          <Grid size={{ xs: 12, md: 8 }}>
            <Card>
              <CardContent sx={{ p: { xs: 2.5, md: 4 } }}>
                <ReviewForm form={form} />
              </CardContent>
            </Card>
          </Grid>
          <Grid size={{ xs: 12, md: 4 }}>
            <Stack spacing={3} sx={{ position: { md: 'sticky' }, top: { md: 88 } }}>
              {form.values.company && <SelectedCompanyCard company={form.values.company} />}
              {invitation && company && form.values.company?.id === company.id && <InvitationNotice companyName={company.name} />}
              <Alert severity="info" icon={<LockOutlinedIcon />}>
                Your review is anonymous. Providers and other members never see your name, email or employer.
              </Alert>
            </Stack>
          </Grid>
        </Grid>
      )}
    </Formik>
  );
}

function FormSkeleton() {
  return <Skeleton variant="rounded" height={640} aria-label="Loading the review form" />;
}

function ReviewerOnly({ user }: { user: CurrentUser }) {
  return canSubmitReviews(user) ? <SubmitReview /> : <VerificationNeeded />;
}

/** /submit-review: an approved member's anonymous review (docs/screens.md#screens, docs/api-contract.md#form-rules, docs/screens.md#messages). */
export function SubmitReviewPage() {
  useDocumentTitle('Submit Review');
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', md: '2.1rem' }, mb: 1 }}>
        Submit Anonymous Review
      </Typography>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', color: 'text.secondary', mb: 3 }}>
        <VerifiedUserOutlinedIcon fontSize="small" aria-hidden="true" />
        <Typography>A verified professional email is required to submit reviews. Every review is anonymous.</Typography>
      </Stack>
      <RequireSignIn>{(user) => <ReviewerOnly user={user} />}</RequireSignIn>
    </Container>
  );
}
