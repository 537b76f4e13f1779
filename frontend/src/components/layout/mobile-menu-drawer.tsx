import {
  Button,
  CloseButton,
  Drawer,
  Link as ChakraLink,
  Portal,
  Separator,
  Stack,
  Text,
} from '@chakra-ui/react';
import { ExternalLink as LuExternalLink } from 'lucide-react';
import { Link } from 'react-router';
import { type Viewer } from '../../access/use-viewer';
import { paths } from '../../config/paths';
import { runtimeConfig, siteName } from '../../config/runtime-config';
import { startSignIn } from '../../sign-in-redirect/redirect-target';
import { adminMenuLinks, memberNavLinks, type NavLinkItem } from './nav-links';

function MenuLink({ link, onNavigate }: { link: NavLinkItem; onNavigate: () => void }) {
  const common = {
    display: 'flex',
    alignItems: 'center',
    gap: 1,
    px: 3,
    py: 2,
    borderRadius: 'md',
    _hover: { bg: 'bg.muted' },
  } as const;
  if (link.external) {
    return (
      <ChakraLink href={link.to} target="_blank" rel="noopener noreferrer" {...common}>
        {link.label} <LuExternalLink aria-hidden size="0.8em" />
      </ChakraLink>
    );
  }
  return (
    <ChakraLink asChild {...common}>
      <Link to={link.to} onClick={onNavigate}>
        {link.label}
      </Link>
    </ChakraLink>
  );
}

interface MobileMenuDrawerProps {
  viewer: Viewer;
  /** An admin in admin mode (not after "Exit Admin"): Home is the admin home, the site's sections hide. */
  adminMode: boolean;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where focus returns on close: the button that opened the menu. */
  finalFocus: () => HTMLElement | null;
}

/**
 * The side menu on small screens: Home, ADMIN (admins), the site's sections (unless in admin mode),
 * then the account. Loaded on first use.
 */
export default function MobileMenuDrawer({
  viewer,
  adminMode,
  open,
  onOpenChange,
  finalFocus,
}: MobileMenuDrawerProps) {
  const close = () => onOpenChange(false);
  const sections = adminMode ? [] : memberNavLinks(runtimeConfig());
  return (
    <Drawer.Root
      open={open}
      onOpenChange={(details) => onOpenChange(details.open)}
      finalFocusEl={finalFocus}
      placement="start"
    >
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content maxW="xs">
            <Drawer.Header>
              <Drawer.Title>{siteName()}</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body>
              <Stack as="nav" aria-label="Menu" gap={1}>
                <MenuLink
                  link={{ label: 'Home', to: adminMode ? paths.admin : paths.home }}
                  onNavigate={close}
                />
                {sections.map((link) => (
                  <MenuLink key={link.label} link={link} onNavigate={close} />
                ))}
                {viewer.admin && (
                  <Text px={3} pt={3} fontSize="xs" fontWeight="bold" letterSpacing="wider" color="fg.muted">
                    ADMIN
                  </Text>
                )}
                {viewer.admin &&
                  adminMenuLinks.map((link) => <MenuLink key={link.label} link={link} onNavigate={close} />)}
                <Separator my={2} />
                {viewer.signedIn ? (
                  <>
                    <MenuLink link={{ label: 'My Account', to: paths.manageMembership }} onNavigate={close} />
                    <MenuLink link={{ label: 'Log out', to: paths.signOut }} onNavigate={close} />
                  </>
                ) : (
                  <Stack gap={2} pt={2}>
                    <Button variant="outline" onClick={() => startSignIn()}>
                      Log in
                    </Button>
                    <Button asChild colorPalette="blue">
                      <Link to={paths.signUp} onClick={close}>
                        Sign up
                      </Link>
                    </Button>
                  </Stack>
                )}
              </Stack>
            </Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close menu" />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
