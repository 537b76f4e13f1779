import { Button } from '@chakra-ui/react';
import { Link } from 'react-router';
import { startSignIn } from '../../sign-in-redirect/redirect-target';
import { MessagePage } from './message-page';
import { refusalTexts } from './status-texts';

/** Not signed in (spec section 6): "Unauthorized Access", with Log in (back to this page after). */
export function UnauthorizedAccessPage() {
  const { title, text } = refusalTexts.notSignedIn;
  return (
    <MessagePage
      title={title}
      text={text}
      actions={
        <Button variant="outline" onClick={() => startSignIn()}>
          Log in
        </Button>
      }
    />
  );
}

/** The tier lacks access: "Access Denied" with Update Tier. */
export function AccessDeniedPage() {
  const { title, text } = refusalTexts.insufficientTier;
  return (
    <MessagePage
      title={title}
      text={text}
      actions={
        <Button asChild variant="outline">
          <Link to="/settings/manage-membership">Update Tier</Link>
        </Button>
      }
    />
  );
}

/** A non-admin on an admin route. */
export function AdminOnlyPage() {
  const { title, text } = refusalTexts.adminOnly;
  return <MessagePage title={title} text={text} />;
}
