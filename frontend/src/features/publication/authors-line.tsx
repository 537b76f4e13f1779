import { Link as ChakraLink } from '@chakra-ui/react';
import { Fragment } from 'react';
import { Link } from 'react-router';
import { href, paths } from '../../config/paths';
import { type Author } from './api';

/** The authors in order, each member linked to their profile (names always as text). */
export function AuthorsLine({ authors }: { authors: readonly Author[] }) {
  return (
    <>
      {authors.map((author, i) => (
        <Fragment key={i}>
          {i > 0 && ', '}
          {author.userID ? (
            <ChakraLink asChild>
              <Link to={href(paths.profile, { userID: author.userID })}>{author.name}</Link>
            </ChakraLink>
          ) : (
            author.name
          )}
        </Fragment>
      ))}
    </>
  );
}
