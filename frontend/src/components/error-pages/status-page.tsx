import { MessagePage } from './message-page';
import { type PageStatus, statusPages } from './status-texts';

/** The page for one HTTP status: 400, 401, 403, 404, 500, 502, 503 or 504. */
export function StatusPage({ status }: { status: PageStatus }) {
  const { title, text } = statusPages[status];
  return <MessagePage code={status} title={title} text={text} />;
}

export function NotFoundPage() {
  return <StatusPage status={404} />;
}
