import { userIdSchema } from '@academy/domain';
import { Button, Heading, HStack, Skeleton, Stack, Tabs, Text } from '@chakra-ui/react';
import { Pencil as LuPencil } from 'lucide-react';
import { Link, useNavigate, useParams } from 'react-router';
import { useViewer } from '../../access/use-viewer';
import { errorOf } from '../../api/base-api';
import { NotFoundPage } from '../../components/error-pages/status-page';
import { FormError } from '../../components/form-error';
import { InitialsAvatar } from '../../components/initials-avatar';
import { Page } from '../../components/page';
import { href, paths } from '../../config/paths';
import { useProfileImageQuery, useProfileQuery } from './api';
import { type EditorTab, ProfileEditor } from './profile-editor';
import { AboutTab, EducationTab, ExperienceTab, ExpertiseTab } from './profile-tabs';
import { PublicationsTab } from './publications-tab';

export const profileTabs = [
  { id: 'about', label: 'About' },
  { id: 'expertise', label: 'Expertise' },
  { id: 'experience', label: 'Experience' },
  { id: 'education', label: 'Education' },
  { id: 'publications', label: 'Publications' },
] as const;

type ProfileTabID = (typeof profileTabs)[number]['id'];
const isProfileTab = (value: string): value is ProfileTabID => profileTabs.some((t) => t.id === value);

/** `/profile/:userID`, `/:tabID`, `/:tabID/:toggleID`: a member's profile; `edit` opens the owner's editor. */
export function Component() {
  const { userID = '', tabID = 'about', toggleID } = useParams();
  const viewer = useViewer();
  const navigate = useNavigate();
  // A malformed id names no member: the 404 page, as an unknown one.
  const known = isProfileTab(tabID) && userIdSchema.safeParse(userID).success;
  const profile = useProfileQuery(userID, { skip: !known });
  const image = useProfileImageQuery(userID, { skip: !known });
  if (!known) return <NotFoundPage />;

  const failure = errorOf(profile.error);
  if (failure?.status === 404) return <NotFoundPage />;
  const isOwner = viewer.signedIn && viewer.userID === userID;
  const editing = isOwner && toggleID === 'edit' && tabID !== 'publications' && profile.data !== undefined;
  const name = profile.data ? `${profile.data.firstName} ${profile.data.lastName}` : 'Member profile';
  const data = profile.data;

  return (
    <Page title={name} hideHeading>
      {failure ? (
        <FormError title="This profile could not be loaded" message={failure.message} />
      ) : (
        <HStack gap={5} wrap="wrap">
          <InitialsAvatar
            userID={userID}
            firstName={data?.firstName}
            lastName={data?.lastName}
            src={image.data}
            size="2xl"
          />
          <Stack gap={1} flex="1">
            {profile.isLoading ? (
              <Skeleton height="8" width="60" />
            ) : (
              <Heading as="h1" size="3xl">
                {name}
              </Heading>
            )}
            <Text color="fg.muted">{data?.headline ?? 'Member of the Registry'}</Text>
          </Stack>
          {isOwner && !editing && tabID !== 'publications' && (
            <Button asChild variant="outline">
              <Link to={href(paths.profileTabToggle, { userID, tabID, toggleID: 'edit' })}>
                <LuPencil aria-hidden /> Edit
              </Link>
            </Button>
          )}
        </HStack>
      )}
      <Tabs.Root value={tabID} variant="line">
        {/* On a phone the tabs scroll sideways in their row rather than widen the page. */}
        <Tabs.List overflowX="auto" overflowY="hidden">
          {profileTabs.map((tab) => (
            <Tabs.Trigger key={tab.id} value={tab.id} asChild flexShrink={0}>
              <Link to={href(paths.profileTab, { userID, tabID: tab.id })}>{tab.label}</Link>
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {/* The panel the selected tab names in its aria-controls. */}
        <Tabs.Content value={tabID} pt={6}>
          {tabID === 'publications' ? (
            <PublicationsTab userID={userID} />
          ) : profile.isLoading ? (
            <Skeleton height="24" />
          ) : !data ? null : editing ? (
            <ProfileEditor
              key={tabID}
              profile={data}
              tab={tabID as EditorTab}
              imageSrc={image.data}
              onDone={() => void navigate(href(paths.profileTab, { userID, tabID }))}
            />
          ) : tabID === 'about' ? (
            <AboutTab profile={data} />
          ) : tabID === 'expertise' ? (
            <ExpertiseTab profile={data} />
          ) : tabID === 'experience' ? (
            <ExperienceTab profile={data} />
          ) : (
            <EducationTab profile={data} />
          )}
        </Tabs.Content>
      </Tabs.Root>
    </Page>
  );
}
