import { Badge, HStack, Link as ChakraLink, Skeleton, Stack, Text } from '@chakra-ui/react';
import { BookOpen as LuBookOpen } from 'lucide-react';
import { Link } from 'react-router';
import { useViewer } from '../../access/use-viewer';
import { EmptyNotice } from '../../components/empty-notice';
import { PublicationAuditLink } from '../../components/publication-audit-link';
import { href, paths } from '../../config/paths';
import { useMemberPublicationsQuery } from './publications-api';

/** The profile tab `publications`: what the member is an author of (titles rendered as text); admins get each one's audit. */
export function PublicationsTab({ userID }: { userID: string }) {
  const { data, isLoading } = useMemberPublicationsQuery(userID);
  const { admin } = useViewer();
  if (isLoading) return <Skeleton height="16" />;
  if (!data || data.publications.length === 0) {
    return (
      <EmptyNotice
        icon={LuBookOpen}
        title="No publications yet"
        description="Publications by this member in the Journal will be listed here."
      />
    );
  }
  return (
    <Stack as="ul" gap={3} aria-label="Publications" listStyleType="none">
      {data.publications.map((p) => (
        <Stack as="li" key={p.pubNum} gap={1}>
          <ChakraLink asChild fontWeight="semibold">
            <Link to={href(paths.publication, { pubNum: p.pubNum })}>{p.title}</Link>
          </ChakraLink>
          <HStack gap={2} wrap="wrap">
            <Text color="fg.muted">
              {p.authors.map((a) => a.name).join(', ')} · {p.publishYear}
            </Text>
            {p.keywords.map((k) => (
              <Badge key={k} variant="subtle">
                {k}
              </Badge>
            ))}
            {admin && <PublicationAuditLink pubNum={p.pubNum} title={p.title} />}
          </HStack>
        </Stack>
      ))}
    </Stack>
  );
}
