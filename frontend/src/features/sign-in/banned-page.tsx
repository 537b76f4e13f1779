import { useSearchParams } from 'react-router';
import { Box, Text } from '@chakra-ui/react';
import { MessagePage } from '../../components/error-pages/message-page';

/** `/sign-in-fail/banned?message=`: the account is banned, with the reason. */
export function Component() {
  const [params] = useSearchParams();
  const reason = params.get('message')?.trim();
  return (
    <MessagePage
      title="Your account has been suspended"
      text="You cannot sign in while your account is suspended. If you think this is a mistake, please contact the academy."
    >
      <Box borderWidth="1px" borderRadius="md" p={4} w="full" textAlign="start" bg="bg.muted">
        <Text fontWeight="semibold">Reason</Text>
        <Text data-testid="ban-reason">{reason || 'No reason was given.'}</Text>
      </Box>
    </MessagePage>
  );
}
