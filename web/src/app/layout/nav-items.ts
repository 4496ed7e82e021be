import type { CurrentUser } from '../../api/types';
import { paths } from '../../config/paths';
import { isPaidTier } from '@domain/subscriptions/entitlements';

export interface NavItem {
  label: string;
  href: string;
  /** Marks the link active on this path and below; hash links are never "active". */
  activePrefix?: string;
}

/** Whether `item` is the page at `pathname` (its activePrefix or below it). */
export function isActive(item: NavItem, pathname: string): boolean {
  return item.activePrefix !== undefined && (pathname === item.activePrefix || pathname.startsWith(`${item.activePrefix}/`));
}

/**
 * Links of the signed-out bar (docs/screens.md#screens). Pricing joins this list when its screen exists;
 * linking to it now would lead nowhere. Sign In and Sign Up sit in the bar's actions slot.
 */
export const signedOutNavItems: NavItem[] = [
  { label: 'Companies', href: paths.companies.list.getHref(), activePrefix: paths.companies.list.path },
  { label: 'Pricing', href: paths.pricing.getHref(), activePrefix: paths.pricing.path },
  { label: 'How It Works', href: paths.howItWorks.getHref() },
];

/**
 * Links of the signed-in bar (docs/screens.md#screens): Companies, Submit Review, Find Match, Add Company,
 * Pricing, in that order. Admins also get a link to their dashboard.
 */
export function signedInNavItems(user: CurrentUser): NavItem[] {
  const items: NavItem[] = [
    { label: 'Companies', href: paths.companies.list.getHref(), activePrefix: paths.companies.list.path },
    { label: 'Submit Review', href: paths.submitReview.getHref(), activePrefix: paths.submitReview.path },
    { label: 'Find Match', href: paths.findMatch.getHref(), activePrefix: paths.findMatch.path },
    { label: 'Add Company', href: paths.submitCompany.getHref(), activePrefix: paths.submitCompany.path },
    { label: 'Pricing', href: paths.pricing.getHref(), activePrefix: paths.pricing.path },
  ];
  if (user.userType === 'admin') {
    items.push({ label: 'Admin', href: paths.admin.dashboard.getHref(), activePrefix: paths.admin.root.path });
  }
  return items;
}

/** Whether the bar offers the Upgrade button and the menu's Upgrade Plan item: free-tier users only (docs/screens.md#screens). */
export function offersUpgrade(user: Pick<CurrentUser, 'subscriptionTier'>): boolean {
  return !isPaidTier(user.subscriptionTier);
}

/** The user's full name, falling back to the email (an admin may have no name). */
export function userDisplayName(user: Pick<CurrentUser, 'firstName' | 'lastName' | 'email'>): string {
  return [user.firstName, user.lastName].filter(Boolean).join(' ').trim() || user.email;
}

/** One or two initials for the avatar. */
export function userInitials(user: Pick<CurrentUser, 'firstName' | 'lastName' | 'email'>): string {
  const initials = [user.firstName, user.lastName].map((part) => part?.trim().charAt(0) ?? '').join('');
  return (initials || user.email.charAt(0)).toUpperCase();
}
