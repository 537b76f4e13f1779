import { Link as ChakraLink } from '@chakra-ui/react';
import { Link } from 'react-router';
import { href, paths } from '../config/paths';

/** For admins: the link from a listed publication to its audit timeline, named by its title. */
export function PublicationAuditLink({ pubNum, title }: { pubNum: number; title: string }) {
  return (
    <ChakraLink asChild fontSize="sm">
      <Link to={href(paths.adminAuditPublication, { pubNum })} aria-label={`Audit of ${title}`}>
        Audit
      </Link>
    </ChakraLink>
  );
}
