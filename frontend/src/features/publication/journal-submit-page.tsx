import { Text } from '@chakra-ui/react';
import { useNavigate } from 'react-router';
import { errorOf } from '../../api/base-api';
import { useViewer } from '../../access/use-viewer';
import { Page } from '../../components/page';
import { href, paths } from '../../config/paths';
import { publicationForm, useSubmitPublicationMutation } from './api';
import { clearDraft, emptyValues, PublicationForm } from './publication-form';
import { useMyName } from './use-my-name';

const DRAFT_KEY = 'journal-draft:new';

/** `/journal/submit`: the loader checked the tier's `journal-submit` first (Access Denied otherwise). */
export function Component() {
  const viewer = useViewer();
  const name = useMyName();
  const navigate = useNavigate();
  const [submit, { isLoading, error }] = useSubmitPublicationMutation();
  const failure = errorOf(error);
  return (
    <Page title="Submit to the Journal" maxW="6xl">
      <Text color="fg.muted" lineHeight="tall">
        Your submission receives a publication number as soon as it is sent. Your draft is kept in this
        browser while you type.
      </Text>
      {viewer.userID && (
        <PublicationForm
          draftKey={DRAFT_KEY}
          initial={emptyValues}
          me={{ name, userID: viewer.userID }}
          revision={false}
          submitting={isLoading}
          error={failure}
          onSubmit={(input, pdf) => {
            void submit(publicationForm(input, pdf))
              .unwrap()
              .then((answer) => {
                clearDraft(DRAFT_KEY);
                void navigate(href(paths.journalSubmissionSuccess, { pubNum: answer.pubNum }));
              })
              .catch(() => undefined);
          }}
        />
      )}
    </Page>
  );
}
