import { Text } from '@chakra-ui/react';
import { ArticleSection } from '../../components/article-section';
import { Page } from '../../components/page';
import { siteName } from '../../config/runtime-config';

/** `/code-of-ethics`. */
export function Component() {
  return (
    <Page title="Code of Ethics" maxW="3xl">
      <Text color="fg.muted">
        Members of the {siteName()} commit to the principles below in their research, their publications and
        their dealings with one another.
      </Text>
      <ArticleSection
        title="Integrity"
        paragraphs={[
          'Report your methods and results honestly and completely. Never fabricate, falsify or selectively omit data. Acknowledge the limits of your work as clearly as its strengths.',
        ]}
      />
      <ArticleSection
        title="Credit where it is due"
        paragraphs={[
          'Cite the work you build upon. List as authors all those, and only those, who made a substantial contribution. Plagiarism, including of your own earlier work without reference, is a serious breach of this code.',
        ]}
      />
      <ArticleSection
        title="Conflicts of interest"
        paragraphs={[
          'Declare any financial, professional or personal interest that could be seen to influence your work or your review of the work of others. When in doubt, declare it.',
        ]}
      />
      <ArticleSection
        title="Respect"
        items={[
          'Treat colleagues, reviewers and editors with courtesy, whatever their rank, background or opinion.',
          'Criticise ideas, not people.',
          'Protect the privacy of research participants and of fellow members listed in the Registry.',
          'Do not harass, intimidate or discriminate against anyone.',
        ]}
      />
      <ArticleSection
        title="Corrections and concerns"
        paragraphs={[
          'When you find an error in your published work, submit a revision promptly; every version stays on record. If you believe a member has breached this code, write to us through the Contact link. Concerns are handled in confidence and the member concerned is heard before any decision.',
        ]}
      />
    </Page>
  );
}
