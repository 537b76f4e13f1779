import { openBlobStore } from '@academy/platform';
import { type AcademyCore } from '../academy.js';
import { seedMembers } from './seed-members.js';
import { seedPublications } from './seed-publications.js';

export interface SeedAllOptions {
  /** 0: none. */
  members: number;
  /** 0: none. */
  publications: number;
  seed: number;
  password: string;
  onProgress?: (p: { done: number; total: number; created: number; what: string }) => void;
  signal?: AbortSignal;
}

/** Members, then publications (whose authors are demo members too). */
export const seedAll = async (core: AcademyCore, options: SeedAllOptions) => {
  const { seed, password, signal } = options;
  const members =
    options.members > 0
      ? await seedMembers(core, {
          members: options.members,
          seed,
          password,
          signal,
          images: openBlobStore(core.config.dataDir),
          onProgress: (p) => options.onProgress?.({ ...p, what: 'members' }),
        })
      : { created: 0, total: 0 };
  const publications =
    options.publications > 0
      ? await seedPublications(core, {
          publications: options.publications,
          seed,
          password,
          signal,
          onProgress: (p) => options.onProgress?.({ ...p, what: 'publications' }),
        })
      : { created: 0, total: 0 };
  return {
    created: members.created,
    total: members.total,
    publicationsCreated: publications.created,
    publicationsTotal: publications.total,
  };
};
