import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useState } from 'react';
import { pluralize } from '@domain/directory/display-rules';
import { useCompanies } from '../../../api/companies';
import type { CompanyFacets } from '../../../api/types';
import { directoryApiQuery, type DirectoryQuery } from '../../../lib/directory-query';
import { FilterPanel } from './filter-panel';

/** How long the sheet waits after a change before counting its results, in milliseconds. */
const COUNT_DELAY_MS = 300;

/**
 * "Show N results": applies the sheet's drafts and closes it. N is the total of the very query the list then
 * asks for (the same request, so the same cached answer), counted while the buyer chooses.
 */
function ShowResultsButton({ draft }: { draft: DirectoryQuery }) {
  // Counted once typing pauses, not for every keystroke of the search text.
  const query = directoryApiQuery(draft);
  const key = JSON.stringify(query);
  const [counted, setCounted] = useState(query);
  useEffect(() => {
    const timer = setTimeout(() => setCounted(JSON.parse(key) as typeof query), COUNT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [key]);
  const { data } = useCompanies(counted);
  const current = JSON.stringify(counted) === key;
  return (
    <Button type="submit" variant="contained" sx={{ flexGrow: 1 }}>
      {data && current ? `Show ${pluralize(data.total, 'result')}` : 'Show results'}
    </Button>
  );
}

interface FilterSheetProps {
  open: boolean;
  onClose: () => void;
  applied: DirectoryQuery;
  facets: CompanyFacets | undefined;
  onApply: (changes: Partial<DirectoryQuery>) => void;
  onClearAll: () => void;
}

/** The phone's filters: a full-height sheet over the results, closed by "Show N results" or its close button. */
export function FilterSheet({ open, onClose, applied, facets, onApply, onClearAll }: FilterSheetProps) {
  const titleId = useId();
  return (
    <Drawer anchor="bottom" open={open} onClose={onClose} slotProps={{ paper: { sx: { height: '100%' }, role: 'dialog', 'aria-labelledby': titleId } as object }}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', px: 2, py: 1, borderBottom: 1, borderColor: 'divider' }}>
        <Typography id={titleId} variant="h6" component="h2">
          Filters
        </Typography>
        <IconButton onClick={onClose} aria-label="Close filters">
          <CloseIcon />
        </IconButton>
      </Stack>
      <Box sx={{ px: 2, pt: 2, overflowY: 'auto', flexGrow: 1 }}>
        <FilterPanel
          applied={applied}
          facets={facets}
          onApply={onApply}
          onClearAll={onClearAll}
          onSubmitted={onClose}
          renderSubmit={(draft) => <ShowResultsButton draft={draft} />}
        />
      </Box>
    </Drawer>
  );
}
