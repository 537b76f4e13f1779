import { Text } from '@chakra-ui/react';
import { ArticleSection } from '../../components/article-section';
import { Page } from '../../components/page';
import { siteName } from '../../config/runtime-config';

/** `/terms`: the terms of use. */
export function Component() {
  const name = siteName();
  return (
    <Page title="Terms of Use" maxW="3xl">
      <Text color="fg.muted">
        These terms govern your use of the website of the {name}. By creating an account or using the site you
        agree to them.
      </Text>
      <ArticleSection
        title="Your account"
        paragraphs={[
          'You must give accurate information when you sign up and keep it up to date. Your account is personal: do not share your password, and tell us at once if you believe someone else has used it.',
          'You may close your account at any time. We may suspend an account that breaks these terms or the Code of Ethics; a suspended member is told the reason.',
        ]}
      />
      <ArticleSection
        title="Membership and payments"
        paragraphs={[
          'Some parts of the site are open to members of particular membership tiers. The fee, duration and benefits of a tier are shown before you pay. Payments are handled by our payment provider; we never see or store your card details.',
          'A membership renews only if you choose so. If a payment fails, no membership is granted and you may try again.',
        ]}
      />
      <ArticleSection
        title="What you publish"
        paragraphs={[
          'You keep the copyright of the work you submit to the Journal. By submitting, you grant the academy a non-exclusive licence to publish, archive and index it, including every revised version.',
          'You confirm that your submission is your own work, that you have the right to publish it, and that it respects the Code of Ethics. Editors may decline or remove a publication; a removed publication stays on record with a removal note.',
        ]}
      />
      <ArticleSection
        title="The Registry"
        paragraphs={[
          'Your name and membership appear in the Registry so that colleagues can find you. You choose which further details, such as your fields of expertise, education and location, are shown on your profile.',
        ]}
      />
      <ArticleSection
        title="Acceptable use"
        items={[
          'Do not try to reach data or pages you are not authorised to see.',
          'Do not send automated requests that place an unreasonable load on the site.',
          'Do not use the Registry to send unsolicited commercial messages.',
          'Do not impersonate another person or misrepresent your affiliation.',
        ]}
      />
      <ArticleSection
        title="Changes and contact"
        paragraphs={[
          'We may update these terms. When the change matters, we tell members by email before it takes effect. Questions about these terms are welcome through the Contact link at the foot of every page.',
        ]}
      />
    </Page>
  );
}
