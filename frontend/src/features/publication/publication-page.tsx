import {
  Badge,
  Box,
  Button,
  Heading,
  HStack,
  Link as ChakraLink,
  Skeleton,
  Stack,
  Text,
} from '@chakra-ui/react';
import {
  FileQuestionMark as LuFileQuestion,
  FileText as LuFileText,
  History as LuHistory,
} from 'lucide-react';
import { Link, type Params, useParams } from 'react-router';
import { useViewer } from '../../access/use-viewer';
import { errorOf } from '../../api/base-api';
import { EmptyNotice } from '../../components/empty-notice';
import { FormError } from '../../components/form-error';
import { Page } from '../../components/page';
import { href, paths } from '../../config/paths';
import { type PageHandle } from '../../config/page-prefetch';
import { isDetailView, journalApi, type PublicationVersionAnswer, usePublicationsQuery } from './api';
import { articleLinks } from './article-links';
import { AuthorsLine } from './authors-line';
import { CiteMenu } from './cite-menu';
import { licenceName } from './licence-words';
import { PrintStyles } from './print-styles';
import { formatDate, isRemoved, pickVersion, publishYear } from './publication';
import { RemovalControls } from './removal-controls';
import { WithdrawCoAuthorship } from './withdraw-co-authorship';
import { NewerVersionNotice } from './newer-version-notice';
import { RemovalNotice } from './removal-notice';

const positiveInt = (value: string | undefined): number | undefined => {
  const n = Number(value);
  return Number.isSafeInteger(n) && n > 0 ? n : undefined;
};

/** The publication's number in the address (0 when it is not one: nothing is asked). */
const pubNumOf = (params: Params): number => positiveInt(params.pubNum) ?? 0;

export const handle: PageHandle = {
  prefetch: (dispatch, { params }) => {
    const pubNum = pubNumOf(params);
    if (pubNum !== 0) void dispatch(journalApi.endpoints.publications.initiate({ pubNum }));
  },
};

/** The versions, each with its date and change note, and a link to compare it with the one before. */
function VersionsList({ versions, current }: { versions: PublicationVersionAnswer[]; current: number }) {
  return (
    <Stack as="ol" gap={2} listStyleType="none">
      {versions.map((v) => (
        <Box as="li" key={v.version}>
          <HStack gap={3} wrap="wrap">
            <ChakraLink asChild fontWeight={v.version === current ? 'bold' : 'normal'}>
              <Link to={href(paths.publicationVersion, { pubNum: v.pubNum, version: v.version })}>
                Version {v.version}
              </Link>
            </ChakraLink>
            <Text color="fg.muted">{formatDate(v.publishDate)}</Text>
            {v.version > 1 && (
              <ChakraLink asChild className="no-print">
                <Link
                  to={href(paths.publicationDiff, { pubNum: v.pubNum, from: v.version - 1, to: v.version })}
                >
                  Compare with version {v.version - 1}
                </Link>
              </ChakraLink>
            )}
          </HStack>
          {isDetailView(v) && v.changeNote && <Text fontSize="sm">{v.changeNote}</Text>}
        </Box>
      ))}
    </Stack>
  );
}

/** `/journal/publications/:pubNum` and `/:version`: removed ones show a notice to non-admins. */
export function Component() {
  const params = useParams();
  const pubNum = pubNumOf(params);
  const version = params.version === undefined ? undefined : (positiveInt(params.version) ?? 0);
  const viewer = useViewer();
  const { data, error, isLoading } = usePublicationsQuery({ pubNum }, { skip: pubNum === 0 });
  const publication = pickVersion(data ?? [], version);
  const fallbackTitle = `Publication ${params.pubNum ?? ''}${version ? `, version ${version}` : ''}`;
  const failure = errorOf(error);

  if (isLoading || viewer.loading) {
    return (
      <Page title={fallbackTitle}>
        <Skeleton height="24" />
      </Page>
    );
  }
  if (failure && failure.type !== 'not-found') {
    return (
      <Page title={fallbackTitle}>
        <FormError message={failure.message} />
      </Page>
    );
  }
  if (!publication || !data) {
    return (
      <Page title={fallbackTitle}>
        <EmptyNotice
          icon={LuFileQuestion}
          title="Publication not found"
          description="No publication has this number or version."
        />
      </Page>
    );
  }
  const removed = isRemoved(publication);
  // Non-admins get only the summary of a removed publication.
  if ((removed && !viewer.admin) || !isDetailView(publication)) {
    return (
      <Page title={fallbackTitle}>
        <RemovalNotice publication={publication} />
      </Page>
    );
  }
  const { authors, keywords, pdfUrl } = publication;
  const isAuthor = viewer.userID !== null && publication.submittedBy === viewer.userID;
  // Linked entries are the submitter's and accepted co-authors' only.
  const isCoAuthor = !isAuthor && viewer.userID !== null && authors.some((a) => a.userID === viewer.userID);
  const latest = pickVersion(data)?.version ?? publication.version;
  return (
    <Page title={publication.title || fallbackTitle}>
      <PrintStyles />
      <Stack gap={5} as="article" className="publication-article" css={articleLinks}>
        {removed && <RemovalNotice publication={publication} />}
        {removed && (
          <Text color="fg.muted">You can see this removed publication because you are an admin.</Text>
        )}
        {latest > publication.version && <NewerVersionNotice pubNum={publication.pubNum} latest={latest} />}
        <Text fontSize="lg" data-testid="authors">
          <AuthorsLine authors={authors} />
        </Text>
        <HStack gap={2} wrap="wrap">
          <Badge>
            Publication {publication.pubNum}, version {publication.version}
          </Badge>
          <Badge colorPalette="blue">{publishYear(publication)}</Badge>
          <Badge variant="outline">{licenceName(publication.licence)}</Badge>
          <Text color="fg.muted">Published {formatDate(publication.publishDate)}</Text>
        </HStack>
        {keywords.length > 0 && (
          <HStack gap={2} wrap="wrap" role="group" aria-label="Keywords">
            {keywords.map((k) => (
              <Badge key={k} variant="subtle">
                {k}
              </Badge>
            ))}
          </HStack>
        )}
        <Box>
          <Heading as="h2" size="md" mb={2}>
            Abstract
          </Heading>
          <Text whiteSpace="pre-wrap">{publication.abstract}</Text>
        </Box>
        <Box
          className="publication-body"
          data-testid="publication-body"
          lineHeight="tall"
          css={{ '& p': { mb: 3 }, '& h1, & h2, & h3': { mt: 4, mb: 2 } }}
          // Rendered from Markdown and sanitized by the server (an allow-list): never a script or handler.
          dangerouslySetInnerHTML={{ __html: publication.bodyHtml }}
        />
        <HStack gap={3} wrap="wrap" className="no-print">
          {pdfUrl && (
            <Button asChild variant="outline">
              <a href={pdfUrl} target="_blank" rel="noopener noreferrer">
                <LuFileText /> PDF
              </a>
            </Button>
          )}
          {isAuthor && !removed && (
            <Button asChild colorPalette="blue" variant="outline">
              <Link to={href(paths.journalRevise, { pubNum: publication.pubNum })}>Revise</Link>
            </Button>
          )}
          <Button variant="ghost" onClick={() => window.print()}>
            Print
          </Button>
          {viewer.admin && (
            <Button asChild variant="ghost">
              <Link to={href(paths.adminAuditPublication, { pubNum: publication.pubNum })}>
                <LuHistory aria-hidden /> Audit
              </Link>
            </Button>
          )}
        </HStack>
        <CiteMenu pubNum={publication.pubNum} version={publication.version} />
        <Box>
          <Heading as="h2" size="md" mb={2}>
            Versions
          </Heading>
          <VersionsList
            versions={[...data].sort((a, b) => a.version - b.version)}
            current={publication.version}
          />
        </Box>
        {isCoAuthor && <WithdrawCoAuthorship pubNum={publication.pubNum} />}
        {viewer.admin && <RemovalControls pubNum={publication.pubNum} removed={removed} />}
      </Stack>
    </Page>
  );
}
