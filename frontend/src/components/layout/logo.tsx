import { Box, HStack, Text } from '@chakra-ui/react';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { siteName } from '../../config/runtime-config';

function Mark() {
  return (
    <Box asChild boxSize="8" flexShrink={0}>
      <svg viewBox="0 0 64 64" aria-hidden="true">
        <rect width="64" height="64" rx="12" fill="#1e3a8a" />
        <path d="M32 12 10 24l22 12 22-12zM18 31v11c0 4 6.3 8 14 8s14-4 14-8V31l-14 8z" fill="#fff" />
      </svg>
    </Box>
  );
}

/** The logo: home for everyone, the admin home for admins. */
export function Logo({ admin }: { admin: boolean }) {
  const name = siteName();
  return (
    <Link to={admin ? paths.admin : paths.home} aria-label={`${name}, ${admin ? 'admin home' : 'home'}`}>
      <HStack gap={2}>
        <Mark />
        <Text
          as="span"
          fontFamily="heading"
          fontWeight="bold"
          fontSize={{ base: 'md', md: 'lg' }}
          lineClamp={1}
          hideBelow="sm"
        >
          {name}
        </Text>
      </HStack>
    </Link>
  );
}
