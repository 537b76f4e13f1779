import { type ReactNode } from 'react';
import { type Viewer } from '../../access/use-viewer';

/**
 * The header's parts that belong to features (site search, the profile menu). The app layer
 * passes them in, so that shared components never import a feature.
 */
export interface HeaderParts {
  /** The search box, with the button to the search modal inside it (wide screens). */
  search: (admin: boolean) => ReactNode;
  /** The search modal's button, for an admin or for everyone else (narrow screens). */
  searchModal: (admin: boolean) => ReactNode;
  /** The signed-in user's menu; the header shows a placeholder while it loads (it may be lazy). */
  profileMenu: (viewer: Viewer) => ReactNode;
}
