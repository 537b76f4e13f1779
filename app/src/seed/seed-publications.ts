import { createCommandMeta, handleCommand, submitPublication } from '@academy/command-service';
import {
  PUBLICATION_NUMBERS_STREAM,
  publicationDecider,
  publicationStreamId,
  type SubmitPublicationInput,
} from '@academy/domain';
import { uuidV5 } from '@academy/platform';
import { type AcademyCore } from '../academy.js';
import {
  framings,
  formulas,
  keywordPool,
  qualifiers,
  removalNotes,
  sentences,
  subjects,
} from './publication-words.js';
import { demoMembers, seeded, seedMembers } from './seed-members.js';

/** How many demo members author the demo publications (seeded first, idempotently). */
const AUTHORS = 200;
const YEAR = 365 * 24 * 3600;

export interface SeedPublicationsOptions {
  publications: number;
  seed: number;
  password: string;
  onProgress?: (p: { done: number; total: number; created: number }) => void;
  signal?: AbortSignal;
}

/** A demo member's user id, as the members' seed derives it. */
const demoUserID = (seed: number, i: number): string => uuidV5(`seed|${seed}|${i}|id|user`);

/**
 * Demo publications through the command side's own use cases: several versions for some,
 * removed ones now and then, dates over the last five years. Submission ids derive from the
 * seed, so running it again creates nothing twice.
 */
export const seedPublications = async (
  core: AcademyCore,
  options: SeedPublicationsOptions,
): Promise<{ created: number; total: number }> => {
  const { seed } = options;
  await seedMembers(core, { members: AUTHORS, seed, password: options.password, signal: options.signal });
  const authors = demoMembers(AUTHORS, seed);
  const random = seeded(seed * 7919 + 17);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
  const done = new Set(
    (await core.store.readStream(PUBLICATION_NUMBERS_STREAM)).map(
      (e) => (e.data as { submissionId: string }).submissionId,
    ),
  );
  const now = Math.floor(core.clock().getTime() / 1000);
  let created = 0;
  for (let i = 0; i < options.publications; i++) {
    if (options.signal?.aborted) break;
    const a = Math.floor(random() * AUTHORS);
    const co = Math.floor(random() * AUTHORS);
    const subject = pick(subjects);
    const title = `${pick(framings)} ${subject} ${pick(qualifiers)}`.trim();
    const keywords = [...new Set([pick(keywordPool), pick(keywordPool), pick(keywordPool)])];
    const paragraph = () => Array.from({ length: 4 }, () => pick(sentences)).join(' ');
    const content: SubmitPublicationInput = {
      title,
      abstract: `${subject}: ${paragraph()}`,
      authors: [
        { name: `${authors[a]!.firstName} ${authors[a]!.lastName}`, userID: demoUserID(seed, a) },
        ...(co !== a ? [{ name: `${authors[co]!.firstName} ${authors[co]!.lastName}` }] : []),
      ],
      keywords,
      body: `## Introduction\n\n${paragraph()}\n\n${pick(formulas)}\n\n## Results\n\n${paragraph()} The rate is $r = ${(random() * 10).toFixed(2)}$.\n\n## Discussion\n\n${paragraph()}`,
      licence: 'CC-BY-4.0',
    };
    const scope = `seed-publication|${seed}|${i}`;
    const submitted = now - Math.floor(random() * 5 * YEAR);
    const versions = random() < 0.3 ? 1 + Math.floor(random() * 3) : 0;
    const removed = random() < 0.05;
    const meta = (step: string, at: number) =>
      createCommandMeta({
        actor: content.authors[0]!.userID!,
        scope: `${scope}|${step}`,
        now: new Date(at * 1000),
        ids: core.ids,
      });
    const first = meta('submit', submitted);
    if (!done.has(first.newId('submission'))) {
      const { pubNum } = await submitPublication(core, first, {
        submittedBy: content.authors[0]!.userID!,
        content,
        pdf: null,
      });
      for (let v = 1; v <= versions; v++) {
        const at = Math.min(now, submitted + v * 30 * 24 * 3600);
        await handleCommand(
          core.store,
          publicationStreamId(pubNum),
          publicationDecider,
          {
            type: 'RevisePublication',
            pubNum,
            revisedBy: content.authors[0]!.userID!,
            content: {
              ...content,
              abstract: `${content.abstract} (Revision ${v}.)`,
              body: `${content.body}\n\n## Addendum ${v}\n\n${paragraph()}`,
            },
            pdf: undefined,
            changeNote: `Revision ${v}: ${pick(sentences)}`,
            publishDate: at,
          },
          meta(`revise-${v}`, at),
        );
      }
      if (removed) {
        await handleCommand(
          core.store,
          publicationStreamId(pubNum),
          publicationDecider,
          {
            type: 'RemovePublication',
            pubNum,
            note: pick(removalNotes),
            by: 'operator:seed',
            removalDate: now,
          },
          meta('remove', now),
        );
      }
      created++;
    }
    if ((i + 1) % 50 === 0 || i + 1 === options.publications)
      options.onProgress?.({ done: i + 1, total: options.publications, created });
  }
  return { created, total: options.publications };
};
