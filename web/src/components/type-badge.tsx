import Chip from '@mui/material/Chip';
import Tooltip from '@mui/material/Tooltip';
import { alpha } from '@mui/material/styles';
import { COMPANY_TYPE_LABELS, type CompanyType } from '@domain/directory/taxonomy';

/** The company type as a small badge; CRDMO explains itself ("Integrated CRO-CDMO") on hover. */
export function TypeBadge({ type, size = 'small' }: { type: CompanyType; size?: 'small' | 'medium' }) {
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
  const label = COMPANY_TYPE_LABELS[type];
  return label === type ? chip : <Tooltip title={label}>{chip}</Tooltip>;
}
