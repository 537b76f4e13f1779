import { paths } from '../../config/paths';
import { type RuntimeConfig } from '../../config/runtime-config';

export interface NavLinkItem {
  label: string;
  /** An address inside the site, or an external URL when `external`. */
  to: string;
  external?: boolean;
}

/** Desktop nav for non-admins (spec section 2). */
export const memberNavLinks = (config: Pick<RuntimeConfig, 'encyclopediaUrl'>): NavLinkItem[] => [
  { label: 'Journal', to: paths.journal },
  { label: 'Encyclopedia', to: config.encyclopediaUrl, external: true },
  { label: 'Registry', to: paths.registry },
];

/** Admin nav (spec section 2). */
export const adminNavLinks: NavLinkItem[] = [
  { label: 'User Management', to: paths.admin },
  { label: 'Token Shipping', to: paths.adminShipping },
  { label: 'Admin Management', to: paths.adminAccess },
];

/** The mobile menu's ADMIN section also reaches free orders and the operations console. */
export const adminMenuLinks: NavLinkItem[] = [
  ...adminNavLinks,
  { label: 'Free Orders', to: paths.adminFreeOrder },
  { label: 'Operations', to: paths.adminOperations },
];

export const isAdminArea = (pathname: string): boolean =>
  pathname === paths.admin || pathname.startsWith(`${paths.admin}/`);
