// Shared boilerplate of every remote's `./entry` module: its pages (React components rendered by
// the shell's React, ADR 0008), the contract range the remote was built against, and its build
// version.
//
// Each remote imports this file at build time and webpack bundles a copy into that remote, so it
// must hold no state and import nothing at run time.

export interface DefinedRemoteEntry<Page> {
  pages: Record<string, Page>;
  /** Always empty: shells released before ADR 0008 refuse an entry without this record. */
  parcels: Record<string, never>;
  contractRange: string;
  version: string;
}

export function defineRemoteEntry<Page>(pages: Record<string, Page>): DefinedRemoteEntry<Page> {
  return {
    pages,
    parcels: {},
    /** Range of shared-contracts' CONTRACT_VERSION this build was compiled against (set by tooling). */
    contractRange: process.env.MF_CONTRACT_RANGE ?? '^1.0.0',
    version: process.env.MF_BUILD_VERSION ?? '0.0.0',
  };
}
