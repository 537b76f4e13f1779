import { LuShieldCheck } from 'react-icons/lu';
import { EmptyNotice } from '../../components/empty-notice';
import { Page } from '../../components/page';

/** An admin page (checked before it loads). */
export function Component() {
  return (
    <Page title="Admin Management">
      <EmptyNotice
        icon={LuShieldCheck}
        title="No admins to show"
        description="The admins of the academy will be listed here; you can grant or revoke admin rights, but never remove the last admin."
      />
    </Page>
  );
}
