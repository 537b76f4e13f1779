import { Box, Button, HStack, Tabs } from '@chakra-ui/react';
import { LuBookOpen, LuHistory, LuReceipt, LuTruck } from 'react-icons/lu';
import { Link, useParams } from 'react-router';
import { EmptyNotice } from '../../components/empty-notice';
import { Page } from '../../components/page';
import { adminUserTabs, href, paths } from '../../config/paths';

const empty = {
  'payment-history': {
    icon: LuReceipt,
    title: 'No payments yet',
    description: 'Every payment, refund and free order of this user will be listed here.',
  },
  publications: {
    icon: LuBookOpen,
    title: 'No publications yet',
    description: 'Publications by this user, removed ones included, will be listed here.',
  },
  shipping: {
    icon: LuTruck,
    title: 'No shipments yet',
    description: 'Token shipments to this user will be listed here.',
  },
} as const;

/** `/admin/user/:userID/:tabID`: the tab id was checked by the route (anything else is a 404). */
export function Component() {
  const { userID = '', tabID = 'payment-history' } = useParams();
  const notice = empty[tabID as keyof typeof empty] ?? empty['payment-history'];
  return (
    <Page title="User account">
      <HStack justify="end">
        <Button asChild variant="outline" size="sm">
          <Link to={href(paths.adminAuditUser, { userID })}>
            <LuHistory aria-hidden /> Audit timeline
          </Link>
        </Button>
      </HStack>
      <Tabs.Root value={tabID} variant="line">
        <Tabs.List>
          {adminUserTabs.map((tab) => (
            <Tabs.Trigger key={tab.id} value={tab.id} asChild>
              <Link to={href(paths.adminUser, { userID, tabID: tab.id })}>{tab.label}</Link>
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Box pt={6}>
          <EmptyNotice icon={notice.icon} title={notice.title} description={notice.description} />
        </Box>
      </Tabs.Root>
    </Page>
  );
}
