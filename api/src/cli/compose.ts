/**
 * `pnpm compose`: the composition every server serves (ADR 0009).
 *
 *   pnpm compose show                              the composition in force
 *   pnpm compose history [--limit 20]              who changed it, when and why
 *   pnpm compose set mf_catalog 1.4.0 [--reason …] switch one remote (or `shell`) to a release
 *   pnpm compose set mf_catalog https://cdn/…/mf-manifest.json
 *   pnpm compose rollback [<id>] [--reason …]      back to the previous (or a named) entry
 *   pnpm compose releases [mf-catalog]             the builds a composition may name
 *
 * It talks to the admin API of the shop at --url (SHOP_URL, default http://127.0.0.1:$PORT) with
 * ADMIN_TOKEN (or the token a local shop wrote to .data/admin-token); when no shop answers there,
 * it changes the database directly. Every change is checked against the releases first.
 */
import { spawnSync } from 'node:child_process';
import { userInfo } from 'node:os';
import { parseArgs } from 'node:util';
import {
  CompositionRollbackBodySchema,
  CompositionSetBodySchema,
  type CompositionEntry,
} from 'shared-contracts/schemas';
import * as v from 'valibot';

import { loadConfig } from '../config';
import { adminToken, databaseClient, httpClient, type AdminClient } from './admin-client';
import { withBuild } from './compose-change';

const USAGE = `Bruk:
  pnpm compose show
  pnpm compose history [--limit 20]
  pnpm compose set <shell|mf_…> <versjon|manifest-URL> [--reason "…"] [--author "…"] [--force]
  pnpm compose rollback [<id>] [--reason "…"] [--author "…"]
  pnpm compose releases [<pakke>]
  (--url <butikk>, ADMIN_TOKEN)`;

function author(given: string | undefined): string {
  if (given) return given;
  const name = spawnSync('git', ['config', 'user.name'], { encoding: 'utf8' }).stdout?.trim();
  return name || userInfo().username;
}

const when = (iso: string) => iso.replace('T', ' ').slice(0, 16);

function describeEntry(entry: CompositionEntry): string {
  const flags = [
    entry.action,
    entry.forced ? 'tvunget' : '',
    entry.restores ? `fra #${entry.restores}` : '',
  ]
    .filter(Boolean)
    .join(', ');
  const lines = [
    `#${entry.id} ${when(entry.createdAt)} ${entry.author}: ${entry.reason} (${flags})`,
  ];
  lines.push(`  shell ${entry.config.shell?.version ?? '?'}`);
  const remotes = Object.entries(entry.config.remotes).sort(([a], [b]) => a.localeCompare(b));
  for (const [name, remote] of remotes)
    lines.push(`  ${name} ${'version' in remote ? remote.version : remote.url}`);
  return lines.join('\n');
}

/** The admin API when a shop answers at `base`, else the database. */
async function connect(base: string): Promise<AdminClient> {
  const config = loadConfig();
  try {
    await fetch(`${base}/api/v1/csrf`, { signal: AbortSignal.timeout(10_000) });
  } catch (error) {
    // Only when nothing listens: a shop that is merely slow holds the database (PGlite allows
    // one process), and opening it beside the shop would corrupt it.
    const cause = (error as { cause?: { code?: string } }).cause;
    if (cause?.code !== 'ECONNREFUSED') throw new Error(`Butikken på ${base} svarer ikke`);
    return databaseClient(config);
  }
  const token = adminToken(config);
  if (!token)
    throw new Error(
      `Butikken på ${base} svarer, men ADMIN_TOKEN er ikke satt (og .data/admin-token finnes ikke)`,
    );
  return httpClient(base, token);
}

async function main(): Promise<void> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      url: { type: 'string' },
      limit: { type: 'string', default: '20' },
      reason: { type: 'string' },
      author: { type: 'string' },
      force: { type: 'boolean', default: false },
    },
  });
  const [command, ...args] = positionals;
  const base = (
    values.url ??
    process.env.SHOP_URL ??
    `http://127.0.0.1:${process.env.PORT || 8080}`
  ).replace(/\/+$/, '');
  if (!command || !['show', 'history', 'set', 'rollback', 'releases'].includes(command)) {
    console.error(USAGE);
    process.exit(2);
  }
  const client = await connect(base);
  console.log(`(${client.where})`);
  try {
    if (command === 'show') {
      const current = await client.current();
      console.log(current ? describeEntry(current.entry) : 'Det finnes ingen sammensetning ennå');
    } else if (command === 'history') {
      for (const entry of await client.history(Number(values.limit)))
        console.log(describeEntry(entry));
    } else if (command === 'releases') {
      for (const build of await client.releases(args[0]))
        console.log(
          `${build.package} ${build.version}  ${build.source === 'release' ? 'utgivelse' : 'lokalt bygg'}  kontrakt ${build.contract.version ?? build.contract.range}  ${build.commit?.slice(0, 10) ?? ''}`,
        );
    } else if (command === 'set') {
      const [name, value] = args;
      if (!name || !value) throw new Error(USAGE);
      const current = await client.current();
      const fromConfig = current?.entry.config ?? {
        remotes: {},
        overrides: { enabled: false, allowedOrigins: [] },
      };
      const entry = await client.set(
        v.parse(CompositionSetBodySchema, {
          config: withBuild(fromConfig, name, value),
          author: author(values.author),
          reason: values.reason ?? `pnpm compose set ${name} ${value}`,
          force: values.force,
          ...(current ? { basedOn: current.entry.id } : {}),
        }),
      );
      console.log(describeEntry(entry));
    } else {
      const to = args[0] ? Number(args[0].replace(/^#/, '')) : undefined;
      const entry = await client.rollback(
        v.parse(CompositionRollbackBodySchema, {
          author: author(values.author),
          ...(to === undefined ? {} : { to }),
          ...(values.reason ? { reason: values.reason } : {}),
        }),
      );
      console.log(describeEntry(entry));
    }
  } finally {
    await client.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
});
