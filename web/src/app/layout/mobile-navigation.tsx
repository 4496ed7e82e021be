import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import type { CurrentUser } from '../../api/types';
import { paths } from '../../config/paths';
import { AccountSummary } from './account-menu';
import { Brand } from './brand';
import { accountLinks, SIGN_OUT, signOutFromMenu } from './account-links';
import { isActive, type NavItem } from './nav-items';
import { useCurrentPath } from '../../lib/return-to';

interface MobileNavigationProps {
  /** The drawer's id, which the bar's toggle names in aria-controls. */
  id: string;
  open: boolean;
  onClose: () => void;
  items: NavItem[];
  user: CurrentUser | null;
}

/**
 * The toggle menu below the md breakpoint (docs/screens.md#screens): the bar's links, then the account's links and Sign
 * out, or Sign In and Sign Up. Its own chunk: NavBar loads it when the toggle is first touched.
 */
export function MobileNavigation({ id, open, onClose, items, user }: MobileNavigationProps) {
  const { pathname } = useLocation();
  const here = useCurrentPath();
  return (
    <Drawer anchor="right" open={open} onClose={onClose} slotProps={{ paper: { id, sx: { width: 'min(300px, 85vw)' } } }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', px: 2, py: 1.5 }}>
        <Brand />
        <IconButton aria-label="Close navigation menu" onClick={onClose}>
          <CloseIcon />
        </IconButton>
      </Box>
      <Divider />
      <Box component="nav" aria-label="Mobile">
        <List>
          {items.map((item) => {
            const active = isActive(item, pathname);
            return (
              <ListItem key={item.label} disablePadding>
                <ListItemButton
                  component={RouterLink}
                  to={item.href}
                  selected={active}
                  aria-current={active ? 'page' : undefined}
                  onClick={onClose}
                  sx={{ px: 3, py: 1.25 }}
                >
                  <ListItemText primary={item.label} slotProps={{ primary: { sx: { fontWeight: 500 } } }} />
                </ListItemButton>
              </ListItem>
            );
          })}
        </List>
      </Box>
      <Divider />
      {user ? (
        <Box>
          <AccountSummary user={user} />
          <List disablePadding>
            {accountLinks(user).map(({ label, href, Icon }) => (
              <ListItem key={label} disablePadding>
                <ListItemButton component={RouterLink} to={href} onClick={onClose} sx={{ px: 3, py: 1.25 }}>
                  <ListItemIcon sx={{ minWidth: 36 }}>
                    <Icon fontSize="small" />
                  </ListItemIcon>
                  <ListItemText primary={label} />
                </ListItemButton>
              </ListItem>
            ))}
            <ListItem disablePadding>
              <ListItemButton component="a" href={SIGN_OUT.href} onClick={signOutFromMenu} sx={{ px: 3, py: 1.25 }}>
                <ListItemIcon sx={{ minWidth: 36 }}>
                  <SIGN_OUT.Icon fontSize="small" />
                </ListItemIcon>
                <ListItemText primary={SIGN_OUT.label} />
              </ListItemButton>
            </ListItem>
          </List>
        </Box>
      ) : (
        <Stack spacing={1.5} sx={{ p: 2 }}>
          <Button component={RouterLink} to={paths.auth.login.getHref(here)} variant="outlined" fullWidth>
            Sign In
          </Button>
          <Button component={RouterLink} to={paths.auth.signup.getHref(here)} variant="contained" fullWidth>
            Sign Up
          </Button>
        </Stack>
      )}
    </Drawer>
  );
}
