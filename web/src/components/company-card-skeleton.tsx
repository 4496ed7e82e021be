import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';

/** Placeholder with the shape of a CompanyCard, shown while the list loads. */
export function CompanyCardSkeleton() {
  return (
    <Card aria-hidden="true" sx={{ height: '100%', minHeight: { xs: 480, sm: 560 } }}>
      <CardContent>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'flex-start', mb: 2.5 }}>
          <Skeleton variant="rounded" width={48} height={48} />
          <Box sx={{ flexGrow: 1 }}>
            <Skeleton variant="text" width="70%" height={28} />
            <Skeleton variant="text" width="45%" />
          </Box>
          <Skeleton variant="rounded" width={56} height={30} />
        </Stack>
        <Stack spacing={1.5} sx={{ mb: 2.5 }}>
          {[0, 1, 2, 3].map((i) => (
            <Box key={i}>
              <Skeleton variant="text" width="100%" height={18} />
              <Skeleton variant="rounded" width="100%" height={6} />
            </Box>
          ))}
        </Stack>
        <Stack direction="row" spacing={1} sx={{ mb: 1.5 }}>
          <Skeleton variant="rounded" width={90} height={24} />
          <Skeleton variant="rounded" width={110} height={24} />
        </Stack>
        <Skeleton variant="text" width="40%" />
      </CardContent>
    </Card>
  );
}

/** A grid-ready list of `count` skeleton cards. */
export function CompanyCardSkeletons({ count }: { count: number }) {
  return Array.from({ length: count }, (_, i) => <CompanyCardSkeleton key={i} />);
}
