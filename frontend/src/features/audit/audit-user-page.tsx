import { useParams } from 'react-router';
import { AuditPage } from './audit-page';

/** `/admin/audit/user/:userID` (admins). */
export function Component() {
  const { userID = '' } = useParams();
  return <AuditPage kind="user" id={userID} />;
}
