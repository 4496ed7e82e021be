import MenuIcon from '@mui/icons-material/Menu';
import UpgradeIcon from '@mui/icons-material/Upgrade';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Toolbar from '@mui/material/Toolbar';
import { lazy, Suspense, useState } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { paths } from '../../config/paths';
import { useSession } from '../../lib/session';
import { Brand } from './brand';
import { isActive, signedInNavItems, signedOutNavItems, offersUpgrade } from './nav-items';
import { useCurrentPath } from '../../lib/return-to';

/*
 * The mobile menu and the avatar menu load when first wanted: with their drawer, popover, modal and list
 * components they were a tenth of the landing page's initial JavaScript, for menus most visitors never open.
 */
const loadMobileNavigation = () => import('./mobile-navigation');
const MobileNavigation = lazy(async () => ({ default: (await loadMobileNavigation()).MobileNavigation }));
const AccountMenu = lazy(async () => ({ default: (await import('./account-menu')).AccountMenu }));

/** The avatar button's size while its code loads (a 36 px avatar in 4 px of padding), so the bar does not move. */
const ACCOUNT_BUTTON_SIZE = 44;

const MOBILE_MENU_ID = 'mobile-navigation';

/**
 * The navigation bar (docs/screens.md#screens): the signed-out bar until the session is known to be signed
 * in, then the signed-in bar with the avatar menu. Below the md breakpoint the links move into a
 * toggle menu.
 */
export function NavBar() {
  const { pathname, hash, key } = useLocation();
  const here = useCurrentPath();
  const [menuOpen, setMenuOpen] = useState(false);
  // Once opened, the menu stays mounted, so that closing it plays its transition.
  const [mobileMenuLoaded, setMobileMenuLoaded] = useState(false);
  const { user } = useSession();
  const items = user ? signedInNavItems(user) : signedOutNavItems;

  // Any navigation (including a hash jump on the same page) closes the mobile menu, in the render that shows it.
  const location = `${key}${pathname}${hash}`;
  const [menuLocation, setMenuLocation] = useState(location);
  if (menuLocation !== location) {
    setMenuLocation(location);
    setMenuOpen(false);
  }

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
              <Suspense fallback={<Box sx={{ width: ACCOUNT_BUTTON_SIZE, height: ACCOUNT_BUTTON_SIZE }} />}>
                <AccountMenu user={user} />
              </Suspense>
            </Stack>
          ) : (
            <Stack direction="row" spacing={1} sx={{ display: { xs: 'none', md: 'flex' } }}>
              <Button component={RouterLink} to={paths.auth.login.getHref(here)} sx={{ color: 'text.secondary', fontWeight: 500 }}>
                Sign In
              </Button>
              <Button component={RouterLink} to={paths.auth.signup.getHref(here)} variant="contained">
                Sign Up
              </Button>
            </Stack>
          )}
          <IconButton
            edge="end"
            aria-label="Open navigation menu"
            aria-controls={MOBILE_MENU_ID}
            aria-expanded={menuOpen}
            // Fetching starts as the toggle is pressed or focused, a moment before the click.
            onPointerDown={() => void loadMobileNavigation()}
            onFocus={() => void loadMobileNavigation()}
            onClick={() => {
              setMobileMenuLoaded(true);
              setMenuOpen(true);
            }}
            sx={{ display: { xs: 'inline-flex', md: 'none' }, color: 'secondary.main' }}
          >
            <MenuIcon />
          </IconButton>
        </Toolbar>
      </Container>
      {mobileMenuLoaded && (
        <Suspense fallback={null}>
          <MobileNavigation id={MOBILE_MENU_ID} open={menuOpen} onClose={() => setMenuOpen(false)} items={items} user={user} />
        </Suspense>
      )}
    </AppBar>
  );
}
