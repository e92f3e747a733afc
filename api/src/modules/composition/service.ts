/**
 * The one composition every server process serves, kept in the database (ADR 0009). Each process
 * holds the entry in force in memory and looks for a newer one every few seconds, so a switch
 * made through any process (or the CLI) is served by all of them within one poll interval. A
 * change is checked against the releases, then written as a new entry under a lock; a rollback
 * is a new entry restoring an earlier one, so the history is never rewritten.
 */
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type {
  Composition,
  CompositionConfig,
  CompositionEntry,
  CompositionRollbackBody,
  CompositionSetBody,
} from 'shared-contracts/schemas';
import type { Db } from '../../db/client';
import { ApiError } from '../../http/errors';
import type { Builds } from '../../releases';
import { compositionProblems, fetchReleaseInfoNextTo, type RemoteInfoFetch } from './checks';
import { parseCompositionConfig, parseStoredConfig, toCompositionDocument } from './document';
import {
  entryBefore,
  entryById,
  history,
  insertEntry,
  latestEntry,
  latestEntryId,
  latestFileEntry,
  withCompositionLock,
  type EntryRow,
} from './queries';

export interface ServedComposition {
  entry: CompositionEntry;
  document: Composition;
  /** The document as sent, and its validator (changes with every entry). */
  json: string;
  etag: string;
}

export interface CompositionServiceOptions {
  db: Db;
  builds: Builds;
  /** The shell version a configuration without one means (the checkout's shell). */
  shellVersion: string;
  /** Dev: origins allowed to override remotes in this process (MF_OVERRIDE_ORIGINS). */
  extraOrigins?: readonly string[];
  pollMs: number;
  log: { error: (obj: unknown, msg: string) => void; info: (msg: string) => void };
  fetchRemoteInfo?: RemoteInfoFetch;
}

export class CompositionRefusedError extends ApiError {
  constructor(readonly problems: string[]) {
    super(
      422,
      `Sammensetningen ble ikke tatt i bruk: ${problems.join('; ')}`,
      'COMPOSITION_REFUSED',
    );
  }
}

function toEntry(row: EntryRow): CompositionEntry {
  return {
    id: row.id,
    action: row.action as CompositionEntry['action'],
    author: row.author,
    reason: row.reason,
    restores: row.restores,
    forced: row.forced,
    createdAt: row.createdAt.toISOString(),
    config: parseStoredConfig(row.config, `sammensetning #${row.id}`),
  };
}

export class CompositionService {
  private served: ServedComposition | null = null;
  private timer: NodeJS.Timeout | null = null;
  private readonly fetchRemoteInfo: RemoteInfoFetch;

  constructor(private readonly options: CompositionServiceOptions) {
    this.fetchRemoteInfo = options.fetchRemoteInfo ?? fetchReleaseInfoNextTo();
  }

  /** The composition this process serves (null before the first entry exists). */
  current(): ServedComposition | null {
    return this.served;
  }

  /** Takes the newest entry from the database when it is not the one held. */
  async refresh(): Promise<ServedComposition | null> {
    const id = await latestEntryId(this.options.db);
    if (id === null || id === this.served?.entry.id) return this.served;
    const row = await entryById(this.options.db, id);
    if (!row) return this.served;
    const entry = toEntry(row);
    const document = toCompositionDocument(entry.config, {
      shellVersion: this.options.shellVersion,
      ...(this.options.extraOrigins ? { extraOrigins: this.options.extraOrigins } : {}),
    });
    const json = JSON.stringify(document);
    const etag = `"c${entry.id}-${createHash('sha1').update(json).digest('base64url').slice(0, 12)}"`;
    this.served = { entry, document, json, etag };
    return this.served;
  }

  /** Polls for changes made by other processes; a failed poll keeps the last good document. */
  start(): void {
    if (this.timer) return;
    this.timer = setInterval(() => {
      this.refresh().catch((error: unknown) =>
        this.options.log.error({ err: error }, 'composition poll failed; serving the last one'),
      );
    }, this.options.pollMs);
    this.timer.unref();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  async history(limit: number): Promise<CompositionEntry[]> {
    return (await history(this.options.db, limit)).map(toEntry);
  }

  /** A configuration with the shell named, as every stored entry has it. */
  private complete(config: CompositionConfig) {
    return { ...config, shell: { version: config.shell?.version ?? this.options.shellVersion } };
  }

  /** Every reason the configuration cannot be served (empty: it can). */
  problems(config: CompositionConfig): Promise<string[]> {
    const { builds } = this.options;
    return compositionProblems(
      this.complete(config),
      { info: (pkg, version) => builds.info(pkg, version), where: builds.store.description },
      this.fetchRemoteInfo,
    );
  }

  async set(change: CompositionSetBody): Promise<CompositionEntry> {
    const config = this.complete(change.config);
    if (!change.force) {
      const problems = await this.problems(config);
      if (problems.length > 0) throw new CompositionRefusedError(problems);
    }
    const row = await withCompositionLock(this.options.db, async (tx) => {
      const latest = await latestEntry(tx);
      if (change.basedOn !== undefined && latest && latest.id !== change.basedOn)
        throw new ApiError(
          409,
          `Sammensetningen er endret i mellomtiden (nå #${latest.id}, ikke #${change.basedOn}) – hent den på nytt`,
          'COMPOSITION_CHANGED',
        );
      return insertEntry(tx, {
        config,
        action: 'set',
        author: change.author,
        reason: change.reason,
        forced: change.force,
      });
    });
    await this.refresh();
    return toEntry(row);
  }

  /** Restores an earlier entry (default: the one before the entry in force) as a new entry. */
  async rollback(request: CompositionRollbackBody): Promise<CompositionEntry> {
    const row = await withCompositionLock(this.options.db, async (tx) => {
      const latest = await latestEntry(tx);
      if (!latest) throw new ApiError(404, 'Det finnes ingen sammensetning ennå', 'NO_COMPOSITION');
      const targetId = request.to ?? (await entryBefore(tx, latest.id))?.id ?? null;
      const target = targetId === null ? null : await entryById(tx, targetId);
      if (!target)
        throw new ApiError(
          404,
          request.to === undefined
            ? 'Det finnes ingen tidligere sammensetning å gå tilbake til'
            : `Fant ikke sammensetning #${request.to}`,
          'COMPOSITION_NOT_FOUND',
        );
      const config = parseStoredConfig(target.config, `sammensetning #${target.id}`);
      // A local build of an old entry may be gone; a release never is.
      const problems = await this.problems(config);
      if (problems.length > 0) throw new CompositionRefusedError(problems);
      return insertEntry(tx, {
        config,
        action: 'rollback',
        author: request.author,
        reason: request.reason ?? `Tilbake til #${target.id}`,
        restores: target.id,
      });
    });
    await this.refresh();
    return toEntry(row);
  }

  /**
   * The seed file (`composition.config.json`) at start-up: taken as a new entry when the table is
   * empty or the file's content differs from the last time it was taken; otherwise the database
   * keeps what operators switched since. A file that is missing, invalid or names a build that
   * does not exist is refused like any change: the process starts anyway and serves the last good
   * entry (or, before any exists, the Norwegian 503 page until one is set), so one bad file on one
   * server never takes the shop or its API down. Returns why the file was not taken, if it was not.
   */
  async seedFromFile(file: string): Promise<string | null> {
    const refused = (reason: string) => {
      this.options.log.error(
        { file, served: this.served?.entry.id ?? null },
        `composition file not taken: ${reason}`,
      );
      return reason;
    };
    let text: string;
    let parsed: CompositionConfig;
    try {
      text = await readFile(file, 'utf8');
      parsed = parseCompositionConfig(JSON.parse(text) as unknown, file);
    } catch (error) {
      await this.refresh();
      const missing = (error as NodeJS.ErrnoException).code === 'ENOENT';
      return refused(
        missing
          ? `${path.basename(file)} finnes ikke (${file})`
          : error instanceof Error
            ? error.message
            : String(error),
      );
    }
    const config = this.complete(parsed);
    const fileHash = createHash('sha256').update(text).digest('hex');
    const problems = await withCompositionLock(this.options.db, async (tx) => {
      const [seeded, latest] = [await latestFileEntry(tx), await latestEntry(tx)];
      if (latest && seeded?.fileHash === fileHash) return [];
      const found = await this.problems(config);
      if (found.length > 0) return found;
      await insertEntry(tx, {
        config,
        action: 'seed',
        author: path.basename(file),
        reason: latest
          ? `${path.basename(file)} er endret`
          : `Første sammensetning fra ${path.basename(file)}`,
        fileHash,
      });
      this.options.log.info(`composition taken from ${file}`);
      return [];
    });
    await this.refresh();
    return problems.length > 0 ? refused(new CompositionRefusedError(problems).message) : null;
  }
}
