import * as v from 'valibot';

/** Module Federation remote names are JS identifiers (mf_catalog, mf_checkout, ...). */
export const RemoteNameSchema = v.pipe(v.string(), v.regex(/^[A-Za-z_$][\w$]*$/));

/**
 * Mount modes are retired (ADR 0008): every remote page is a component on the shell's React. A
 * file may still say `"mount": "component"`; `"parcel"` is refused, so nobody believes a remote is
 * isolated when it is not. The value stays in the output because the served document keeps it.
 */
const RetiredMountSchema = v.optional(v.literal('component'), 'component');

const VersionSchema = v.pipe(v.string(), v.regex(/^\d+\.\d+\.\d+(?:[-+][\w.-]+)?$/));

export const OverridesSchema = v.object({
  enabled: v.optional(v.boolean(), false),
  /** Origins a per-browser override URL may point to; anything else would be script injection. */
  allowedOrigins: v.optional(v.array(v.pipe(v.string(), v.url())), []),
});
export type Overrides = v.InferOutput<typeof OverridesSchema>;

/** One remote in `composition.config.json`: a built version served by us, or a full manifest URL. */
export const RemoteConfigSchema = v.union(
  [
    v.object({ version: VersionSchema, mount: RetiredMountSchema }),
    v.object({ url: v.pipe(v.string(), v.nonEmpty()), mount: RetiredMountSchema }),
  ],
  // The union hides which part failed, so its one message names every rule.
  'En remote trenger «version» (x.y.z) eller «url»; «mount» kan bare være «component» (parcel er fjernet, ADR 0008)',
);
export type RemoteConfig = v.InferOutput<typeof RemoteConfigSchema>;

/** The configuration file the server reads (`composition.config.json`, or COMPOSITION_FILE). */
export const CompositionConfigSchema = v.object({
  shell: v.optional(v.object({ version: VersionSchema })),
  remotes: v.record(RemoteNameSchema, RemoteConfigSchema),
  overrides: v.optional(OverridesSchema, { enabled: false, allowedOrigins: [] }),
});
export type CompositionConfig = v.InferOutput<typeof CompositionConfigSchema>;

/** A remote in the served document: always resolved to the URL of its `mf-manifest.json`. */
export const CompositionRemoteSchema = v.object({
  url: v.pipe(v.string(), v.nonEmpty()),
  /**
   * Always 'component' (ADR 0008). Shells released before that read it (absent = 'component'), so
   * the served document keeps it; this shell ignores it, and an older server's 'parcel' reads as
   * 'component' rather than making the whole document invalid.
   */
  mount: v.fallback(v.optional(v.literal('component'), 'component'), 'component'),
  version: v.optional(v.string()),
});
export type CompositionRemote = v.InferOutput<typeof CompositionRemoteSchema>;

/**
 * The composition document served at /composition.json and inlined into the HTML
 * (`<script id="composition" type="application/json">`).
 */
export const CompositionSchema = v.object({
  shell: v.optional(v.object({ version: v.string() })),
  remotes: v.record(RemoteNameSchema, CompositionRemoteSchema),
  overrides: v.optional(OverridesSchema, { enabled: false, allowedOrigins: [] }),
});
export type Composition = v.InferOutput<typeof CompositionSchema>;
