import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';

function BlockSkeleton({ lines = 3 }: { lines?: number }) {
  return (
    <Card>
      <CardContent>
        <Skeleton variant="text" width="40%" height={32} sx={{ mb: 1.5 }} />
        {Array.from({ length: lines }, (_, i) => (
          <Skeleton key={i} variant="text" width={`${90 - i * 12}%`} />
        ))}
      </CardContent>
    </Card>
  );
}

/** The profile's shape while the company loads. */
export function ProfileSkeleton() {
  return (
    <Box aria-busy="true" aria-label="Loading company profile" role="status">
      <Card sx={{ mb: 3 }}>
        <CardContent sx={{ p: { xs: 2.5, md: 4 } }}>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3}>
            <Skeleton variant="rounded" width={88} height={88} />
            <Box sx={{ flexGrow: 1 }}>
              <Skeleton variant="text" width="50%" height={48} />
              <Skeleton variant="text" width="30%" />
              <Skeleton variant="text" width="90%" sx={{ mt: 2 }} />
              <Skeleton variant="text" width="75%" />
            </Box>
            <Skeleton variant="rounded" width={120} height={90} />
          </Stack>
        </CardContent>
      </Card>
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 8 }}>
          <Stack spacing={3}>
            <BlockSkeleton lines={4} />
            <BlockSkeleton lines={5} />
          </Stack>
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <BlockSkeleton lines={3} />
        </Grid>
      </Grid>
    </Box>
  );
}
