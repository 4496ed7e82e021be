import { paths } from '../../config/paths';

export interface NavItem {
  label: string;
  href: string;
  /** Marks the link active on this path and below; hash links are never "active". */
  activePrefix?: string;
}

/**
 * Links of the signed-out bar (spec part 2 §2). Pricing, Sign In and Sign Up join this list and
 * the actions slot of the bar when those screens exist; linking to them now would lead nowhere.
 */
export const signedOutNavItems: NavItem[] = [
  { label: 'Companies', href: paths.companies.list.getHref(), activePrefix: paths.companies.list.path },
  { label: 'How It Works', href: paths.howItWorks.getHref() },
];
