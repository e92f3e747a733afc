/**
 * The artefact store in an S3-compatible bucket (`RELEASE_STORE=s3://bucket/prefix`, with
 * `RELEASE_S3_ENDPOINT` for MinIO, R2, Spaces …; credentials from the AWS SDK's usual chain).
 * Files go up before `release.json`, which goes last and marks the release complete; every write
 * asks `If-None-Match: *`, so a bucket that supports conditional writes refuses an overwrite
 * even between two publishers racing past the existence check. A file that is already there with
 * the same bytes was left by an interrupted publish of the same build: publishing that build
 * again finishes the release; other bytes refuse it (PartialReleaseError).
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import type * as S3Sdk from '@aws-sdk/client-s3';
import { parseReleaseInfo, PACKAGE_NAME, VERSION_TEXT, type ReleaseInfo } from './release-info';
import {
  contentTypeOf,
  isSafeFilePath,
  PartialReleaseError,
  ReleaseExistsError,
  type ReleaseStore,
  type StoredFile,
} from './store';

export interface S3StoreOptions {
  bucket: string;
  /** Key prefix without leading or trailing slash ('' for the bucket's root). */
  prefix: string;
  endpoint?: string | undefined;
  region: string;
  /** Path-style URLs (`endpoint/bucket/key`): what most S3-compatible servers want. */
  forcePathStyle: boolean;
  /** Tests: explicit credentials instead of the SDK's chain. */
  credentials?: { accessKeyId: string; secretAccessKey: string };
}

const IMMUTABLE = 'public, max-age=31536000, immutable';

async function filesBelow(dir: string, prefix = ''): Promise<string[]> {
  const entries = await readdir(path.join(dir, prefix), { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) =>
      entry.isDirectory()
        ? filesBelow(dir, path.posix.join(prefix, entry.name))
        : Promise.resolve([path.posix.join(prefix, entry.name)]),
    ),
  );
  return nested.flat();
}

const isMissing = (error: unknown): boolean => {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e.name === 'NoSuchKey' || e.name === 'NotFound' || e.$metadata?.httpStatusCode === 404;
};
const isPreconditionFailed = (error: unknown): boolean =>
  (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 412;

export class S3ReleaseStore implements ReleaseStore {
  readonly description: string;
  private client: Promise<{ s3: S3Sdk.S3Client; sdk: typeof S3Sdk }> | null = null;

  constructor(private readonly options: S3StoreOptions) {
    this.description = `s3://${options.bucket}${options.prefix ? `/${options.prefix}` : ''}`;
  }

  /** The SDK is loaded on first use: a shop on the folder store never pays for it. */
  private sdk() {
    this.client ??= import('@aws-sdk/client-s3').then((sdk) => ({
      sdk,
      s3: new sdk.S3Client({
        region: this.options.region,
        forcePathStyle: this.options.forcePathStyle,
        ...(this.options.endpoint ? { endpoint: this.options.endpoint } : {}),
        ...(this.options.credentials ? { credentials: this.options.credentials } : {}),
      }),
    }));
    return this.client;
  }

  private key(...parts: string[]): string {
    return [this.options.prefix, ...parts].filter(Boolean).join('/');
  }

  folderOf(): null {
    return null;
  }

  async info(pkg: string, version: string): Promise<ReleaseInfo | null> {
    if (!PACKAGE_NAME.test(pkg) || !VERSION_TEXT.test(version)) return null;
    const { s3, sdk } = await this.sdk();
    try {
      const answer = await s3.send(
        new sdk.GetObjectCommand({
          Bucket: this.options.bucket,
          Key: this.key(pkg, version, 'release.json'),
        }),
      );
      const text = (await answer.Body?.transformToString('utf8')) ?? '';
      return parseReleaseInfo(JSON.parse(text));
    } catch (error) {
      if (isMissing(error) || error instanceof SyntaxError) return null;
      throw error;
    }
  }

  async list(pkg?: string): Promise<ReleaseInfo[]> {
    const { s3, sdk } = await this.sdk();
    const found: ReleaseInfo[] = [];
    let token: string | undefined;
    do {
      const page = await s3.send(
        new sdk.ListObjectsV2Command({
          Bucket: this.options.bucket,
          Prefix: this.key(pkg ?? '') + (pkg || this.options.prefix ? '/' : ''),
          ContinuationToken: token,
        }),
      );
      for (const object of page.Contents ?? []) {
        const parts = (object.Key ?? '').slice(this.key('').length).replace(/^\//, '').split('/');
        if (parts.length !== 3 || parts[2] !== 'release.json') continue;
        const info = await this.info(parts[0] ?? '', parts[1] ?? '');
        if (info) found.push(info);
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
    return found;
  }

  async publish(dir: string, info: ReleaseInfo): Promise<void> {
    if (await this.info(info.package, info.version))
      throw new ReleaseExistsError(info.package, info.version, this.description);
    const { s3, sdk } = await this.sdk();
    const files = (await filesBelow(dir)).filter((file) => file !== 'release.json');
    const put = async (file: string) => {
      const key = this.key(info.package, info.version, file);
      const body = await readFile(path.join(dir, file));
      try {
        await s3.send(
          new sdk.PutObjectCommand({
            Bucket: this.options.bucket,
            Key: key,
            Body: body,
            ContentType: contentTypeOf(file),
            // A release never changes: its entry files may be cached as long as its chunks.
            CacheControl: IMMUTABLE,
            IfNoneMatch: '*',
          }),
        );
      } catch (error) {
        if (!isPreconditionFailed(error)) throw error;
        if (file === 'release.json')
          throw new ReleaseExistsError(info.package, info.version, this.description);
        if (await this.holds(key, body)) return;
        throw new PartialReleaseError(info.package, info.version, file, this.description);
      }
    };
    // A few at a time: a release is a few hundred small files.
    const queue = [...files];
    await Promise.all(
      Array.from({ length: 8 }, async () => {
        for (let file = queue.shift(); file; file = queue.shift()) await put(file);
      }),
    );
    await put('release.json');
  }

  /** Whether the object at `key` holds exactly `body`. */
  private async holds(key: string, body: Buffer): Promise<boolean> {
    const { s3, sdk } = await this.sdk();
    const answer = await s3.send(
      new sdk.GetObjectCommand({ Bucket: this.options.bucket, Key: key }),
    );
    const stored = await answer.Body?.transformToByteArray();
    return stored !== undefined && Buffer.from(stored).equals(body);
  }

  async open(
    pkg: string,
    version: string,
    file: string,
    accepts: readonly string[],
  ): Promise<StoredFile | null> {
    if (!PACKAGE_NAME.test(pkg) || !VERSION_TEXT.test(version) || !isSafeFilePath(file))
      return null;
    const { s3, sdk } = await this.sdk();
    const candidates: Array<[string, StoredFile['encoding']]> = [
      ...(accepts.includes('br') ? [[`${file}.br`, 'br'] as [string, 'br']] : []),
      ...(accepts.includes('gzip') ? [[`${file}.gz`, 'gzip'] as [string, 'gzip']] : []),
      [file, undefined],
    ];
    for (const [key, encoding] of candidates) {
      try {
        const answer = await s3.send(
          new sdk.GetObjectCommand({
            Bucket: this.options.bucket,
            Key: this.key(pkg, version, key),
          }),
        );
        if (!(answer.Body instanceof Readable)) continue;
        return {
          body: answer.Body,
          ...(encoding ? { encoding } : {}),
          ...(answer.ContentLength !== undefined ? { length: answer.ContentLength } : {}),
        };
      } catch (error) {
        if (!isMissing(error)) throw error;
      }
    }
    return null;
  }
}
