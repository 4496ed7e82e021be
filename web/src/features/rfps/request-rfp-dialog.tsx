import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import { Form, Formik, useField } from 'formik';
import { useId } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import * as yup from 'yup';
import { PROJECT_BUDGETS, PROJECT_TYPES } from '@domain/matching/project-requirements';
import { ORGANIZATION_TYPES } from '@domain/reviews/review';
import { RFP_MESSAGES, RFP_RECIPIENTS_MAX, RFP_RECIPIENTS_MIN, RFP_SCOPE_MAX_LENGTH, RFP_TITLE_MAX_LENGTH } from '@domain/rfps/rfp-rules';
import { sendRfp } from '../../api/rfps';
import type { NewRfpInput, ProjectDetail } from '../../api/types';
import { FocusFirstError } from '../../components/focus-first-error';
import { FormStatusAlert } from '../../components/form-status-alert';
import { FormTextField } from '../../components/form-text-field';
import { paths } from '../../config/paths';
import { errorMessage } from '../../lib/error-message';

interface RequestValues {
  title: string;
  scope: string;
  /** `YYYY-MM-DDTHH:mm` in the buyer's time zone, as the date-time field holds it. */
  deadline: string;
  budgetBand: string;
  projectType: string;
  revealIdentity: boolean;
  buyerOrganizationType: string;
  companyIds: string[];
}

const schemaFor = (needsProjectType: boolean) =>
  yup.object({
    title: yup.string().trim().required(RFP_MESSAGES.title).max(RFP_TITLE_MAX_LENGTH, RFP_MESSAGES.title),
    scope: yup.string().trim().required(RFP_MESSAGES.scope).max(RFP_SCOPE_MAX_LENGTH, RFP_MESSAGES.scope),
    deadline: yup
      .string()
      .required(RFP_MESSAGES.deadline)
      .test('future', RFP_MESSAGES.deadline, (value) => Boolean(value) && new Date(value).getTime() > Date.now()),
    projectType: needsProjectType ? yup.string().required(RFP_MESSAGES.projectType) : yup.string(),
    companyIds: yup.array(yup.string()).min(RFP_RECIPIENTS_MIN, RFP_MESSAGES.companies).max(RFP_RECIPIENTS_MAX, RFP_MESSAGES.companies),
  });

/** The project's companies as checkboxes, at most five ticked. */
function CompanyChoice({ project }: { project: ProjectDetail }) {
  const [field, meta, helpers] = useField<string[]>('companyIds');
  const helpId = useId();
  const showError = meta.touched && Boolean(meta.error);
  const toggle = (id: string, on: boolean) => {
    void helpers.setTouched(true, false);
    void helpers.setValue(on ? [...field.value, id] : field.value.filter((value) => value !== id));
  };
  return (
    <FormControl component="fieldset" error={showError} id="field-companyIds">
      <FormLabel component="legend">
        Companies ({RFP_RECIPIENTS_MIN} to {RFP_RECIPIENTS_MAX})
      </FormLabel>
      <FormGroup aria-describedby={helpId}>
        {project.companies.map(({ company }) => (
          <FormControlLabel
            key={company.id}
            label={company.name}
            control={
              <Checkbox
                checked={field.value.includes(company.id)}
                disabled={!field.value.includes(company.id) && field.value.length >= RFP_RECIPIENTS_MAX}
                onChange={(event) => toggle(company.id, event.target.checked)}
              />
            }
          />
        ))}
      </FormGroup>
      <FormHelperText id={helpId}>
        {showError ? meta.error : 'Companies with a verified vendor get it in their inbox; you can invite someone at the others by email.'}
      </FormHelperText>
    </FormControl>
  );
}

/**
 * "Request proposals": the RFP's title, scope, deadline, budget band, project type (when the brief names none), whether
 * to show the buyer's name and company, and 1-5 of the project's companies; sent, it opens the RFP's page.
 */
export function RequestRfpDialog({ project, onClose }: { project: ProjectDetail; onClose: () => void }) {
  const { mutate } = useSWRConfig();
  const navigate = useNavigate();
  const titleId = useId();
  const needsProjectType = !project.brief.projectType;
  const initialValues: RequestValues = {
    title: '',
    scope: project.brief.description ?? '',
    deadline: '',
    budgetBand: project.brief.budget ?? '',
    projectType: '',
    revealIdentity: false,
    buyerOrganizationType: '',
    companyIds: project.companies.slice(0, RFP_RECIPIENTS_MAX).map(({ company }) => company.id),
  };
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <Formik
        initialValues={initialValues}
        validationSchema={schemaFor(needsProjectType)}
        onSubmit={async (values, helpers) => {
          const body: NewRfpInput = {
            title: values.title.trim(),
            scope: values.scope.trim(),
            deadline: new Date(values.deadline).toISOString(),
            revealIdentity: values.revealIdentity,
            companyIds: values.companyIds,
            ...(values.budgetBand ? { budgetBand: values.budgetBand as NewRfpInput['budgetBand'] } : {}),
            ...(values.projectType ? { projectType: values.projectType as NewRfpInput['projectType'] } : {}),
            ...(!values.revealIdentity && values.buyerOrganizationType
              ? { buyerOrganizationType: values.buyerOrganizationType as NewRfpInput['buyerOrganizationType'] }
              : {}),
          };
          try {
            const rfp = await sendRfp(mutate, project.id, body);
            navigate(paths.rfps.detail.getHref(rfp.id));
          } catch (error) {
            helpers.setStatus(errorMessage(error, 'Could not send the RFP. Please try again.'));
          }
        }}
      >
        {({ isSubmitting, values, setFieldValue }) => (
          <Form noValidate aria-labelledby={titleId}>
            <DialogTitle id={titleId}>Request proposals</DialogTitle>
            <DialogContent>
              <FormStatusAlert />
              <FocusFirstError />
              <Stack spacing={2} sx={{ pt: 1 }}>
                <FormTextField name="title" label="Title" required fullWidth slotProps={{ htmlInput: { maxLength: RFP_TITLE_MAX_LENGTH } }} />
                <FormTextField
                  name="scope"
                  label="Scope"
                  required
                  fullWidth
                  multiline
                  minRows={4}
                  maxRows={12}
                  helperText="What you need, the timeline you have in mind and anything a proposal must cover."
                  slotProps={{ htmlInput: { maxLength: RFP_SCOPE_MAX_LENGTH } }}
                />
                <FormTextField name="deadline" label="Proposals due" type="datetime-local" required fullWidth slotProps={{ inputLabel: { shrink: true } }} />
                <FormTextField name="budgetBand" label="Budget" select fullWidth slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}>
                  <MenuItem value="">Not stated</MenuItem>
                  {PROJECT_BUDGETS.map((band) => (
                    <MenuItem key={band} value={band}>
                      {band}
                    </MenuItem>
                  ))}
                </FormTextField>
                {needsProjectType && (
                  <FormTextField name="projectType" label="Project type" select required fullWidth helperText="It sets the cost categories of the bids.">
                    {PROJECT_TYPES.map((type) => (
                      <MenuItem key={type} value={type}>
                        {type}
                      </MenuItem>
                    ))}
                  </FormTextField>
                )}
                <CompanyChoice project={project} />
                <FormControlLabel
                  control={<Checkbox checked={values.revealIdentity} onChange={(event) => void setFieldValue('revealIdentity', event.target.checked)} />}
                  label="Show my name and company to the recipients"
                />
                {!values.revealIdentity && (
                  <>
                    <FormTextField
                      name="buyerOrganizationType"
                      label="Your type of organization"
                      select
                      fullWidth
                      helperText="Recipients read “A verified member at a biotech company”, say: never your name or company."
                      slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
                    >
                      <MenuItem value="">Not stated</MenuItem>
                      {ORGANIZATION_TYPES.map((type) => (
                        <MenuItem key={type} value={type}>
                          {type}
                        </MenuItem>
                      ))}
                    </FormTextField>
                  </>
                )}
              </Stack>
            </DialogContent>
            <DialogActions>
              <Button onClick={onClose}>Cancel</Button>
              <Button type="submit" variant="contained" disabled={isSubmitting}>
                {isSubmitting ? 'Sending…' : 'Send RFP'}
              </Button>
            </DialogActions>
          </Form>
        )}
      </Formik>
    </Dialog>
  );
}
