/**
 * How the RFP's states read on screen (docs/rfps.md): a recipient's status and outcome as the buyer sees them, and the
 * RFP's own status. The colours keep "awarded" and "declined" apart at a glance; the words carry the meaning.
 */
import type { ChipProps } from '@mui/material/Chip';
import type { RfpRecipientStatus, RfpStatus } from '../../api/types';

/** A recipient company's status, in the words of the RFP pages. */
export const RECIPIENT_STATUS_LABELS: Record<RfpRecipientStatus, string> = {
  awaiting_claim: 'Awaiting claim',
  delivered: 'Delivered',
  viewed: 'Viewed',
  bid: 'Bid received',
  declined: 'Declined',
};

export const RECIPIENT_STATUS_COLORS: Record<RfpRecipientStatus, ChipProps['color']> = {
  awaiting_claim: 'warning',
  delivered: 'default',
  viewed: 'info',
  bid: 'primary',
  declined: 'default',
};

/** The RFP's status. */
export const RFP_STATUS_LABELS: Record<RfpStatus, string> = { open: 'Open', awarded: 'Awarded', closed: 'Closed' };

/** The award's outcome for one recipient. */
export const OUTCOME_LABELS = { awarded: 'Awarded', not_selected: 'Not selected' } as const;

/** A whole-dollar or cents amount as the bid grid and comparison show it: "$1,250,000" or "$1,250.50". */
export function formatUsd(amount: number): string {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: Number.isInteger(amount) ? 0 : 2, maximumFractionDigits: 2 }).format(
    amount,
  );
}

/** A deadline or date as "Mar 4, 2027, 5:00 PM" in the reader's time zone. */
export function formatDeadline(iso: string): string {
  return new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });
}

/** A calendar date (YYYY-MM-DD or ISO) as "Mar 4, 2027". */
export function formatDay(iso: string): string {
  const [year, month, day] = iso.slice(0, 10).split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day)).toLocaleDateString('en-US', { dateStyle: 'medium', timeZone: 'UTC' });
}
