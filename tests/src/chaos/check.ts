import { openCore, replayTarget, type AcademyCore } from '@academy/app';
import { type RecordedEvent } from '@academy/domain';
import { loadConfig, openBlobStore, START } from '@academy/platform';
import { readModels } from '../support/read-models.js';
import { type AppStorage } from './app-process.js';
import { adminFindings } from './admin-findings.js';
import { type Answered } from './answered.js';
import { invariantFindings, invariantsHold, type Invariants } from './invariants.js';
import { inStore, tally, type KindFindings } from './kind-findings.js';

export interface Findings {
  signUps: KindFindings;
  submissions: KindFindings;
  revisions: KindFindings;
  /** PDFs answered 2xx: lost when its version's event lacks it or its blob is not on disk. */
  pdfs: KindFindings;
  /** Removals and restores answered 2xx; missing: a publication's removal state differs from its last such event. */
  removals: KindFindings;
  restores: KindFindings;
  replayEqual: boolean;
  /** The Journal's numbers 1..N with no gap, and no email claim without its user (invariants.ts). */
  invariants: Invariants;
}

const signUpFindings = async (core: AcademyCore, events: RecordedEvent[], answered: Answered) => {
  const registrations = tally(events, 'UserRegistered', (d) => String(d.userID));
  const { rows } = await core.db.query<{ user_id: string; n: number | string }>(
    'select user_id, count(*) as n from user_profiles group by user_id',
  );
  const inReadModel = new Map(rows.map((r) => [r.user_id, Number(r.n)]));
  const promised = [...answered.signUps.keys()];
  return {
    ...inStore(promised, registrations),
    missingFromReadModels: promised.filter((id) => inReadModel.get(id) !== 1).length,
    orphanRows: rows.filter((r) => !registrations.has(r.user_id)).length,
  };
};

interface VersionRow {
  pub_num: number | string;
  version: number | string;
  title: string;
  change_note: string | null;
}

/** `pubNum/version`, the key of one version in the store and in `journal_versions`. */
const versionKey = (pubNum: unknown, version: unknown) => `${Number(pubNum)}/${Number(version)}`;

const journalFindings = async (core: AcademyCore, events: RecordedEvent[], answered: Answered) => {
  const titles = tally(events, 'PublicationSubmitted', (d) => String(d.title));
  const notes = tally(events, 'PublicationRevised', (d) => String(d.changeNote));
  const versions = new Set(
    events
      .filter((e) => e.type === 'PublicationSubmitted' || e.type === 'PublicationRevised')
      .map((e) => versionKey((e.data as { pubNum: number }).pubNum, (e.data as { version: number }).version)),
  );
  const latest = new Map<number, number>();
  for (const key of versions) {
    const [pubNum, version] = key.split('/').map(Number) as [number, number];
    latest.set(pubNum, Math.max(latest.get(pubNum) ?? 0, version));
  }
  const { rows } = await core.db.query<VersionRow>(
    'select pub_num, version, title, change_note from journal_versions',
  );
  const rowsByKey = new Map<string, VersionRow[]>();
  for (const r of rows) {
    const key = versionKey(r.pub_num, r.version);
    rowsByKey.set(key, [...(rowsByKey.get(key) ?? []), r]);
  }
  const { rows: listed } = await core.db.query<{ pub_num: number | string; latest_version: number | string }>(
    'select pub_num, latest_version from journal_publications',
  );
  const listedLatest = new Map(listed.map((r) => [Number(r.pub_num), Number(r.latest_version)]));
  const shown = (pubNum: number, version: number, matches: (r: VersionRow) => boolean) =>
    rowsByKey.get(versionKey(pubNum, version))?.length === 1 &&
    matches(rowsByKey.get(versionKey(pubNum, version))![0]!) &&
    listedLatest.get(pubNum) === latest.get(pubNum);
  const orphanVersions = [...rowsByKey.keys()].filter((k) => !versions.has(k)).length;
  const orphanListings = listed.filter((r) => !latest.has(Number(r.pub_num))).length;
  return {
    submissions: {
      ...inStore(
        answered.submissions.map((s) => s.title),
        titles,
      ),
      missingFromReadModels: answered.submissions.filter(
        (s) => !shown(s.pubNum, 1, (r) => r.title === s.title),
      ).length,
      orphanRows: orphanListings,
    },
    revisions: {
      ...inStore(
        answered.revisions.map((r) => r.changeNote),
        notes,
      ),
      missingFromReadModels: answered.revisions.filter(
        (v) => !shown(v.pubNum, v.version, (r) => r.change_note === v.changeNote),
      ).length,
      orphanRows: orphanVersions,
    },
  };
};

/** A PDF reference's sha256 (jsonb may come back as text). */
const shaOf = (pdf: unknown): string | undefined =>
  ((typeof pdf === 'string' ? JSON.parse(pdf) : pdf) as { sha256?: string } | null)?.sha256;

const pdfFindings = async (
  core: AcademyCore,
  storage: AppStorage,
  events: RecordedEvent[],
  answered: Answered,
): Promise<KindFindings> => {
  const inEvents = new Map<string, string | undefined>(); // pubNum/version -> sha256
  const previous = new Map<number, string | undefined>(); // pubNum -> its latest version's sha256
  const uploads = new Map<string, number>(); // sha256 -> versions that brought it (a revision without one keeps it)
  for (const e of events)
    if (e.type === 'PublicationSubmitted' || e.type === 'PublicationRevised') {
      const d = e.data as { pubNum: number; version: number; pdf: unknown };
      const sha = shaOf(d.pdf);
      inEvents.set(versionKey(d.pubNum, d.version), sha);
      if (sha && sha !== previous.get(d.pubNum)) uploads.set(sha, (uploads.get(sha) ?? 0) + 1);
      previous.set(d.pubNum, sha);
    }
  const { rows } = await core.db.query<{ pub_num: number | string; version: number | string; pdf: unknown }>(
    'select pub_num, version, pdf from journal_versions where pdf is not null',
  );
  const inRows = new Map(rows.map((r) => [versionKey(r.pub_num, r.version), shaOf(r.pdf)]));
  const promised = [
    ...answered.submissions.map((s) => ({ key: versionKey(s.pubNum, 1), sha: s.pdf })),
    ...answered.revisions.map((r) => ({ key: versionKey(r.pubNum, r.version), sha: r.pdf })),
  ].flatMap(({ key, sha }) => (sha ? [{ key, sha }] : []));
  const blobs = openBlobStore(storage.dataDir);
  const onDisk = new Map<string, boolean>();
  for (const sha of new Set([...promised.map((p) => p.sha), ...uploads.keys()]))
    onDisk.set(sha, await blobs.has(sha));
  return {
    answered2xx: promised.length,
    lost: promised.filter((p) => inEvents.get(p.key) !== p.sha || !onDisk.get(p.sha)).length,
    doubled: promised.filter((p) => (uploads.get(p.sha) ?? 0) > 1).length,
    missingFromReadModels: promised.filter((p) => inRows.get(p.key) !== p.sha).length,
    // A version row (or its event) naming a PDF whose blob is not on disk, answered 2xx or not.
    orphanRows: [...inRows.values()].filter((sha) => !sha || !onDisk.get(sha)).length,
  };
};

/**
 * Opens the app's storage as the app would, lets every projection catch up, and compares what was
 * promised with the store and the read models; then replays every projection and compares.
 */
export const checkStorage = async (storage: AppStorage, answered: Answered): Promise<Findings> => {
  const config = loadConfig({
    DATA_DIR: storage.dataDir,
    ...(storage.databaseUrl ? { DATABASE_URL: storage.databaseUrl } : {}),
    LOG_LEVEL: 'warn',
  });
  const core = await openCore({ config });
  try {
    await core.runner.start();
    await core.runner.whenCaughtUp();
    await core.runner.stop();
    const { events } = await core.store.readAll(START, 10_000_000);
    const signUps = await signUpFindings(core, events, answered);
    const journal = await journalFindings(core, events, answered);
    const pdfs = await pdfFindings(core, storage, events, answered);
    const admin = await adminFindings(core, events, answered);
    const invariants = await invariantFindings(core, events);
    const live = await readModels(core.db);
    await replayTarget(core, 'all', () => undefined);
    const replayed = await readModels(core.db);
    return {
      signUps,
      ...journal,
      pdfs,
      ...admin,
      replayEqual: JSON.stringify(live) === JSON.stringify(replayed),
      invariants,
    };
  } finally {
    await core.close();
  }
};

/** Whether nothing promised is lost, doubled or missing, no row lacks its event, replay agrees, and the rules hold. */
export const allKept = (findings: Findings): boolean =>
  findings.replayEqual &&
  invariantsHold(findings.invariants) &&
  [
    findings.signUps,
    findings.submissions,
    findings.revisions,
    findings.pdfs,
    findings.removals,
    findings.restores,
  ].every((k) => k.lost === 0 && k.doubled === 0 && k.missingFromReadModels === 0 && k.orphanRows === 0);
