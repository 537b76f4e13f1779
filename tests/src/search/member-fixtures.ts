import {
  foldProfile,
  memberSearchDocument,
  type ProfileStreamEvent,
  type ProfileVisibility,
  type VisibilityLevel,
} from '@academy/domain';
import { memberDocument, type Removal, type SearchDocument } from '@academy/platform';

export const orgs = {
  analytical: '0a000000-0000-4000-8000-000000000001',
  bletchley: '0a000000-0000-4000-8000-000000000002',
  cambridge: '0a000000-0000-4000-8000-000000000003',
};

interface Spec {
  id: string;
  first: string;
  last: string;
  tier: string;
  headline?: string;
  expertise?: string[];
  availability?: ('mentoring' | 'collaboration' | 'speaking' | 'reviewing' | 'consulting')[];
  experience?: string[];
  education?: string[];
  location?: { city: string | null; state: string | null; country: string };
  visibility?: Partial<Record<keyof ProfileVisibility, VisibilityLevel>>;
  optedOut?: boolean;
  banned?: boolean;
  joinedAt: number;
}

const specs: Spec[] = [
  {
    id: '10000000-0000-4000-8000-000000000001',
    first: 'Ada',
    last: 'Lovelace',
    tier: 'member',
    headline: 'Analytical engine programmer',
    expertise: ['algorithms', 'number theory'],
    availability: ['mentoring', 'speaking'],
    experience: [orgs.analytical],
    education: [orgs.cambridge],
    location: { city: 'London', state: null, country: 'GB' },
    joinedAt: 100,
  },
  {
    id: '10000000-0000-4000-8000-000000000002',
    first: 'Alan',
    last: 'Turing',
    tier: 'fellow',
    headline: 'Codebreaker',
    expertise: ['cryptography', 'logic', 'algorithms'],
    availability: ['mentoring'],
    experience: [orgs.bletchley],
    education: [orgs.cambridge],
    location: { city: 'Manchester', state: null, country: 'GB' },
    visibility: { expertise: 'members', bio: 'members' },
    joinedAt: 200,
  },
  {
    id: '10000000-0000-4000-8000-000000000003',
    first: 'Grace',
    last: 'Hopper',
    tier: 'member',
    headline: 'Compiler pioneer',
    expertise: ['compilers', 'programming languages'],
    availability: ['consulting'],
    location: { city: 'Arlington', state: 'Virginia', country: 'US' },
    visibility: { location: 'private' },
    joinedAt: 300,
  },
  {
    id: '10000000-0000-4000-8000-000000000004',
    first: 'Emmy',
    last: 'Noether',
    tier: 'fellow',
    headline: 'Symmetry and conservation',
    expertise: ['algebra', 'mathematical physics'],
    availability: ['reviewing', 'mentoring'],
    education: [orgs.cambridge],
    location: { city: 'Erlangen', state: 'Bavaria', country: 'DE' },
    joinedAt: 400,
  },
  {
    id: '10000000-0000-4000-8000-000000000005',
    first: 'Marie',
    last: 'Curie',
    tier: 'member',
    expertise: ['nuclear physics'],
    availability: ['mentoring'],
    location: { city: 'Paris', state: null, country: 'FR' },
    optedOut: true,
    joinedAt: 500,
  },
  {
    id: '10000000-0000-4000-8000-000000000006',
    first: 'Rosalind',
    last: 'Franklin',
    tier: 'member',
    expertise: ['crystallography'],
    availability: ['mentoring'],
    location: { city: 'London', state: null, country: 'GB' },
    banned: true,
    joinedAt: 600,
  },
  {
    id: '10000000-0000-4000-8000-000000000007',
    first: 'Katherine',
    last: 'Johnson',
    tier: 'member',
    headline: 'Orbital mechanics by hand',
    expertise: ['numerical analysis'],
    availability: ['mentoring'],
    location: { city: 'Hampton', state: 'Virginia', country: 'US' },
    visibility: { headline: 'members' },
    joinedAt: 700,
  },
];

export const ids = Object.fromEntries(specs.map((s) => [s.last.toLowerCase(), s.id])) as Record<
  string,
  string
>;

const eventsOf = (s: Spec): ProfileStreamEvent[] => {
  const userID = s.id;
  const events: ProfileStreamEvent[] = [
    {
      type: 'UserRegistered',
      data: {
        userID,
        membershipTier: s.tier,
        passwordHash: null,
        personal: { email: `${s.last}@example.org`, firstName: s.first, lastName: s.last },
      },
    },
    { type: 'PhoneChanged', data: { userID, personal: { phone: '+442079460958' } } },
    { type: 'BioChanged', data: { userID, bio: `Bio of ${s.first} with secretword` } },
  ];
  if (s.headline) events.push({ type: 'HeadlineChanged', data: { userID, headline: s.headline } });
  if (s.expertise) events.push({ type: 'ExpertiseSet', data: { userID, expertise: s.expertise } });
  if (s.availability)
    events.push({ type: 'AvailabilitySet', data: { userID, availability: s.availability } });
  if (s.experience)
    events.push({
      type: 'ExperienceSet',
      data: {
        userID,
        experience: s.experience.map((organizationID) => ({
          organizationID,
          role: 'Fellow',
          start: '1940-01',
          end: null,
        })),
      },
    });
  if (s.education)
    events.push({
      type: 'EducationSet',
      data: {
        userID,
        education: s.education.map((organizationID) => ({
          organizationID,
          degree: 'BA',
          field: null,
          year: 1935,
        })),
      },
    });
  if (s.location)
    events.push({ type: 'LocationChanged', data: { userID, personal: { location: s.location } } });
  if (s.visibility)
    events.push({ type: 'ProfileVisibilityChanged', data: { userID, visibility: s.visibility } });
  if (s.optedOut) events.push({ type: 'RegistryOptedOut', data: { userID } });
  if (s.banned)
    events.push({ type: 'UserBanned', data: { userID, reason: 'Spam', by: ids.lovelace ?? 'admin' } });
  return events;
};

/** The fixture members as the search projection would write them: documents and removals. */
export const memberWrites = (): { documents: SearchDocument[]; removals: Removal[] } => {
  const documents: SearchDocument[] = [];
  const removals: Removal[] = [];
  for (const spec of specs) {
    const events = eventsOf(spec);
    const state = foldProfile(events);
    if (state.status === 'none') throw new Error('not registered');
    const write = memberDocument(memberSearchDocument(state, spec.joinedAt), events.length);
    if ('index' in write) documents.push(write.index);
    else removals.push(write.remove);
  }
  return { documents, removals };
};
