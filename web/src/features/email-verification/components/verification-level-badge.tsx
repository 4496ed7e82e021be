import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ErrorOutlinedIcon from '@mui/icons-material/ErrorOutlined';
import HourglassEmptyIcon from '@mui/icons-material/HourglassEmpty';
import Chip from '@mui/material/Chip';
import type { EmailVerificationResult } from '../../../api/types';

type Level = EmailVerificationResult['level'];

/** docs/screens.md#screens: the badge text of each level. */
export const LEVEL_LABELS: Record<Level, string> = {
  verified: 'Automatically Verified',
  manual_review: 'Manual Review Required',
  rejected: 'Not Recognized',
};

const LEVEL_LOOK = {
  verified: { color: 'success', icon: <CheckCircleIcon /> },
  manual_review: { color: 'warning', icon: <HourglassEmptyIcon /> },
  rejected: { color: 'error', icon: <ErrorOutlinedIcon /> },
} as const;

export function VerificationLevelBadge({ level }: { level: Level }) {
  const look = LEVEL_LOOK[level];
  return <Chip label={LEVEL_LABELS[level]} color={look.color} icon={look.icon} variant="outlined" sx={{ fontWeight: 600 }} />;
}
