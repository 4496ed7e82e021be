import Chip from '@mui/material/Chip';
import type { RfpRecipient } from '../../api/types';
import { OUTCOME_LABELS, RECIPIENT_STATUS_COLORS, RECIPIENT_STATUS_LABELS } from './rfp-labels';

/** One recipient's status as a chip ("Viewed", "Bid received"), or its outcome once the RFP is awarded. */
export function RecipientStatusChip({ recipient }: { recipient: Pick<RfpRecipient, 'status' | 'outcome'> }) {
  const label = recipient.outcome ? OUTCOME_LABELS[recipient.outcome] : RECIPIENT_STATUS_LABELS[recipient.status];
  const color = recipient.outcome === 'awarded' ? 'success' : recipient.outcome ? 'default' : RECIPIENT_STATUS_COLORS[recipient.status];
  return <Chip size="small" label={label} color={color} variant={recipient.outcome === 'not_selected' ? 'outlined' : 'filled'} />;
}
