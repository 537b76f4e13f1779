import { Card, Text } from '@chakra-ui/react';
import { useNavigate } from 'react-router';
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
      <AdminDashboardCards />
    </Page>
  );
}
