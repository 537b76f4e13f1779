import { availabilityValues, defaultTierCatalogue, EXPERTISE_CATALOGUE } from '@academy/domain';
import { type SearchDocument } from '@academy/platform';

/** Deterministic pseudo-random numbers (an LCG), so every run indexes the same members. */
export const seeded = (seed: number) => {
  let a = seed >>> 0;
  return () => {
    a = (Math.imul(a, 1664525) + 1013904223) >>> 0;
    return a / 4294967296;
  };
};

const SYLLABLES =
  'ka,ri,mo,ta,len,dor,vi,sa,ne,lu,ber,gal,tin,ros,mar,el,an,fi,zo,hal,ker,wen,pa,li,ston,ga,ru,del,bo,mi'.split(
    ',',
  );
const FIRST =
  'Ada,Amara,Anika,Arjun,Astrid,Bilal,Camille,Chen,Chidi,Dalia,Dmitri,Elena,Elif,Emeka,Farah,Felix,Hana,Ibrahim,Ines,Jonas,Kai,Leila,Lucas,Maya,Mei,Nadia,Omar,Priya,Rafael,Sofia,Tariq,Yuki'.split(
    ',',
  );
const COUNTRIES =
  'US,GB,DE,FR,IT,ES,NL,SE,NO,DK,FI,PL,CZ,AT,CH,BE,IE,PT,GR,TR,IL,IN,CN,JP,KR,SG,AU,NZ,CA,MX,BR,AR,CL,CO,ZA,NG,KE,EG,MA,AE'.split(
    ',',
  );
// The built-in catalogue's tiers only, as the seed's members have.
const TIERS = defaultTierCatalogue.tiers.map((tier) => tier.id);

export const organizationIDs = Array.from(
  { length: 500 },
  (_, i) => `0b000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
);

/** A skewed pick: low indexes far more often (as a few fields and countries are popular). */
const skewed = <T>(random: () => number, items: readonly T[]): T =>
  items[Math.floor(items.length * random() ** 2.5)]!;

const some = <T>(random: () => number, items: readonly T[], max: number, pick = skewed<T>): T[] => {
  const count = Math.floor(random() * (max + 1));
  return [...new Set(Array.from({ length: count }, () => pick(random, items)))];
};

const surname = (random: () => number): string => {
  const parts = 2 + Math.floor(random() * 2);
  const name = Array.from({ length: parts }, () => SYLLABLES[Math.floor(random() * SYLLABLES.length)]).join(
    '',
  );
  return name[0]!.toUpperCase() + name.slice(1);
};

export interface BenchMember {
  document: SearchDocument;
  lastName: string;
}

/** `n` members with whole profiles; about one in ten hides its expertise from visitors. */
export const benchMembers = (n: number, seed = 7): BenchMember[] => {
  const random = seeded(seed);
  return Array.from({ length: n }, (_, i) => {
    const lastName = surname(random);
    const country = skewed(random, COUNTRIES);
    const fields = {
      headline: `${skewed(random, EXPERTISE_CATALOGUE)} researcher`,
      expertise: some(random, EXPERTISE_CATALOGUE, 8),
      availability: some(random, availabilityValues, 3, (r, items) => items[Math.floor(r() * items.length)]!),
      experience: some(random, organizationIDs, 3),
      education: some(random, organizationIDs, 2),
      city: `City ${Math.floor(random() * 20)} of ${country}`,
      country,
      hasImage: random() < 0.3,
    };
    const membersOnlyExpertise = random() < 0.1;
    const { expertise: _hidden, ...rest } = fields;
    return {
      lastName,
      document: {
        id: `0c000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
        version: 1,
        shared: {
          firstName: FIRST[Math.floor(random() * FIRST.length)]!,
          lastName,
          membershipTier: TIERS[Math.floor(random() * TIERS.length)]!,
          joinedAt: 1_600_000_000 + i * 60,
        },
        scoped: { public: membersOnlyExpertise ? rest : fields, members: fields },
      },
    };
  });
};
