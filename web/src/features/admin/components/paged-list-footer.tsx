import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { useAdminPages } from '../api/admin-queue';

/** "Showing N of M" and "Load more" under any paged admin list (the queues, the searches). */
export function PagedListFooter({ pages }: { pages: ReturnType<typeof useAdminPages<unknown>> }) {
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center', justifyContent: 'center', pt: 1 }}>
      <Typography variant="body2" sx={{ color: 'text.secondary' }} role="status">
        Showing {pages.items?.length ?? 0} of {pages.total ?? pages.items?.length ?? 0}
      </Typography>
      {pages.hasMore && (
        <Button variant="outlined" onClick={() => void pages.loadMore()} disabled={pages.isLoadingMore}>
          {pages.isLoadingMore ? 'Loading…' : 'Load more'}
        </Button>
      )}
    </Stack>
  );
}
