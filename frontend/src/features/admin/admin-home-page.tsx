import { Card, Link as ChakraLink, Text } from '@chakra-ui/react';
import { Link, useNavigate } from 'react-router';
import { paths } from '../../config/paths';
import { Page } from '../../components/page';
import { SearchForm } from '../../components/search-form/search-form';
import { adminSearchTarget, adminSearchTypes } from '../../components/search-form/search-query';
import { AdminDashboardCards } from './admin-dashboard';

/** `/admin`: User Management; find a user by name, email or phone. */
export function Component() {
  const navigate = useNavigate();
  return (
    <Page title="User Management" maxW="3xl">
      <Text color="fg.muted">Find a member to see their payments, publications and token shipments.</Text>
      <Card.Root variant="outline">
        <Card.Body>
          <SearchForm
            label="Find a user"
            types={adminSearchTypes}
            onSearch={(query, type) => {
              const target = adminSearchTarget(query, type);
              if (target) void navigate(target);
            }}
          />
        </Card.Body>
      </Card.Root>
      <Text color="fg.muted">
        Grant a membership without payment:{' '}
        <ChakraLink asChild colorPalette="blue" variant="underline">
          <Link to={paths.adminFreeOrder}>Free Orders</Link>
        </ChakraLink>
        .
      </Text>
      <AdminDashboardCards />
      <Text color="fg.muted">
        Read models, rebuilds, the event store and what failed:{' '}
        <ChakraLink asChild colorPalette="blue" variant="underline">
          <Link to={paths.adminOperations}>Operations</Link>
        </ChakraLink>
        .
      </Text>
    </Page>
  );
}
