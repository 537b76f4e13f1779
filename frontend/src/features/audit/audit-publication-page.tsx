import { useParams } from 'react-router';
import { AuditPage } from './audit-page';

/** `/admin/audit/publication/:pubNum` (admins). */
export function Component() {
  const { pubNum = '' } = useParams();
  return <AuditPage kind="publication" id={pubNum} />;
}
