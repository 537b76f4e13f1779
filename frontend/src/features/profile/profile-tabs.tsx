import { formatPhone } from '@academy/domain';
import { Badge, Box, Stack, Text, Wrap } from '@chakra-ui/react';
import {
  Briefcase as LuBriefcase,
  GraduationCap as LuGraduationCap,
  Sparkles as LuSparkles,
  User as LuUser,
} from 'lucide-react';
import { countryName } from '../../components/country/country-names';
import { EmptyNotice } from '../../components/empty-notice';
import { type ProfileView, useOrganizationQuery } from './api';
import { formatMonths } from './profile-format';

const capitalised = (value: string) => value.charAt(0).toUpperCase() + value.slice(1);

function OrganizationName({ id }: { id: string }) {
  const { data } = useOrganizationQuery(id, { skip: !id });
  return <>{data?.name ?? 'Organization'}</>;
}

/** Tab `about`: bio (Markdown rendered as a publication's body), availability, location, phone (what this viewer may see); the headline is under the name. */
export function AboutTab({ profile }: { profile: ProfileView }) {
  const place = [
    profile.location?.city,
    profile.location?.state,
    profile.location?.country && countryName(profile.location.country),
  ]
    .filter(Boolean)
    .join(', ');
  const availability = profile.availability ?? [];
  if (!profile.bio && availability.length === 0 && !place && !profile.phone) {
    return (
      <EmptyNotice
        icon={LuUser}
        title="Nothing shared yet"
        description="This member has not shared anything here yet."
      />
    );
  }
  return (
    <Stack gap={4}>
      {profile.bio && (
        <section aria-label="Bio">
          <Box
            className="publication-body"
            lineHeight="tall"
            css={{ '& p': { mb: 3 }, '& p:last-child': { mb: 0 } }}
            // The publications' renderer on the server (Markdown, sanitized by an allow-list).
            dangerouslySetInnerHTML={{ __html: profile.bioHtml ?? '' }}
          />
        </section>
      )}
      {availability.length > 0 && (
        <Stack gap={1}>
          <Text fontWeight="semibold">Available for</Text>
          <Wrap gap={2}>
            {availability.map((a) => (
              <Badge key={a} variant="subtle" colorPalette="green">
                {capitalised(a)}
              </Badge>
            ))}
          </Wrap>
        </Stack>
      )}
      {place && <Text>Location: {place}</Text>}
      {profile.phone && <Text>Phone: {formatPhone(profile.phone)}</Text>}
    </Stack>
  );
}

export function ExpertiseTab({ profile }: { profile: ProfileView }) {
  const tags = profile.expertise ?? [];
  if (tags.length === 0)
    return (
      <EmptyNotice
        icon={LuSparkles}
        title="No expertise listed"
        description="Fields of expertise appear here once the member adds them."
      />
    );
  return (
    <Wrap as="ul" gap={2} aria-label="Expertise" listStyleType="none">
      {tags.map((tag) => (
        <Badge as="li" key={tag} size="lg" variant="surface">
          {tag}
        </Badge>
      ))}
    </Wrap>
  );
}

export function ExperienceTab({ profile }: { profile: ProfileView }) {
  const entries = profile.experience ?? [];
  if (entries.length === 0)
    return (
      <EmptyNotice
        icon={LuBriefcase}
        title="No experience listed"
        description="Positions appear here once the member adds them."
      />
    );
  return (
    <Stack as="ul" gap={3} aria-label="Experience" listStyleType="none">
      {entries.map((e, i) => (
        <Stack as="li" key={i} gap={0}>
          <Text fontWeight="semibold">{e.role}</Text>
          <Text>
            <OrganizationName id={e.organizationID} />
          </Text>
          <Text color="fg.muted">{formatMonths(e.start, e.end)}</Text>
        </Stack>
      ))}
    </Stack>
  );
}

export function EducationTab({ profile }: { profile: ProfileView }) {
  const entries = profile.education ?? [];
  if (entries.length === 0)
    return (
      <EmptyNotice
        icon={LuGraduationCap}
        title="No education listed"
        description="Degrees appear here once the member adds them."
      />
    );
  return (
    <Stack as="ul" gap={3} aria-label="Education" listStyleType="none">
      {entries.map((e, i) => (
        <Stack as="li" key={i} gap={0}>
          <Text fontWeight="semibold">
            {e.degree}, {e.field}
          </Text>
          <Text>
            <OrganizationName id={e.organizationID} />
          </Text>
          <Text color="fg.muted">{e.year}</Text>
        </Stack>
      ))}
    </Stack>
  );
}
