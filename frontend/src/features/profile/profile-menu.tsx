import { Button, Menu, Portal, Skeleton, VisuallyHidden } from '@chakra-ui/react';
import { ChevronDown as LuChevronDown } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { setAdminMode } from '../../access/admin-mode';
import { type Viewer } from '../../access/use-viewer';
import { InitialsAvatar } from '../../components/initials-avatar';
import { isAdminArea } from '../../components/layout/nav-links';
import { href, paths } from '../../config/paths';
import { useProfileImageQuery, useProfileQuery } from './api';

/**
 * My Profile, Account Settings, Admin or Exit Admin (admins, large screens), Log out. Exit Admin
 * switches the header to the member's until Admin is chosen again.
 */
export default function ProfileMenu({ viewer }: { viewer: Viewer }) {
  const { pathname } = useLocation();
  const userID = viewer.userID ?? '';
  const profile = useProfileQuery(userID, { skip: !userID });
  const image = useProfileImageQuery(userID, { skip: !userID });
  const inAdmin = isAdminArea(pathname);

  return (
    <Menu.Root positioning={{ placement: 'bottom-end' }}>
      <Menu.Trigger asChild>
        {/* Named by hidden text: the initials are the member's picture, not a label an aria-label must repeat. */}
        <Button variant="ghost" size="sm" px={1} gap={1}>
          <VisuallyHidden>Profile menu</VisuallyHidden>
          <InitialsAvatar
            userID={userID || 'me'}
            firstName={profile.data?.firstName}
            lastName={profile.data?.lastName}
            src={image.data}
            size="sm"
          />
          <LuChevronDown aria-hidden />
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="48">
            {/* The name's place is kept while it loads: items that move under the pointer take the wrong click. */}
            {!profile.isError && (
              <Menu.ItemGroup>
                <Menu.ItemGroupLabel>
                  {profile.data ? (
                    `${profile.data.firstName} ${profile.data.lastName}`
                  ) : (
                    <Skeleton h="1lh" w="28" data-testid="profile-menu-name-loading" />
                  )}
                </Menu.ItemGroupLabel>
              </Menu.ItemGroup>
            )}
            <Menu.Item value="profile" asChild>
              <Link to={userID ? href(paths.profile, { userID }) : paths.home}>My Profile</Link>
            </Menu.Item>
            <Menu.Item value="settings" asChild>
              <Link to={paths.manageMembership}>Account Settings</Link>
            </Menu.Item>
            {viewer.admin && (
              <Menu.Item value="admin" asChild hideBelow="lg">
                <Link to={inAdmin ? paths.home : paths.admin} onClick={() => setAdminMode(!inAdmin)}>
                  {inAdmin ? 'Exit Admin' : 'Admin'}
                </Link>
              </Menu.Item>
            )}
            <Menu.Separator />
            <Menu.Item value="log-out" asChild>
              <Link to={paths.signOut}>Log out</Link>
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
