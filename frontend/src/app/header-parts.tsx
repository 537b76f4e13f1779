import { type HeaderParts } from '../components/layout/header-parts';
import { HeaderSearch } from '../features/search/header-search';
import { SearchModal } from '../features/search/search-modal';
import { lazyPart } from '../config/lazy-part';

/** Only signed-in users need the profile menu: it loads with their first page. */
const ProfileMenu = lazyPart(() => import('../features/profile/profile-menu'));

/** What the header shows from the features: site search and the profile menu. */
export const headerParts: HeaderParts = {
  search: (admin) => <HeaderSearch admin={admin} />,
  searchModal: (admin) => <SearchModal admin={admin} />,
  profileMenu: (viewer) => <ProfileMenu viewer={viewer} />,
};
