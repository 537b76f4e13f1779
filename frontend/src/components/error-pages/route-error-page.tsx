import { isRouteErrorResponse, useRouteError } from 'react-router';
import { toProductError } from '../../api/product-error';
import { ErrorFallback } from './error-fallback';
import { MessagePage } from './message-page';
import { AccessDeniedPage, AdminOnlyPage, UnauthorizedAccessPage } from './refusal-pages';
import { StatusPage } from './status-page';
import { isPageStatus, refusalTexts } from './status-texts';

/** Pick the page for what a route threw: a status, a refusal, or the generic fallback. */
export function ErrorView({ error }: { error: unknown }) {
  if (isRouteErrorResponse(error)) {
    return isPageStatus(error.status) ? (
      <StatusPage status={error.status} />
    ) : (
      <ErrorFallback error={error.statusText} />
    );
  }
  const product = toProductError(error);
  switch (product.type) {
    case 'not-signed-in':
      return <UnauthorizedAccessPage />;
    case 'insufficient-membership-tier':
      return <AccessDeniedPage />;
    case 'forbidden':
      return product.message === refusalTexts.adminOnly.text ? (
        <AdminOnlyPage />
      ) : (
        <StatusPage status={403} />
      );
    case 'removal-note': {
      // A body without error_msg carries only its type: the notice then says there are no details.
      const note = product.message.trim() === product.type ? '' : product.message.trim();
      return (
        <MessagePage title={refusalTexts.removed.title} text={note || refusalTexts.removed.defaultText} />
      );
    }
    case 'not-found':
      return <StatusPage status={404} />;
    default:
      return isPageStatus(product.status) && product.type === 'http-error' ? (
        <StatusPage status={product.status} />
      ) : (
        <ErrorFallback error={error} />
      );
  }
}

/** The error element of every route. */
export function RouteErrorPage() {
  return <ErrorView error={useRouteError()} />;
}
