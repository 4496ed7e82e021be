import Avatar from '@mui/material/Avatar';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { tierDisplayName } from '@domain/subscriptions/plans';
import type { CurrentUser } from '../../api/types';
import { accountLinks, SIGN_OUT, signOutFromMenu } from './account-links';
import { userDisplayName, userInitials, offersUpgrade } from './nav-items';

/**
 * The plan badge of the avatar menu and the mobile drawer: 'Free Plan', or the capitalised tier and 'Plan'. It lives
 * here, not with the bar's items, so the plans' table comes with these menus instead of with every page's first screen.
 */
function planLabel(subscriptionTier: string): string {
  return `${tierDisplayName(subscriptionTier)} Plan`;
}

const MENU_ID = 'account-menu';

/** Name, email and plan; shared by the avatar menu and the mobile drawer. */
export function AccountSummary({ user }: { user: CurrentUser }) {
  return (
    <Box sx={{ px: 2, py: 1.5, maxWidth: 280 }}>
      <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{userDisplayName(user)}</Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
        {user.email}
      </Typography>
      <Chip size="small" label={planLabel(user.subscriptionTier)} color={offersUpgrade(user) ? 'default' : 'primary'} sx={{ mt: 1, fontWeight: 600 }} />
    </Box>
  );
}

export function UserAvatar({ user, size = 36 }: { user: CurrentUser; size?: number }) {
  return (
    <Badge overlap="circular" variant="dot" color="warning" invisible={offersUpgrade(user)}>
      <Avatar src={user.profileImageUrl ?? undefined} alt="" sx={{ width: size, height: size, bgcolor: 'primary.main', fontSize: size * 0.42, fontWeight: 600 }}>
        {userInitials(user)}
      </Avatar>
    </Badge>
  );
}

/**
 * The signed-in bar's avatar menu (docs/screens.md#screens): name, email, plan badge, the member's own pages
 * (accountLinks) and Sign out.
 */
export function AccountMenu({ user }: { user: CurrentUser }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const open = anchor !== null;
  return (
    <>
      <IconButton
        // The name starts with the initials the button shows (WCAG 2.5.3 Label in Name).
        aria-label={`${userInitials(user)} Account menu`}
        aria-haspopup="true"
        aria-controls={open ? MENU_ID : undefined}
        aria-expanded={open}
        onClick={(e) => setAnchor(e.currentTarget)}
        sx={{ p: 0.5 }}
      >
        <UserAvatar user={user} />
      </IconButton>
      <Menu
        id={MENU_ID}
        anchorEl={anchor}
        open={open}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { sx: { mt: 1, minWidth: 240 } } }}
      >
        <AccountSummary user={user} />
        <Divider />
        {accountLinks(user).map(({ label, href, Icon }) => (
          <MenuItem key={label} component={RouterLink} to={href} onClick={() => setAnchor(null)}>
            <ListItemIcon>
              <Icon fontSize="small" />
            </ListItemIcon>
            {label}
          </MenuItem>
        ))}
        <Divider />
        <MenuItem component="a" href={SIGN_OUT.href} onClick={signOutFromMenu}>
          <ListItemIcon>
            <SIGN_OUT.Icon fontSize="small" />
          </ListItemIcon>
          {SIGN_OUT.label}
        </MenuItem>
      </Menu>
    </>
  );
}
