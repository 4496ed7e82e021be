import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FieldArray, Form, Formik, getIn, useFormikContext } from 'formik';
import { useSWRConfig } from 'swr';
import * as yup from 'yup';
import {
  BID_AMOUNT_MAX_USD,
  BID_ASSUMPTIONS_MAX_LENGTH,
  BID_DESCRIPTION_MAX_LENGTH,
  BID_FTE_MAX,
  BID_FTE_MIN,
  BID_LINE_ITEMS_MAX,
  BID_LINE_ITEMS_MIN,
  BID_MILESTONES_MAX,
  BID_NAME_MAX_LENGTH,
  BID_TEAM_MAX,
  BID_TIMELINE_WEEKS_MAX,
  BID_TIMELINE_WEEKS_MIN,
  RFP_EXTRA_MESSAGES,
  RFP_MESSAGES,
} from '@domain/rfps/rfp-rules';
import { putBid } from '../../api/rfps';
import type { Bid, BidInput, VendorRfp } from '../../api/types';
import { FocusFirstError } from '../../components/focus-first-error';
import { FormStatusAlert } from '../../components/form-status-alert';
import { FormTextField } from '../../components/form-text-field';
import { errorMessage } from '../../lib/error-message';
import { formatUsd } from './rfp-labels';

interface BidValues {
  lineItems: { category: string; description: string; amountUsd: string }[];
  timelineWeeks: string;
  milestones: { name: string; week: string }[];
  team: { role: string; fte: string }[];
  assumptions: string;
  /** YYYY-MM-DD. */
  validUntil: string;
}

/** Today in the vendor's time zone as YYYY-MM-DD (the earliest "valid until"). */
function today(): string {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
}

/** An amount as typed: whole dollars or cents, with an optional $ and thousands commas ("$120,000", "950.50"). */
const AMOUNT_PATTERN = /^-?\$?\d[\d,]*(\.\d{1,2})?$/;

const amountOf = (text: string) => Number(text.trim().replace(/[$,\s]/g, ''));

/** The sum of the line items in cents, so 0.1 + 0.2 adds up as a buyer would add it. */
function totalCents(items: BidValues['lineItems']): number {
  return items.reduce((sum, item) => sum + (Number.isFinite(amountOf(item.amountUsd)) ? Math.round(amountOf(item.amountUsd) * 100) : 0), 0);
}

const number = (message: string) =>
  yup
    .string()
    .trim()
    .required(message)
    .test('number', message, (value) => value !== undefined && value !== '' && Number.isFinite(Number(value)));

function schemaFor(categories: readonly string[]) {
  return yup.object({
    lineItems: yup
      .array(
        yup.object({
          category: yup
            .string()
            .required(RFP_MESSAGES.category)
            .oneOf([...categories], RFP_MESSAGES.category),
          description: yup.string().max(BID_DESCRIPTION_MAX_LENGTH, RFP_MESSAGES.description),
          amountUsd: yup
            .string()
            .trim()
            .required(RFP_EXTRA_MESSAGES.cents)
            .test('cents', RFP_EXTRA_MESSAGES.cents, (value) => value !== undefined && AMOUNT_PATTERN.test(value.replace(/\s/g, '')))
            .test('negative', RFP_MESSAGES.negativeAmount, (value) => value === undefined || !(amountOf(value) < 0))
            .test('large', RFP_MESSAGES.amountTooLarge, (value) => value === undefined || !(amountOf(value) > BID_AMOUNT_MAX_USD)),
        }),
      )
      .min(BID_LINE_ITEMS_MIN, RFP_MESSAGES.lineItems)
      .max(BID_LINE_ITEMS_MAX, RFP_MESSAGES.lineItems),
    timelineWeeks: number(RFP_MESSAGES.timelineWeeks).test('range', RFP_MESSAGES.timelineWeeks, (value) => {
      const weeks = Number(value);
      return Number.isInteger(weeks) && weeks >= BID_TIMELINE_WEEKS_MIN && weeks <= BID_TIMELINE_WEEKS_MAX;
    }),
    milestones: yup.array(
      yup.object({
        name: yup.string().trim().required(RFP_MESSAGES.milestones).max(BID_NAME_MAX_LENGTH, RFP_MESSAGES.milestones),
        week: number(RFP_MESSAGES.milestones).test('within', RFP_MESSAGES.milestones, function within(value) {
          const timeline = Number(getIn(this.from?.[1]?.value, 'timelineWeeks'));
          const week = Number(value);
          return Number.isInteger(week) && week >= 0 && (!Number.isFinite(timeline) || week <= timeline);
        }),
      }),
    ),
    team: yup.array(
      yup.object({
        role: yup.string().trim().required(RFP_MESSAGES.team).max(BID_NAME_MAX_LENGTH, RFP_MESSAGES.team),
        fte: number(RFP_MESSAGES.team).test('range', RFP_MESSAGES.team, (value) => Number(value) >= BID_FTE_MIN && Number(value) <= BID_FTE_MAX),
      }),
    ),
    assumptions: yup.string().max(BID_ASSUMPTIONS_MAX_LENGTH, RFP_MESSAGES.assumptions),
    validUntil: yup
      .string()
      .required(RFP_MESSAGES.validUntil)
      .test('not-past', RFP_MESSAGES.validUntil, (value) => value !== undefined && value >= today()),
  });
}

function valuesOf(bid: Bid | null, categories: readonly string[]): BidValues {
  if (!bid)
    return {
      lineItems: [{ category: categories[0] ?? '', description: '', amountUsd: '' }],
      timelineWeeks: '',
      milestones: [],
      team: [],
      assumptions: '',
      validUntil: '',
    };
  return {
    lineItems: bid.lineItems.map((item) => ({ category: item.category, description: item.description, amountUsd: String(item.amountUsd) })),
    timelineWeeks: String(bid.timelineWeeks),
    milestones: bid.milestones.map((m) => ({ name: m.name, week: String(m.week) })),
    team: bid.team.map((t) => ({ role: t.role, fte: String(t.fte) })),
    assumptions: bid.assumptions,
    validUntil: bid.validUntil.slice(0, 10),
  };
}

function inputOf(values: BidValues, companyId: string): BidInput {
  return {
    companyId,
    lineItems: values.lineItems.map((item) => ({ category: item.category, description: item.description.trim(), amountUsd: amountOf(item.amountUsd) })),
    totalUsd: totalCents(values.lineItems) / 100,
    timelineWeeks: Number(values.timelineWeeks),
    milestones: values.milestones.map((m) => ({ name: m.name.trim(), week: Number(m.week) })),
    team: values.team.map((t) => ({ role: t.role.trim(), fte: Number(t.fte) })),
    assumptions: values.assumptions.trim(),
    validUntil: values.validUntil,
  };
}

/** The total of the line items, recomputed as they are typed (the server checks it equals their sum). */
function Total() {
  const { values } = useFormikContext<BidValues>();
  return (
    <Typography role="status" sx={{ fontWeight: 700 }}>
      Total: {formatUsd(totalCents(values.lineItems) / 100)}
    </Typography>
  );
}

function LineItems({ categories }: { categories: readonly string[] }) {
  const { values, errors, touched } = useFormikContext<BidValues>();
  const listError = typeof errors.lineItems === 'string' && touched.lineItems ? errors.lineItems : null;
  return (
    <FieldArray name="lineItems">
      {({ push, remove }) => (
        <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
          <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
            Line items
          </Typography>
          <Stack spacing={1.5}>
            {values.lineItems.map((_, index) => (
              <Stack key={index} direction={{ xs: 'column', md: 'row' }} spacing={1} sx={{ alignItems: { md: 'flex-start' } }} data-testid="bid-line-item">
                <FormTextField
                  name={`lineItems.${index}.category`}
                  label={`Category, line ${index + 1}`}
                  select
                  size="small"
                  fullWidth
                  sx={{ width: { md: 280 }, flexShrink: 0 }}
                >
                  {categories.map((category) => (
                    <MenuItem key={category} value={category}>
                      {category}
                    </MenuItem>
                  ))}
                </FormTextField>
                <FormTextField
                  name={`lineItems.${index}.description`}
                  label={`Description, line ${index + 1}`}
                  size="small"
                  fullWidth
                  sx={{ flex: 1, minWidth: 0 }}
                  slotProps={{ htmlInput: { maxLength: BID_DESCRIPTION_MAX_LENGTH } }}
                />
                <FormTextField
                  name={`lineItems.${index}.amountUsd`}
                  label={`Amount (USD), line ${index + 1}`}
                  size="small"
                  fullWidth
                  sx={{ width: { md: 180 }, flexShrink: 0 }}
                  slotProps={{ htmlInput: { inputMode: 'decimal' } }}
                />
                <IconButton aria-label={`Remove line ${index + 1}`} onClick={() => remove(index)} disabled={values.lineItems.length === 1}>
                  <DeleteOutlineIcon />
                </IconButton>
              </Stack>
            ))}
          </Stack>
          {listError && (
            <Typography role="alert" variant="body2" sx={{ color: 'error.main', mt: 1 }}>
              {listError}
            </Typography>
          )}
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mt: 1.5 }}>
            <Button
              startIcon={<AddIcon />}
              onClick={() => push({ category: categories[0] ?? '', description: '', amountUsd: '' })}
              disabled={values.lineItems.length >= BID_LINE_ITEMS_MAX}
            >
              Add line item
            </Button>
            <Box sx={{ flex: 1 }} />
            <Total />
          </Stack>
        </Box>
      )}
    </FieldArray>
  );
}

function Milestones() {
  const { values } = useFormikContext<BidValues>();
  return (
    <FieldArray name="milestones">
      {({ push, remove }) => (
        <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
          <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
            Milestones
          </Typography>
          <Stack spacing={1}>
            {values.milestones.map((_, index) => (
              <Stack key={index} direction={{ xs: 'column', sm: 'row' }} spacing={1}>
                <FormTextField name={`milestones.${index}.name`} label={`Milestone ${index + 1}`} size="small" sx={{ flex: 1 }} />
                <FormTextField
                  name={`milestones.${index}.week`}
                  label={`Week, milestone ${index + 1}`}
                  size="small"
                  slotProps={{ htmlInput: { inputMode: 'numeric' } }}
                  sx={{ width: { sm: 160 } }}
                />
                <IconButton aria-label={`Remove milestone ${index + 1}`} onClick={() => remove(index)}>
                  <DeleteOutlineIcon />
                </IconButton>
              </Stack>
            ))}
          </Stack>
          <Button startIcon={<AddIcon />} onClick={() => push({ name: '', week: '' })} disabled={values.milestones.length >= BID_MILESTONES_MAX} sx={{ mt: 1 }}>
            Add milestone
          </Button>
        </Box>
      )}
    </FieldArray>
  );
}

function Team() {
  const { values } = useFormikContext<BidValues>();
  return (
    <FieldArray name="team">
      {({ push, remove }) => (
        <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
          <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
            Team
          </Typography>
          <Stack spacing={1}>
            {values.team.map((_, index) => (
              <Stack key={index} direction={{ xs: 'column', sm: 'row' }} spacing={1}>
                <FormTextField name={`team.${index}.role`} label={`Role ${index + 1}`} size="small" sx={{ flex: 1 }} />
                <FormTextField
                  name={`team.${index}.fte`}
                  label={`FTE, role ${index + 1}`}
                  size="small"
                  slotProps={{ htmlInput: { inputMode: 'decimal' } }}
                  sx={{ width: { sm: 160 } }}
                />
                <IconButton aria-label={`Remove role ${index + 1}`} onClick={() => remove(index)}>
                  <DeleteOutlineIcon />
                </IconButton>
              </Stack>
            ))}
          </Stack>
          <Button startIcon={<AddIcon />} onClick={() => push({ role: '', fte: '' })} disabled={values.team.length >= BID_TEAM_MAX} sx={{ mt: 1 }}>
            Add role
          </Button>
        </Box>
      )}
    </FieldArray>
  );
}

/**
 * The bid grid: line items by the RFP's categories with the total computed as they are typed, timeline, milestones,
 * team, assumptions and validity. It opens with the current bid when revising; every save is a new revision.
 */
export function BidForm({ rfp, onDone }: { rfp: VendorRfp; onDone?: () => void }) {
  const { mutate } = useSWRConfig();
  return (
    <Formik
      initialValues={valuesOf(rfp.bid, rfp.categories)}
      validationSchema={schemaFor(rfp.categories)}
      onSubmit={async (values, helpers) => {
        helpers.setStatus(null);
        try {
          await putBid(mutate, rfp.id, inputOf(values, rfp.company.id));
          onDone?.();
        } catch (error) {
          helpers.setStatus(errorMessage(error, 'Could not send the bid. Please try again.'));
        }
      }}
    >
      {({ isSubmitting }) => (
        <Form noValidate aria-label={rfp.bid ? 'Revise your bid' : 'Your bid'}>
          <FormStatusAlert />
          <FocusFirstError />
          <Stack spacing={3}>
            <LineItems categories={rfp.categories} />
            <FormTextField name="timelineWeeks" label="Timeline (weeks)" required slotProps={{ htmlInput: { inputMode: 'numeric' } }} sx={{ maxWidth: 220 }} />
            <Milestones />
            <Team />
            <FormTextField name="assumptions" label="Assumptions" multiline minRows={3} fullWidth slotProps={{ htmlInput: { maxLength: BID_ASSUMPTIONS_MAX_LENGTH } }} />
            <FormTextField
              name="validUntil"
              label="Valid until"
              type="date"
              required
              sx={{ maxWidth: 220 }}
              slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: today() } }}
            />
            <Stack direction="row" spacing={1.5}>
              <Button type="submit" variant="contained" disabled={isSubmitting}>
                {isSubmitting ? 'Sending…' : rfp.bid ? 'Submit revision' : 'Submit bid'}
              </Button>
              {onDone && rfp.bid && <Button onClick={onDone}>Cancel</Button>}
            </Stack>
          </Stack>
        </Form>
      )}
    </Formik>
  );
}
