import Chip from '@mui/material/Chip';
import { alpha } from '@mui/material/styles';
import { COMPANY_TYPE_LABELS, type CompanyType } from '@domain/directory/taxonomy';
import { useIdleTooltip } from './idle-tooltip';

/**
 * The company type as a small badge; CRDMO explains itself ("Integrated CRO-CDMO") on hover, with the spec's
 * tooltip delays (theme). Before the tooltip's code has come, the badge carries the same accessible name the
 * tooltip gives it (`aria-label`), so screen readers hear the same thing either way.
 */
export function TypeBadge({ type, size = 'small' }: { type: CompanyType; size?: 'small' | 'medium' }) {
  const label = COMPANY_TYPE_LABELS[type];
  const explained = label !== type;
  const Tooltip = useIdleTooltip(explained);
  const chip = (
    <Chip
      label={type}
      size={size}
      // Not even `undefined` once the tooltip wraps it: the tooltip's own aria-label would be overwritten.
      {...(explained && !Tooltip ? { 'aria-label': label } : {})}
      sx={{
        bgcolor: (theme) => alpha(theme.palette.primary.main, 0.09),
        color: 'primary.dark',
        fontWeight: 600,
        letterSpacing: '0.02em',
      }}
    />
  );
  return explained && Tooltip ? <Tooltip title={label}>{chip}</Tooltip> : chip;
}
