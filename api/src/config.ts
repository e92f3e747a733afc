/**
 * Process configuration, read from the environment and validated once at start-up, so a
 * typo in PORT fails loudly at boot instead of on the first request.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as v from 'valibot';

/** Repository root (api/src/config.ts → ../../). */
export const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));

const intFromEnv = (name: string, min: number, max: number) =>
  v.pipe(
    v.string(),
    v.trim(),
    v.regex(/^\d+$/, `${name} må være et heltall`),
    v.transform(Number),
    v.integer(),
    v.minValue(min, `${name} må være minst ${min}`),
    v.maxValue(max, `${name} kan være høyst ${max}`),
  );

const nonEmpty = v.pipe(v.string(), v.trim(), v.nonEmpty());

const EnvSchema = v.object({
  PORT: v.optional(intFromEnv('PORT', 1, 65535), '8080'),
  DATABASE_URL: v.optional(
    v.pipe(nonEmpty, v.regex(/^postgres(ql)?:\/\//, 'DATABASE_URL må starte med postgres://')),
  ),
  PGLITE_DIR: v.optional(nonEmpty),
  SEED_ARTICLES: v.optional(intFromEnv('SEED_ARTICLES', 1, 1_000_000), '3000'),
  COMPOSITION_FILE: v.optional(nonEmpty),
  NODE_ENV: v.optional(v.picklist(['development', 'production', 'test']), 'development'),
  SESSION_SECRET: v.optional(
    v.pipe(nonEmpty, v.minLength(16, 'SESSION_SECRET må ha minst 16 tegn')),
  ),
  HOST: v.optional(nonEmpty, '0.0.0.0'),
  /** Dev/staging only: origins allowed to override remote URLs (comma-separated). */
  MF_OVERRIDE_ORIGINS: v.optional(v.string(), ''),
});

export interface Config {
  port: number;
  /** Set → PostgreSQL over node-postgres; unset → embedded PGlite in `pgliteDir`. */
  databaseUrl: string | undefined;
  /** PGlite data folder (absolute) or 'memory'. */
  pgliteDir: string;
  seedArticles: number;
  compositionFile: string;
  nodeEnv: 'development' | 'production' | 'test';
  /** Optional: signs cookies when set (sessions work without it: the sid is a random 32-byte id). */
  sessionSecret: string | undefined;
  host: string;
  mfOverrideOrigins: string[];
  repoRoot: string;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Validates an environment (default: process.env). Pure, so tests can pass their own. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // Empty strings count as unset: `PORT= pnpm start` should not fail.
  const picked = Object.fromEntries(
    Object.keys(EnvSchema.entries).flatMap((key) => {
      const value = env[key];
      return value === undefined || value === '' ? [] : [[key, value]];
    }),
  );
  const result = v.safeParse(EnvSchema, picked);
  if (!result.success) {
    const lines = result.issues.map((issue) => `${v.getDotPath(issue) ?? '?'}: ${issue.message}`);
    throw new ConfigError(`Ugyldig konfigurasjon:\n  ${lines.join('\n  ')}`);
  }
  const e = result.output;
  const resolve = (p: string) => (path.isAbsolute(p) ? p : path.resolve(REPO_ROOT, p));
  return {
    port: e.PORT,
    databaseUrl: e.DATABASE_URL,
    pgliteDir: e.PGLITE_DIR === 'memory' ? 'memory' : resolve(e.PGLITE_DIR ?? '.data/pglite'),
    seedArticles: e.SEED_ARTICLES,
    compositionFile: resolve(e.COMPOSITION_FILE ?? 'composition.config.json'),
    nodeEnv: e.NODE_ENV,
    sessionSecret: e.SESSION_SECRET,
    host: e.HOST,
    mfOverrideOrigins: e.MF_OVERRIDE_ORIGINS.split(',')
      .map((o) => o.trim())
      .filter(Boolean),
    repoRoot: REPO_ROOT.replace(/\/$/, ''),
  };
}

let cached: Config | undefined;

/** The process-wide configuration, read on first use. */
export function getConfig(): Config {
  cached ??= loadConfig();
  return cached;
}
