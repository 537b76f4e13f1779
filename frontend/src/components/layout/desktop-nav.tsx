import { HStack, Link as ChakraLink } from '@chakra-ui/react';
import { ExternalLink as LuExternalLink } from 'lucide-react';
import { NavLink } from 'react-router';
import { type NavLinkItem } from './nav-links';

/** The header's links on large screens. */
export function DesktopNav({ links, label }: { links: NavLinkItem[]; label: string }) {
  return (
    <HStack as="nav" aria-label={label} gap={1} hideBelow="lg">
      {links.map((link) =>
        link.external ? (
          <ChakraLink
            key={link.label}
            href={link.to}
            target="_blank"
            rel="noopener noreferrer"
            px={3}
            py={2}
            borderRadius="md"
            _hover={{ bg: 'bg.muted' }}
          >
            {link.label} <LuExternalLink aria-hidden size="0.8em" />
          </ChakraLink>
        ) : (
          <ChakraLink
            key={link.label}
            asChild
            px={3}
            py={2}
            borderRadius="md"
            _hover={{ bg: 'bg.muted', textDecoration: 'none' }}
            css={{ '&[aria-current=page]': { fontWeight: 'semibold', color: 'blue.fg' } }}
          >
            <NavLink to={link.to} end={link.to === '/admin'}>
              {link.label}
            </NavLink>
          </ChakraLink>
        ),
      )}
    </HStack>
  );
}
