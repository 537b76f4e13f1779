import { userIdSchema } from '@academy/domain';
import { Button, HStack, Tabs } from '@chakra-ui/react';
import { History as LuHistory } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { errorOf } from '../../api/base-api';
import { NotFoundPage } from '../../components/error-pages/status-page';
import { PaymentHistoryTab } from '../../components/admin-user-tabs/payment-history-tab';
import { ShippingTab } from '../../components/admin-user-tabs/shipping-tab';
import { Page } from '../../components/page';
import { adminUserTabs, href, paths } from '../../config/paths';
import { useAdminUserQuery } from './api';
import { UserHeader } from './user-header';
import { UserPublicationsTab } from './user-publications-tab';

/** Each tab's content: components the membership, Journal and shipping work fill in. */
const tabContent = {
  'payment-history': PaymentHistoryTab,
  publications: UserPublicationsTab,
  shipping: ShippingTab,
} as const;

/** `/admin/user/:userID/:tabID`: the tab id was checked by the route (anything else is a 404). */
export function Component() {
  const { userID = '', tabID = 'payment-history' } = useParams();
  const Content = tabContent[tabID as keyof typeof tabContent] ?? PaymentHistoryTab;
  const valid = userIdSchema.safeParse(userID).success;
  const user = useAdminUserQuery(userID, { skip: !valid });
  // A malformed or unknown id names no member: the 404 page, not an empty account with tabs.
  if (!valid || errorOf(user.error)?.status === 404) return <NotFoundPage />;
  return (
    <Page title="User account">
      <HStack justify="end">
        <Button asChild variant="outline" size="sm">
          <Link to={href(paths.adminAuditUser, { userID })}>
            <LuHistory aria-hidden /> Audit timeline
          </Link>
        </Button>
      </HStack>
      <UserHeader userID={userID} />
      <Tabs.Root value={tabID} variant="line">
        {/* On a phone the tabs scroll sideways in their row rather than widen the page. */}
        <Tabs.List overflowX="auto" overflowY="hidden">
          {adminUserTabs.map((tab) => (
            <Tabs.Trigger key={tab.id} value={tab.id} asChild flexShrink={0}>
              <Link to={href(paths.adminUser, { userID, tabID: tab.id })}>{tab.label}</Link>
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {/* The panel the selected tab names in its aria-controls. */}
        <Tabs.Content value={tabID} pt={6}>
          <Content userID={userID} />
        </Tabs.Content>
      </Tabs.Root>
    </Page>
  );
}
