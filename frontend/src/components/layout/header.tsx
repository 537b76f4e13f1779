import { Box, Button, Container, HStack, Skeleton, Spacer } from '@chakra-ui/react';
import { Suspense, useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import { setAdminMode, useAdminMode } from '../../access/admin-mode';
import { useViewer } from '../../access/use-viewer';
import { paths } from '../../config/paths';
import { runtimeConfig } from '../../config/runtime-config';
import { startSignIn } from '../../sign-in-redirect/redirect-target';
import { ColorModeButton } from '../color-mode/color-mode';
import { DesktopNav } from './desktop-nav';
import { type HeaderParts } from './header-parts';
import { Logo } from './logo';
import { MobileMenu } from './mobile-menu';
import { adminNavLinks, isAdminArea, memberNavLinks } from './nav-links';
import { useHideOnScroll } from './use-hide-on-scroll';

export const headerHeightPx = 64;

const accountSkeleton = <Skeleton h="8" w="14" borderRadius="md" />;

/** The header: logo, nav, search, colour mode, and the visitor's or member's account controls. */
export function Header({ parts }: { parts: HeaderParts }) {
  const signedInViewer = useViewer();
  const { pathname } = useLocation();
  const inAdminArea = isAdminArea(pathname);
  const adminMode = useAdminMode();
  // An admin who chose "Exit Admin" sees the member's header until the admin area is opened again.
  const viewer = { ...signedInViewer, admin: signedInViewer.admin && (adminMode || inAdminArea) };
  useEffect(() => {
    if (inAdminArea) setAdminMode(true);
  }, [inAdminArea]);
  const { hidden, reveal } = useHideOnScroll(headerHeightPx);
  const links = viewer.admin ? adminNavLinks : memberNavLinks(runtimeConfig());

  return (
    <Box
      as="header"
      position="sticky"
      top="0"
      zIndex="sticky"
      bg="bg/95"
      backdropFilter="saturate(180%) blur(8px)"
      borderBottomWidth="1px"
      transform={hidden ? 'translateY(-100%)' : 'translateY(0)'}
      transition="transform 0.2s ease-in-out"
      onFocusCapture={reveal}
      data-hidden={hidden || undefined}
      _print={{ position: 'static', transform: 'none' }}
    >
      <Container maxW="7xl" px={{ base: 3, md: 6 }}>
        <HStack h={`${headerHeightPx}px`} gap={{ base: 1, md: 3 }}>
          <MobileMenu viewer={signedInViewer} adminMode={viewer.admin} />
          <Logo admin={viewer.admin} />
          <DesktopNav links={links} label={viewer.admin ? 'Admin' : 'Main'} />
          <Spacer />
          {/* One search entry: the box (its options open the modal) from md, the modal's button below. */}
          {parts.search(viewer.admin)}
          <Box hideFrom="md">{parts.searchModal(viewer.admin)}</Box>
          <ColorModeButton />
          {viewer.loading ? (
            accountSkeleton
          ) : viewer.signedIn ? (
            <Suspense fallback={accountSkeleton}>{parts.profileMenu(signedInViewer)}</Suspense>
          ) : (
            <HStack gap={2} hideBelow="sm">
              <Button size="sm" variant="ghost" onClick={() => startSignIn()}>
                Log in
              </Button>
              <Button asChild size="sm" colorPalette="blue">
                <Link to={paths.signUp}>Sign up</Link>
              </Button>
            </HStack>
          )}
        </HStack>
      </Container>
    </Box>
  );
}
