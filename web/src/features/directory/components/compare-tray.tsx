import CompareArrowsIcon from '@mui/icons-material/CompareArrows';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { COMPARE_MAX, COMPARE_MIN } from '@domain/directory/compare-rules';
import { paths } from '../../../config/paths';
import type { ComparePick } from '../hooks/use-compare-selection';

interface CompareTrayProps {
  picks: ComparePick[];
  onRemove: (pick: ComparePick) => void;
  onClear: () => void;
}

/** The bar that collects the directory's compare picks (2-4) and opens the comparison (docs/deciding.md). */
export function CompareTray({ picks, onRemove, onClear }: CompareTrayProps) {
  if (picks.length === 0) return null;
  const ready = picks.length >= COMPARE_MIN;
  return (
    <Paper
      component="aside"
      aria-label="Compare selection"
      elevation={8}
      sx={{ position: 'sticky', bottom: 16, zIndex: 'appBar', mt: 3, p: 2, borderRadius: '12px', border: 1, borderColor: 'divider' }}
    >
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={1.5} sx={{ alignItems: { md: 'center' } }}>
        <Typography variant="subtitle2" role="status" sx={{ flexShrink: 0 }}>
          Compare {picks.length} of {COMPARE_MAX}
        </Typography>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', rowGap: 1, flexGrow: 1 }}>
          {picks.map((pick) => (
            <Chip key={pick.id} label={pick.name} onDelete={() => onRemove(pick)} />
          ))}
        </Stack>
        <Stack direction="row" spacing={1} sx={{ flexShrink: 0 }}>
          <Button onClick={onClear}>Clear</Button>
          <Button
            component={RouterLink}
            to={paths.compare.getHref(picks.map((p) => p.id))}
            variant="contained"
            startIcon={<CompareArrowsIcon />}
            disabled={!ready}
            aria-disabled={!ready}
          >
            {ready ? 'Compare' : `Pick ${COMPARE_MIN - picks.length} more`}
          </Button>
        </Stack>
      </Stack>
    </Paper>
  );
}
