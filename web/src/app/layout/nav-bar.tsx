import CloseIcon from '@mui/icons-material/Close';
import LogoutIcon from '@mui/icons-material/Logout';
import MenuIcon from '@mui/icons-material/Menu';
import BookmarksOutlinedIcon from '@mui/icons-material/BookmarksOutlined';
import ManageAccountsOutlinedIcon from '@mui/icons-material/ManageAccountsOutlined';
import CreditCardIcon from '@mui/icons-material/CreditCard';
import SavedSearchIcon from '@mui/icons-material/SavedSearch';
import StorefrontOutlinedIcon from '@mui/icons-material/StorefrontOutlined';
import UpgradeIcon from '@mui/icons-material/Upgrade';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { BrandMark } from '../../components/brand-mark';
import { paths } from '../../config/paths';
import { useSession } from '../../lib/session';
import { AccountMenu, AccountSummary } from './account-menu';
import { signedInNavItems, signedOutNavItems, type NavItem, offersUpgrade } from './nav-items';

const MOBILE_MENU_ID = 'mobile-navigation';

function isActive(item: NavItem, pathname: string): boolean {
  return item.activePrefix !== undefined && (pathname === item.activePrefix || pathname.startsWith(`${item.activePrefix}/`));
}

function Brand() {
  return (
    <Link
      component={RouterLink}
      to={paths.home.getHref()}
      underline="none"
      aria-label="BioVetted home"
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 1.25, color: 'primary.main' }}
    >
      <BrandMark />
      <Typography component="span" sx={{ fontWeight: 700, fontSize: '1.2rem', color: 'secondary.main', letterSpacing: '-0.01em' }}>
        BioVetted
      </Typography>
    </Link>
  );
}

/**
 * The navigation bar (spec part 2 §2): the signed-out bar until the session is known to be signed
 * in, then the signed-in bar with the avatar menu. Below the md breakpoint the links move into a
 * toggle menu.
 */
export function NavBar() {
  const { pathname, hash, key } = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const { user } = useSession();
  const items = user ? signedInNavItems(user) : signedOutNavItems;

  // Any navigation (including a hash jump on the same page) closes the mobile menu.
  useEffect(() => setMenuOpen(false), [pathname, hash, key]);

  return (
    <AppBar position="sticky" sx={{ borderBottom: 1, borderColor: 'divider', bgcolor: 'background.paper' }}>
      <Container maxWidth="lg">
        <Toolbar disableGutters sx={{ minHeight: { xs: 60, md: 68 }, gap: 2 }}>
          <Brand />
          <Box component="nav" aria-label="Main" sx={{ display: { xs: 'none', md: 'flex' }, gap: 0.5, ml: 4 }}>
            {items.map((item) => {
              const active = isActive(item, pathname);
              return (
                <Button
                  key={item.label}
                  component={RouterLink}
                  to={item.href}
                  aria-current={active ? 'page' : undefined}
                  sx={{
                    color: active ? 'primary.main' : 'text.secondary',
                    bgcolor: active ? 'action.selected' : 'transparent',
                    fontWeight: 500,
                    '&:hover': { color: 'primary.main' },
                  }}
                >
                  {item.label}
                </Button>
              );
            })}
          </Box>
          <Box sx={{ flexGrow: 1 }} />
          {user ? (
            <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
              {offersUpgrade(user) && (
                <Button
                  component={RouterLink}
                  to={paths.pricing.getHref()}
                  variant="contained"
                  size="small"
                  startIcon={<UpgradeIcon />}
                  sx={{ display: { xs: 'none', md: 'inline-flex' } }}
                >
                  Upgrade
                </Button>
              )}
              <AccountMenu user={user} />
            </Stack>
          ) : (
            <Stack direction="row" spacing={1} sx={{ display: { xs: 'none', md: 'flex' } }}>
              <Button component={RouterLink} to={paths.auth.login.getHref()} sx={{ color: 'text.secondary', fontWeight: 500 }}>
                Sign In
              </Button>
              <Button component={RouterLink} to={paths.auth.signup.getHref()} variant="contained">
                Sign Up
              </Button>
            </Stack>
          )}
          <IconButton
            edge="end"
            aria-label="Open navigation menu"
            aria-controls={MOBILE_MENU_ID}
            aria-expanded={menuOpen}
            onClick={() => setMenuOpen(true)}
            sx={{ display: { xs: 'inline-flex', md: 'none' }, color: 'secondary.main' }}
          >
            <MenuIcon />
          </IconButton>
        </Toolbar>
      </Container>
      <Drawer
        anchor="right"
        open={menuOpen}
        onClose={() => setMenuOpen(false)}
        slotProps={{ paper: { id: MOBILE_MENU_ID, sx: { width: 'min(300px, 85vw)' } } }}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', px: 2, py: 1.5 }}>
          <Brand />
          <IconButton aria-label="Close navigation menu" onClick={() => setMenuOpen(false)}>
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
                    onClick={() => setMenuOpen(false)}
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
              <ListItem disablePadding>
                <ListItemButton component={RouterLink} to={paths.account.getHref()} onClick={() => setMenuOpen(false)} sx={{ px: 3, py: 1.25 }}>
                  <ListItemIcon sx={{ minWidth: 36 }}>
                    <ManageAccountsOutlinedIcon fontSize="small" />
                  </ListItemIcon>
                  <ListItemText primary="Account" />
                </ListItemButton>
              </ListItem>
              <ListItem disablePadding>
                <ListItemButton component={RouterLink} to={paths.shortlist.getHref()} onClick={() => setMenuOpen(false)} sx={{ px: 3, py: 1.25 }}>
                  <ListItemIcon sx={{ minWidth: 36 }}>
                    <BookmarksOutlinedIcon fontSize="small" />
                  </ListItemIcon>
                  <ListItemText primary="Shortlist" />
                </ListItemButton>
              </ListItem>
              <ListItem disablePadding>
                <ListItemButton component={RouterLink} to={paths.savedSearches.getHref()} onClick={() => setMenuOpen(false)} sx={{ px: 3, py: 1.25 }}>
                  <ListItemIcon sx={{ minWidth: 36 }}>
                    <SavedSearchIcon fontSize="small" />
                  </ListItemIcon>
                  <ListItemText primary="Saved Searches" />
                </ListItemButton>
              </ListItem>
              <ListItem disablePadding>
                <ListItemButton component={RouterLink} to={paths.vendor.dashboard.getHref()} onClick={() => setMenuOpen(false)} sx={{ px: 3, py: 1.25 }}>
                  <ListItemIcon sx={{ minWidth: 36 }}>
                    <StorefrontOutlinedIcon fontSize="small" />
                  </ListItemIcon>
                  <ListItemText primary="Vendor Dashboard" />
                </ListItemButton>
              </ListItem>
              <ListItem disablePadding>
                <ListItemButton component={RouterLink} to={paths.subscription.getHref()} sx={{ px: 3, py: 1.25 }}>
                  <ListItemIcon sx={{ minWidth: 36 }}>
                    <CreditCardIcon fontSize="small" />
                  </ListItemIcon>
                  <ListItemText primary="Manage Subscription" />
                </ListItemButton>
              </ListItem>
              {offersUpgrade(user) && (
                <ListItem disablePadding>
                  <ListItemButton component={RouterLink} to={paths.pricing.getHref()} sx={{ px: 3, py: 1.25 }}>
                    <ListItemIcon sx={{ minWidth: 36 }}>
                      <UpgradeIcon fontSize="small" />
                    </ListItemIcon>
                    <ListItemText primary="Upgrade Plan" />
                  </ListItemButton>
                </ListItem>
              )}
              <ListItem disablePadding>
                <ListItemButton component="a" href={paths.server.logout.getHref()} sx={{ px: 3, py: 1.25 }}>
                  <ListItemIcon sx={{ minWidth: 36 }}>
                    <LogoutIcon fontSize="small" />
                  </ListItemIcon>
                  <ListItemText primary="Sign out" />
                </ListItemButton>
              </ListItem>
            </List>
          </Box>
        ) : (
          <Stack spacing={1.5} sx={{ p: 2 }}>
            <Button component={RouterLink} to={paths.auth.login.getHref()} variant="outlined" fullWidth>
              Sign In
            </Button>
            <Button component={RouterLink} to={paths.auth.signup.getHref()} variant="contained" fullWidth>
              Sign Up
            </Button>
          </Stack>
        )}
      </Drawer>
    </AppBar>
  );
}
