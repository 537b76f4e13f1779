import { Button, Text } from '@chakra-ui/react';
import { Link } from 'react-router';
import { ArticleSection } from '../../components/article-section';
import { Page } from '../../components/page';
import { paths } from '../../config/paths';

/** `/how-to-publish`: the path from manuscript to numbered publication. */
export function Component() {
  return (
    <Page title="How to Publish" maxW="3xl">
      <Text color="fg.muted">
        The Journal publishes original work by members of the academy. Every publication receives a number,
        and every revision becomes a new version of it, so that what was cited can always be read again.
      </Text>
      <ArticleSection
        title="1. Become a member"
        paragraphs={[
          'Submissions are open to signed-in members. Create an account, then choose the membership that suits you.',
        ]}
      />
      <ArticleSection
        title="2. Prepare your manuscript"
        items={[
          'A clear title and an abstract of no more than 300 words.',
          'The names and affiliations of all authors, and a statement of each one’s contribution.',
          'References to all the work you build upon.',
          'A declaration of any conflict of interest, as the Code of Ethics asks.',
        ]}
      />
      <ArticleSection
        title="3. Submit"
        paragraphs={[
          'Use the Submit page of the Journal. You receive a publication number at once and can follow the state of your submission from your profile.',
        ]}
      />
      <ArticleSection
        title="4. Review and revision"
        paragraphs={[
          'Editors may ask for changes. Each revision you send becomes a new version under the same number; earlier versions stay readable, so readers can see how the work evolved.',
        ]}
      />
      <ArticleSection
        title="5. After publication"
        paragraphs={[
          'You can revise a publication later to correct an error or add new findings. If a publication has to be withdrawn, it stays on record with a removal note that explains why.',
        ]}
      />
      <Button asChild colorPalette="blue" alignSelf="start">
        <Link to={paths.journalSubmit}>Submit to the Journal</Link>
      </Button>
    </Page>
  );
}
