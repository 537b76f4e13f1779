import { LuBookOpen } from 'react-icons/lu';
import { EmptyNotice } from '../empty-notice';

/** The admin user page's Publications tab: the Journal's list of this user's publications (removed ones marked) mounts here. */
export function PublicationsTab({ userID }: { userID: string }) {
  return (
    <EmptyNotice
      icon={LuBookOpen}
      title="No publications yet"
      description={
        <span data-user-id={userID}>
          Publications by this user, removed ones included, will be listed here.
        </span>
      }
    />
  );
}
