import {
  argon2idHasher,
  createCommandMeta,
  createOrganization,
  handleCommand,
  signUp,
  updateProfile,
  type CommandMeta,
  type PasswordHasher,
} from '@academy/command-service';
import {
  defaultTierCatalogue,
  DomainError,
  profileDecider,
  userStreamId,
  type SignUpInput,
} from '@academy/domain';
import { demoAvatarPng, storeProfileImage, type BlobStore } from '@academy/platform';
import { type AcademyCore } from '../academy.js';
import { demoOrganizations, demoProfile } from './demo-profiles.js';
import { firstNames, lastNames } from './names.js';

/** mulberry32: a small seeded generator, so the same seed gives the same members. */
export const seeded = (seed: number) => {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
};

export interface DemoMember {
  email: string;
  firstName: string;
  lastName: string;
  membershipTier: string;
}

/** The built-in catalogue's tiers: what a demo member registers with unless the catalogue in use is given. */
const builtInTiers = defaultTierCatalogue.tiers.map((tier) => tier.id);

/** Demo members, each registered with a tier of the catalogue (`tierIDs`), never one outside it. */
export const demoMembers = (
  count: number,
  seed: number,
  tierIDs: readonly string[] = builtInTiers,
): DemoMember[] => {
  const random = seeded(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
  return Array.from({ length: count }, (_, i) => {
    const firstName = pick(firstNames);
    const lastName = pick(lastNames);
    const local = `${firstName}.${lastName}`.toLowerCase().replace(/[^a-z.]/g, '');
    return {
      firstName,
      lastName,
      membershipTier: pick(tierIDs),
      email: `${local}.${seed}.${i + 1}@example.org`,
    };
  });
};

export interface SeedOptions {
  members: number;
  seed: number;
  password: string;
  onProgress?: (p: { done: number; total: number; created: number }) => void;
  signal?: AbortSignal;
  /** Where profile images go: given, about one member in four gets a picture. */
  images?: BlobStore;
}

const IMAGE_SHARE = 0.25;

/** True when this member is new; ids derive from the seed, so a member from an earlier run has its stream already. */
const createOne = async (
  core: AcademyCore,
  passwords: PasswordHasher,
  meta: CommandMeta,
  input: SignUpInput,
): Promise<boolean> => {
  if ((await core.store.streamVersion(userStreamId(meta.newId('user')))) > 0) return false;
  try {
    await signUp({ store: core.store, passwords }, meta, input);
    return true;
  } catch (error) {
    if (error instanceof DomainError && error.code === 'email-taken') return false;
    throw error;
  }
};

/** The demo organizations (created once; ids derive from the seed, a name that exists gives its holder's id). */
const seedOrganizations = async (core: AcademyCore, seed: number): Promise<string[]> => {
  const ids: string[] = [];
  for (const [i, organization] of demoOrganizations().entries()) {
    const meta = createCommandMeta({
      actor: null,
      scope: `seed-org|${seed}|${i}`,
      now: core.clock(),
      ids: core.ids,
    });
    try {
      ids.push((await createOrganization({ store: core.store }, meta, organization)).id);
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      // Seeded before with this seed: the same id, already created.
      if (error.code === 'concurrency-conflict') ids.push(meta.newId('organization'));
      else {
        const holder = error.data as { id?: string } | undefined;
        if (error.code !== 'organization-name-taken' || !holder?.id) throw error;
        ids.push(holder.id);
      }
    }
  }
  return ids;
};

/**
 * Creates demo members through the command side (the same sign-up as the API). The shared demo
 * password is hashed once. Ids derive from the seed, so running it again creates nothing twice.
 */
export const seedMembers = async (
  core: AcademyCore,
  options: SeedOptions,
): Promise<{ created: number; total: number }> => {
  const tierIDs = core.config.tiers.tiers.map((tier) => tier.id);
  const members = demoMembers(options.members, options.seed, tierIDs);
  const sharedHash = await argon2idHasher().hash(options.password);
  const passwords: PasswordHasher = { hash: async () => sharedHash, verify: core.passwords.verify };
  const organizationIDs = await seedOrganizations(core, options.seed);
  const random = seeded(options.seed * 7919 + 1);
  // Pictures draw from their own sequence, so the profiles of a seed are the same with or without them.
  const pictures = seeded(options.seed * 104_729 + 3);
  let created = 0;
  for (const [i, member] of members.entries()) {
    if (options.signal?.aborted) break;
    const meta = createCommandMeta({
      actor: null,
      scope: `seed|${options.seed}|${i}`,
      now: core.clock(),
      ids: core.ids,
    });
    const profile = demoProfile(random, organizationIDs);
    if (await createOne(core, passwords, meta, { ...member, password: options.password })) {
      // The whole profile, as the member's own PATCH would record it.
      const profileMeta = createCommandMeta({
        actor: null,
        scope: `seed-profile|${options.seed}|${i}`,
        now: core.clock(),
        ids: core.ids,
      });
      await updateProfile({ store: core.store }, profileMeta, meta.newId('user'), profile);
      if (pictures() < IMAGE_SHARE && options.images) {
        const image = await storeProfileImage(options.images, await demoAvatarPng(pictures));
        const imageMeta = createCommandMeta({
          actor: null,
          scope: `seed-image|${options.seed}|${i}`,
          now: core.clock(),
          ids: core.ids,
        });
        const stream = userStreamId(meta.newId('user'));
        await handleCommand(
          core.store,
          stream,
          profileDecider,
          { type: 'SetProfileImage', image },
          imageMeta,
        );
      }
      created++;
    }
    if ((i + 1) % 100 === 0 || i + 1 === members.length)
      options.onProgress?.({ done: i + 1, total: members.length, created });
  }
  return { created, total: members.length };
};
