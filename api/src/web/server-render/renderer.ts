/**
 * Server rendering of a page (ADR 0010): the shell's server part for the shell version the
 * composition names renders the page, with a fresh copy of the route's remote's server part for
 * this request. Within the time budget, or the page goes out rendered in the browser, as does a
 * page whose shell has no server part; a remote that cannot render here is left to the browser by
 * the shell, the rest of the page still rendered.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Composition } from 'shared-contracts/schemas';
import { redactPagePath } from '../../http/log-redaction';
import { packageOfRemote } from '../../releases';
import { requireBuiltin, type ServerPart, type ServerParts } from './load-part';

/** What the shell's server part exports (shell/src/server/index.ts). */
interface ShellServerPart {
  sharedModules: Readonly<Record<string, unknown>>;
  configure(options: { origin: string; fetch: typeof fetch }): void;
  renderPage(request: {
    url: string;
    composition: Composition;
    loadRemote: (name: string) => Promise<Record<string, unknown> | null>;
    signal: AbortSignal;
    /** Shells before 0.5.0 ignore it. */
    consentAnswered: boolean;
  }): Promise<ServerRendered & { fallback: string | null }>;
}

export interface ServerRendered {
  /** Markup for the shell's `#root`. */
  html: string;
  /** For the page's `server-data` element (tooling/remote-entry/server-data.ts). */
  data: unknown;
}

/** Base of the reads a render makes; they never leave the process (see `fetch`). */
const ORIGIN = 'http://localhost';

function isShellPart(
  value: Record<string, unknown>,
): value is Record<string, unknown> & ShellServerPart {
  return (
    typeof value.renderPage === 'function' &&
    typeof value.configure === 'function' &&
    typeof value.sharedModules === 'object' &&
    value.sharedModules !== null
  );
}

export class ServerRenderer {
  /** The shell's part runs once per version: it holds React and the stores every render shares. */
  private readonly shells = new WeakMap<ServerPart, ShellServerPart>();
  /** Fallback reasons already logged (noteFallback). */
  private readonly loggedFallbacks = new Set<string>();

  constructor(
    private readonly parts: ServerParts,
    /** Answers the renders' API reads (in-process). */
    private readonly fetch: typeof globalThis.fetch,
    private readonly budgetMs: number,
  ) {}

  private async shell(version: string): Promise<ShellServerPart | null> {
    const part = await this.parts.load('shell', version);
    if (!part) return null;
    let shell = this.shells.get(part);
    if (!shell) {
      const exports = part.instantiate(requireBuiltin);
      if (!isShellPart(exports))
        throw new Error(`shell ${version}: serverdelen mangler renderPage`);
      exports.configure({ origin: ORIGIN, fetch: this.fetch });
      shell = exports;
      this.shells.set(part, shell);
    }
    return shell;
  }

  /** A fresh copy of a remote's part, its shared imports answered by the shell's. */
  private async remote(
    shell: ShellServerPart,
    composition: Composition,
    name: string,
  ): Promise<Record<string, unknown> | null> {
    const version = composition.remotes[name]?.version;
    // A remote given by URL (another host) has no part this server could load.
    if (!version) return null;
    const part = await this.parts.load(packageOfRemote(name), version);
    return (
      part?.instantiate((id) =>
        Object.hasOwn(shell.sharedModules, id) ? shell.sharedModules[id] : requireBuiltin(id),
      ) ?? null
    );
  }

  /**
   * A remote left to the browser is logged once per reason (a remote without a server part would
   * otherwise warn on every page it has), then at debug level.
   */
  private noteFallback(reason: string, page: string, log: FastifyBaseLogger): void {
    const path = redactPagePath(page);
    if (this.loggedFallbacks.has(reason)) {
      log.debug({ path, reason }, 'server render: remote left to the browser');
      return;
    }
    if (this.loggedFallbacks.size >= 1000) this.loggedFallbacks.clear();
    this.loggedFallbacks.add(reason);
    log.warn({ path, reason }, 'server render: remote left to the browser (logged once)');
  }

  /**
   * The rendered page at `path` (path and query), or null: the browser renders it (no shell part,
   * not a remote page, an error, or past the budget). Never throws. `consentAnswered`: the
   * request carried the cookie banner's answered mark (else the banner is rendered too).
   */
  async render(
    path: string,
    composition: Composition,
    log: FastifyBaseLogger,
    { consentAnswered = true }: { consentAnswered?: boolean } = {},
  ): Promise<ServerRendered | null> {
    const controller = new AbortController();
    const timer = setTimeout(
      () => controller.abort(new Error(`over ${this.budgetMs} ms`)),
      this.budgetMs,
    );
    const overBudget = new Promise<never>((_resolve, reject) => {
      controller.signal.addEventListener('abort', () => reject(controller.signal.reason), {
        once: true,
      });
    });
    try {
      const shellVersion = composition.shell?.version;
      const shell = shellVersion
        ? await Promise.race([this.shell(shellVersion), overBudget])
        : null;
      if (!shell) return null;
      const rendered = await Promise.race([
        shell.renderPage({
          url: new URL(path, ORIGIN).href,
          composition,
          loadRemote: (name) => this.remote(shell, composition, name),
          signal: controller.signal,
          consentAnswered,
        }),
        overBudget,
      ]);
      if (!rendered) return null;
      if (rendered.fallback) this.noteFallback(rendered.fallback, path, log);
      return { html: rendered.html, data: rendered.data };
    } catch (error) {
      log.warn(
        { path: redactPagePath(path), err: error },
        'server render failed: page rendered in the browser',
      );
      return null;
    } finally {
      clearTimeout(timer);
      // Whatever still runs after the budget has nobody waiting for it.
      controller.abort(new Error('render finished'));
      overBudget.catch(() => undefined);
    }
  }
}
