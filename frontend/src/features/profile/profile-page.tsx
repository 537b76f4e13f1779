import { Box, HStack, Skeleton, Stack, Tabs, Text } from '@chakra-ui/react';
import { LuUser } from 'react-icons/lu';
import { Link, useParams } from 'react-router';
import { errorOf } from '../../api/base-api';
import { EmptyNotice } from '../../components/empty-notice';
import { FormError } from '../../components/form-error';
import { InitialsAvatar } from '../../components/initials-avatar';
import { Page } from '../../components/page';
import { href, paths } from '../../config/paths';
import { useProfileImageQuery, useProfileQuery } from './api';
import { PublicationsTab } from './publications-tab';

const tabs = [
  { id: 'about', label: 'About' },
  { id: 'publications', label: 'Publications' },
] as const;

/** `/profile/:userID`, `/:tabID`, `/:tabID/:toggleID`: a member's public profile. */
export function Component() {
  const { userID = '', tabID } = useParams();
  const activeTab = tabs.some((t) => t.id === tabID) ? tabID! : 'about';
  const profile = useProfileQuery(userID);
  const image = useProfileImageQuery(userID);
  const name = profile.data ? `${profile.data.firstName} ${profile.data.lastName}` : 'Member profile';
  const failure = errorOf(profile.error);

  return (
    <Page title={name} hideHeading>
      {failure ? (
        <FormError title="This profile could not be loaded" message={failure.message} />
      ) : (
        <HStack gap={5}>
          <InitialsAvatar
            userID={userID}
            firstName={profile.data?.firstName}
            lastName={profile.data?.lastName}
            src={image.data}
            size="2xl"
          />
          <Stack gap={1}>
            {profile.isLoading ? (
              <Skeleton height="8" width="60" />
            ) : (
              <Text as="h1" textStyle="3xl" fontWeight="bold">
                {name}
              </Text>
            )}
            <Text color="fg.muted">Member of the Registry</Text>
          </Stack>
        </HStack>
      )}
      <Tabs.Root value={activeTab} variant="line">
        <Tabs.List>
          {tabs.map((tab) => (
            <Tabs.Trigger key={tab.id} value={tab.id} asChild>
              <Link to={href(paths.profileTab, { userID, tabID: tab.id })}>{tab.label}</Link>
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Box pt={6}>
          {activeTab === 'about' ? (
            <EmptyNotice
              icon={LuUser}
              title="Nothing shared yet"
              description="Expertise, education, experience and location appear here once the member adds them."
            />
          ) : (
            <PublicationsTab userID={userID} />
          )}
        </Box>
      </Tabs.Root>
    </Page>
  );
}
