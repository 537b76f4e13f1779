import { LuGift } from 'react-icons/lu';
import { EmptyNotice } from '../../components/empty-notice';
import { Page } from '../../components/page';

/** An admin page (checked before it loads). */
export function Component() {
  return (
    <Page title="Free Orders">
      <EmptyNotice
        icon={LuGift}
        title="No free orders yet"
        description="Memberships granted without payment will be listed here, with who granted them and why."
      />
    </Page>
  );
}
