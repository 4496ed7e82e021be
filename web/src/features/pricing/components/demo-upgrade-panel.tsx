import ScienceOutlinedIcon from '@mui/icons-material/ScienceOutlined';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DEMO_UPGRADE_TIERS } from '@domain/subscriptions/demo-upgrade';
import { tierDisplayName } from '@domain/subscriptions/plans';
import type { CurrentUser } from '../../../api/types';
import { useToast } from '../../../components/use-toast';
import { errorMessage } from '../../../lib/error-message';
import { useDemoUpgrade } from '../api/demo-upgrade';

/**
 * Demo mode only: nothing can be bought, so a member may try a paid plan for this session (alerts, full reviews,
 * more matches and open RFPs) and end it again. Always labelled as a demo.
 */
export function DemoUpgradePanel({ user }: { user: CurrentUser }) {
  const { trigger, isMutating } = useDemoUpgrade();
  const toast = useToast();
  async function choose(tier: (typeof DEMO_UPGRADE_TIERS)[number] | null) {
    try {
      await trigger(tier);
      toast({
        title: tier ? 'Demo upgrade' : 'Demo upgrade ended',
        message: tier ? `This session now tries the ${tierDisplayName(tier)} plan (demo).` : 'This session is back on your own plan.',
        variant: 'success',
      });
    } catch (error) {
      toast({ title: 'Demo upgrade failed', message: errorMessage(error, 'Something went wrong'), variant: 'error' });
    }
  }
  return (
    <Alert severity="info" icon={<ScienceOutlinedIcon />} sx={{ mb: 4, maxWidth: 800, mx: 'auto' }} data-testid="demo-upgrade">
      <AlertTitle>Demo mode</AlertTitle>
      {user.demoUpgrade ? (
        <>You are trying the {tierDisplayName(user.subscriptionTier)} plan for this session (demo upgrade, nothing is charged).</>
      ) : (
        <>Nothing can be bought on this demo. Try a paid plan for this session to see what it unlocks:</>
      )}
      <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 1.5, flexWrap: 'wrap' }}>
        {DEMO_UPGRADE_TIERS.filter((tier) => !(user.demoUpgrade && user.subscriptionTier === tier)).map((tier) => (
          <Button key={tier} size="small" variant="outlined" disabled={isMutating} onClick={() => choose(tier)}>
            Try {tierDisplayName(tier)} (demo)
          </Button>
        ))}
        {user.demoUpgrade && (
          <Button size="small" color="inherit" disabled={isMutating} onClick={() => choose(null)}>
            End demo upgrade
          </Button>
        )}
      </Stack>
    </Alert>
  );
}
