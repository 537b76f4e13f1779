import { Box, Container, HStack, IconButton, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { type IconType } from 'react-icons';
import { FaLinkedin, FaXTwitter, FaYoutube } from 'react-icons/fa6';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { runtimeConfig, siteName } from '../../config/runtime-config';
import { useFocusOnNavigation } from './use-focus-on-navigation';

interface FooterLink {
  label: string;
  to: string;
  external: boolean;
}

/** The five footer links (spec section 2): three external and configurable, two pages of the site. */
export const footerLinks = (config = runtimeConfig()): FooterLink[] => [
  { label: 'About the Academy', to: config.aboutUrl, external: true },
  { label: 'Privacy', to: config.privacyUrl, external: true },
  { label: 'Terms', to: paths.terms, external: false },
  { label: 'Code of Ethics', to: paths.codeOfEthics, external: false },
  { label: 'Contact', to: config.contactUrl, external: true },
];

const socialLinks: { label: string; href: string; icon: IconType }[] = [
  { label: 'LinkedIn', href: 'https://www.linkedin.com/', icon: FaLinkedin },
  { label: 'YouTube', href: 'https://www.youtube.com/', icon: FaYoutube },
  { label: 'X', href: 'https://x.com/', icon: FaXTwitter },
];

/** The footer, hidden when printing; and focus to `main` after a navigation (see the hook). */
export function Footer() {
  useFocusOnNavigation();
  return (
    <Box as="footer" borderTopWidth="1px" bg="bg.subtle" _print={{ display: 'none' }}>
      <Container maxW="7xl" py={8} px={{ base: 4, md: 6 }}>
        <Stack gap={6}>
          <HStack as="nav" aria-label="Footer" wrap="wrap" gap={{ base: 3, md: 6 }}>
            {footerLinks().map((link) =>
              link.external ? (
                <ChakraLink
                  key={link.label}
                  href={link.to}
                  target="_blank"
                  rel="noopener noreferrer"
                  color="fg.muted"
                >
                  {link.label}
                </ChakraLink>
              ) : (
                <ChakraLink key={link.label} asChild color="fg.muted">
                  <Link to={link.to}>{link.label}</Link>
                </ChakraLink>
              ),
            )}
          </HStack>
          <Stack
            direction={{ base: 'column', md: 'row' }}
            justify="space-between"
            align={{ md: 'center' }}
            gap={4}
          >
            <Text fontSize="sm" color="fg.muted">
              © {new Date().getFullYear()} {siteName()}. All rights reserved.
            </Text>
            <HStack gap={1}>
              {socialLinks.map(({ label, href, icon: Icon }) => (
                <IconButton key={label} asChild variant="ghost" size="sm" aria-label={label}>
                  <a href={href} target="_blank" rel="noopener noreferrer">
                    <Icon />
                  </a>
                </IconButton>
              ))}
            </HStack>
          </Stack>
        </Stack>
      </Container>
    </Box>
  );
}
