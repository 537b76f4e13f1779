import { Button } from '@chakra-ui/react';
import { MessagePage } from '../../components/error-pages/message-page';
import { signInStartUrl, startSignIn } from '../../sign-in-redirect/redirect-target';

/** `/sign-in-fail`: sign-in did not succeed; try again from the start. */
export function Component() {
  return (
    <MessagePage
      title="Sign-in failed"
      text="We could not sign you in. Check your email address and password, then try again."
      actions={
        <Button asChild variant="outline">
          <a
            href={signInStartUrl(window.location.href)}
            onClick={(event) => {
              event.preventDefault();
              startSignIn('/');
            }}
          >
            Try again
          </a>
        </Button>
      }
    />
  );
}
