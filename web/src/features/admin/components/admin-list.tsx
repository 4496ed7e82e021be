import Alert from '@mui/material/Alert';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { errorMessage } from '../../../lib/error-message';
import type { useAdminPages } from '../api/admin-queue';
import { PagedListFooter } from './paged-list-footer';

/** A paged admin list's states (loading, error, empty) around its items, with "Load more". */
export function AdminList<Item extends { id: string }>({
  pages,
  loading,
  empty,
  loadFailed,
  render,
}: {
  pages: ReturnType<typeof useAdminPages<Item>>;
  loading: string;
  empty: string;
  loadFailed: string;
  render: (item: Item) => ReactNode;
}) {
  if (pages.isLoading) return <Skeleton variant="rounded" height={160} aria-label={loading} />;
  if (pages.error) return <Alert severity="error">{errorMessage(pages.error, loadFailed)}</Alert>;
  if (!pages.items?.length) return <Typography sx={{ color: 'text.secondary', py: 4, textAlign: 'center' }}>{empty}</Typography>;
  return (
    <Stack spacing={2}>
      {pages.items.map(render)}
      <PagedListFooter pages={pages} />
    </Stack>
  );
}
