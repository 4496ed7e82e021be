import Chip from '@mui/material/Chip';
import Tooltip from '@mui/material/Tooltip';
import { alpha } from '@mui/material/styles';
import { COMPANY_TYPE_LABELS, type CompanyType } from '@domain/directory/taxonomy';

/**
 * The company type as a small badge; CRDMO explains itself ("Integrated CRO-CDMO") on hover, with the spec's
 * tooltip delays (theme). The tooltip gives the badge its accessible name.
 */
export function TypeBadge({ type, size = 'small' }: { type: CompanyType; size?: 'small' | 'medium' }) {
  const label = COMPANY_TYPE_LABELS[type];
  const chip = (
    <Chip
      label={type}
      size={size}
      sx={{
        bgcolor: (theme) => alpha(theme.palette.primary.main, 0.09),
        color: 'primary.dark',
        fontWeight: 600,
        letterSpacing: '0.02em',
      }}
    />
  );
  return label !== type ? <Tooltip title={label}>{chip}</Tooltip> : chip;
}
