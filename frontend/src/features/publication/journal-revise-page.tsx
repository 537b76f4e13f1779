import { Skeleton, Text } from '@chakra-ui/react';
import { FilePen as LuFilePen } from 'lucide-react';
import { useNavigate, useParams } from 'react-router';
import { useViewer } from '../../access/use-viewer';
import { errorOf } from '../../api/base-api';
import { EmptyNotice } from '../../components/empty-notice';
import { Page } from '../../components/page';
import { href, paths } from '../../config/paths';
import { isDetailView, publicationForm, usePublicationsQuery, useRevisePublicationMutation } from './api';
import { isRemoved, pickVersion } from './publication';
import { clearDraft, PublicationForm, type PublicationFormValues } from './publication-form';
import { RemovalNotice } from './removal-notice';
import { showToast } from '../../components/toasts/toast-store';

/** `/journal/revise/:pubNum`: the author only, the form prefilled with the latest version; a removed one shows its notice. */
export function Component() {
  const { pubNum = '' } = useParams();
  const number = Number(pubNum);
  const valid = Number.isSafeInteger(number) && number > 0;
  const viewer = useViewer();
  const navigate = useNavigate();
  const { data, isLoading } = usePublicationsQuery({ pubNum: number }, { skip: !valid });
  const [revise, { isLoading: saving, error }] = useRevisePublicationMutation();
  const latest = pickVersion(data ?? []);
  const draftKey = `journal-draft:revise:${pubNum}`;
  const title = `Revise publication ${pubNum}`;

  if (isLoading || viewer.loading) {
    return (
      <Page title={title} maxW="6xl">
        <Skeleton height="24" />
      </Page>
    );
  }
  // A removed one: non-admins get only its summary.
  if (latest && (isRemoved(latest) || !isDetailView(latest))) {
    return (
      <Page title={title} maxW="6xl">
        <RemovalNotice publication={latest} />
      </Page>
    );
  }
  if (!latest || !isDetailView(latest) || latest.submittedBy !== viewer.userID) {
    return (
      <Page title={title} maxW="6xl">
        <EmptyNotice
          icon={LuFilePen}
          title={latest ? 'Only the submitting author can revise this publication' : 'Publication not found'}
          description={latest ? 'Each revision becomes the next version of this publication.' : ''}
        />
      </Page>
    );
  }
  const { authors } = latest;
  const initial: PublicationFormValues = {
    title: latest.title,
    abstract: latest.abstract,
    coAuthors: authors.slice(1),
    keywords: [...latest.keywords],
    body: latest.body,
    licence: latest.licence,
    changeNote: '',
  };
  return (
    <Page title={title} maxW="6xl">
      <Text color="fg.muted">
        Your revision becomes version {latest.version + 1}; earlier versions stay public.
      </Text>
      <PublicationForm
        key={latest.version}
        draftKey={draftKey}
        initial={initial}
        me={authors[0] ?? { name: '', userID: viewer.userID ?? undefined }}
        revision
        currentPdf={latest.pdfUrl ?? undefined}
        submitting={saving}
        error={errorOf(error)}
        onSubmit={(input, pdf) => {
          void revise({ pubNum: number, form: publicationForm(input, pdf) })
            .unwrap()
            .then((answer) => {
              clearDraft(draftKey);
              showToast('success', `Version ${answer.version} of publication ${number} is published.`);
              void navigate(href(paths.publicationVersion, { pubNum: number, version: answer.version }));
            })
            .catch(() => undefined);
        }}
      />
    </Page>
  );
}
