import { LuTruck } from 'react-icons/lu';
import { EmptyNotice } from '../../components/empty-notice';
import { Page } from '../../components/page';

/** An admin page (checked before it loads). */
export function Component() {
  return (
    <Page title="Token Shipping">
      <EmptyNotice
        icon={LuTruck}
        title="No shipments to show"
        description="Token shipments waiting to be sent, and those on their way, will be listed here with their carrier and tracking number."
      />
    </Page>
  );
}
