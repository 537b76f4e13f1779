import {
  availabilityValues,
  EXPERTISE_CATALOGUE,
  type OrganizationKind,
  type ProfilePatch,
} from '@academy/domain';

const COUNTRIES =
  'US,GB,DE,FR,IT,ES,NL,SE,NO,DK,FI,PL,CZ,AT,CH,BE,IE,PT,GR,TR,IL,IN,CN,JP,KR,SG,AU,NZ,CA,MX,BR,AR,CL,CO,ZA,NG,KE,EG,MA,AE'.split(
    ',',
  );
const CITIES = ['North', 'South', 'East', 'West', 'Central', 'Old', 'New', 'Upper', 'Lower', 'Port'];
const ROLES = [
  'Researcher',
  'Professor',
  'Engineer',
  'Lecturer',
  'Postdoctoral fellow',
  'Director',
  'Analyst',
];
const DEGREES = ['BSc', 'MSc', 'PhD', 'BA', 'MA'];
const ORG_WORDS = ['Institute', 'University', 'Laboratories', 'Foundation', 'Works', 'College', 'Centre'];
const ORG_STEMS =
  'Aster,Birch,Cobalt,Delta,Ember,Fjord,Granite,Harbor,Iris,Juniper,Kestrel,Linden,Meridian,Nova,Orchid,Pioneer,Quartz,Rowan,Summit,Tidal'.split(
    ',',
  );

/** 500 organizations with distinct names: employers, universities and others. */
export const demoOrganizations = (): { name: string; kind: OrganizationKind }[] =>
  Array.from({ length: 500 }, (_, i) => {
    const word = ORG_WORDS[i % ORG_WORDS.length]!;
    const name = `${ORG_STEMS[i % ORG_STEMS.length]} ${word} ${Math.floor(i / ORG_STEMS.length) + 1}`;
    const kind: OrganizationKind =
      word === 'University' || word === 'College' ? 'university' : i % 5 === 0 ? 'other' : 'employer';
    return { name, kind };
  });

/** A skewed pick: low indexes far more often (a few fields and countries are popular). */
const skewed = <T>(random: () => number, items: readonly T[]): T =>
  items[Math.floor(items.length * random() ** 2.5)]!;

const month = (year: number, m: number) => `${year}-${String(m).padStart(2, '0')}`;

/** A whole profile for a demo member: expertise, availability, experience, education, location, phone. */
export const demoProfile = (random: () => number, organizationIDs: readonly string[]): ProfilePatch => {
  const count = (max: number) => Math.floor(random() * (max + 1));
  const expertise = [
    ...new Set(Array.from({ length: 1 + count(7) }, () => skewed(random, EXPERTISE_CATALOGUE))),
  ];
  const availability = [
    ...new Set(Array.from({ length: count(3) }, () => availabilityValues[Math.floor(random() * 5)]!)),
  ];
  const orgs = (n: number) => [...new Set(Array.from({ length: n }, () => skewed(random, organizationIDs)))];
  const experience = orgs(count(3)).map((organizationID, i) => {
    const start = 2000 + Math.floor(random() * 20);
    return {
      organizationID,
      role: ROLES[Math.floor(random() * ROLES.length)]!,
      start: month(start, 1 + Math.floor(random() * 12)),
      end: i === 0 ? null : month(start + 1 + Math.floor(random() * 4), 1 + Math.floor(random() * 12)),
    };
  });
  const education = orgs(count(2)).map((organizationID) => ({
    organizationID,
    degree: DEGREES[Math.floor(random() * DEGREES.length)]!,
    field: expertise[0] ?? null,
    year: 1990 + Math.floor(random() * 30),
  }));
  const country = skewed(random, COUNTRIES);
  return {
    headline: `${expertise[0]![0]!.toUpperCase()}${expertise[0]!.slice(1)} researcher`,
    bio: `Works on **${expertise.join('**, **')}**.`,
    expertise,
    availability,
    experience,
    education,
    location: { city: `${CITIES[Math.floor(random() * CITIES.length)]} ${country}`, state: null, country },
    phone: null,
    visibility: random() < 0.1 ? { expertise: 'members' } : {},
  };
};
