import { type CoAuthorInvitation } from '@academy/domain';
import { Button, HStack, Heading, Stack, Text } from '@chakra-ui/react';
import { Users as LuUsers } from 'lucide-react';
import { Link } from 'react-router';
import { errorOf } from '../../api/base-api';
import { EmptyNotice } from '../../components/empty-notice';
import { FormError } from '../../components/form-error';
import { showToast } from '../../components/toasts/toast-store';
import { href, paths } from '../../config/paths';
import { useAnswerCoAuthorInvitationMutation, useCoAuthorInvitationsQuery } from './co-author-api';

function Invitation({ invitation }: { invitation: CoAuthorInvitation }) {
  const [answer, answering] = useAnswerCoAuthorInvitationMutation();
  const { pubNum, title, listedAs, invitedBy } = invitation;
  const reply = async (choice: 'accept' | 'decline') => {
    try {
      await answer({ pubNum, answer: choice }).unwrap();
      showToast(
        'success',
        choice === 'accept'
          ? `You are now a co-author of “${title}”.`
          : `You declined to be a co-author of “${title}”.`,
      );
    } catch {
      // The server's message shows below the invitation.
    }
  };
  return (
    <Stack as="li" gap={2} borderWidth="1px" borderRadius="md" p={4} data-testid="co-author-invitation">
      <Text>
        <Link to={href(paths.publication, { pubNum })}>{title}</Link> (publication {pubNum})
      </Text>
      <Text color="fg.muted">
        {invitedBy ? `${invitedBy} listed you` : 'You are listed'} as “{listedAs}”. Until you accept, that
        name is shown as typed, with no link to you.
      </Text>
      <FormError message={errorOf(answering.error)?.message} />
      <HStack gap={2}>
        <Button
          colorPalette="blue"
          size="sm"
          loading={answering.isLoading}
          onClick={() => void reply('accept')}
        >
          Accept
        </Button>
        <Button
          variant="outline"
          size="sm"
          disabled={answering.isLoading}
          onClick={() => void reply('decline')}
        >
          Decline
        </Button>
      </HStack>
    </Stack>
  );
}

/** Account settings: the member's pending co-author invitations, each with Accept and Decline. */
export function CoAuthorInvitations() {
  const { data, error } = useCoAuthorInvitationsQuery();
  return (
    <Stack gap={3} as="section" aria-labelledby="co-author-invitations" id="co-author-invitations-section">
      <Heading as="h2" size="lg" id="co-author-invitations">
        Co-author invitations
      </Heading>
      {error && <FormError message={errorOf(error)?.message} />}
      {data && data.invitations.length === 0 && (
        <EmptyNotice
          icon={LuUsers}
          title="No invitations"
          description="When a member names you as a co-author, you accept or decline it here."
        />
      )}
      {data && data.invitations.length > 0 && (
        <Stack as="ul" gap={3} listStyleType="none">
          {data.invitations.map((invitation) => (
            <Invitation key={invitation.pubNum} invitation={invitation} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}
