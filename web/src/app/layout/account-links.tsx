import BookmarksOutlinedIcon from '@mui/icons-material/BookmarksOutlined';
import FolderSpecialOutlinedIcon from '@mui/icons-material/FolderSpecialOutlined';
import CreditCardIcon from '@mui/icons-material/CreditCard';
import LogoutIcon from '@mui/icons-material/Logout';
import ManageAccountsOutlinedIcon from '@mui/icons-material/ManageAccountsOutlined';
import SavedSearchIcon from '@mui/icons-material/SavedSearch';
import StorefrontOutlinedIcon from '@mui/icons-material/StorefrontOutlined';
import UpgradeIcon from '@mui/icons-material/Upgrade';
import type SvgIcon from '@mui/material/SvgIcon';
import type { MouseEvent } from 'react';
import { signOutAndLeave } from '../../api/sign-out';
import type { CurrentUser } from '../../api/types';
import { paths } from '../../config/paths';
import { offersUpgrade } from './nav-items';

/** One of a member's own pages, as the avatar menu and the phone menu list them. */
export interface AccountLink {
  label: string;
  href: string;
  Icon: typeof SvgIcon;
}

/**
 * A member's own pages: Account, My projects, Shortlist (their default project) and Saved Searches,
 * Vendor Dashboard, Manage Subscription, and Upgrade Plan on the free tier only. Both menus list them in this
 * order, then SIGN_OUT.
 */
export function accountLinks(user: CurrentUser): AccountLink[] {
  return [
    { label: 'Account', href: paths.account.getHref(), Icon: ManageAccountsOutlinedIcon },
    { label: 'My projects', href: paths.projects.list.getHref(), Icon: FolderSpecialOutlinedIcon },
    { label: 'Shortlist', href: paths.shortlist.getHref(), Icon: BookmarksOutlinedIcon },
    { label: 'Saved Searches', href: paths.savedSearches.getHref(), Icon: SavedSearchIcon },
    { label: 'Vendor Dashboard', href: paths.vendor.dashboard.getHref(), Icon: StorefrontOutlinedIcon },
    { label: 'Manage Subscription', href: paths.subscription.getHref(), Icon: CreditCardIcon },
    ...(offersUpgrade(user) ? [{ label: 'Upgrade Plan', href: paths.pricing.getHref(), Icon: UpgradeIcon }] : []),
  ];
}

/**
 * Sign out: posts /api/auth/logout, then a full navigation to /, so no cached data of the old session survives
 * (signOutFromMenu). `href` is the sign-out page, where the link leads should the script not run.
 */
export const SIGN_OUT: AccountLink = { label: 'Sign out', href: paths.auth.signOut.getHref(), Icon: LogoutIcon };

/** The menus' Sign out: signs out with a POST instead of following the link; on failure the sign-out page takes over. */
export function signOutFromMenu(event: MouseEvent<HTMLElement>): void {
  event.preventDefault();
  signOutAndLeave().catch(() => window.location.assign(SIGN_OUT.href));
}
