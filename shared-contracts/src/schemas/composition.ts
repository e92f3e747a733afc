import * as v from 'valibot';

/** Module Federation remote names are JS identifiers (mf_catalog, mf_checkout, ...). */
export const RemoteNameSchema = v.pipe(v.string(), v.regex(/^[A-Za-z_$][\w$]*$/));

/** How the shell mounts a remote page: shared-React component or single-spa parcel. */
export const MountModeSchema = v.picklist(['component', 'parcel']);
export type MountMode = v.InferOutput<typeof MountModeSchema>;

const VersionSchema = v.pipe(v.string(), v.regex(/^\d+\.\d+\.\d+(?:[-+][\w.-]+)?$/));

export const OverridesSchema = v.object({
  enabled: v.optional(v.boolean(), false),
  /** Origins a per-browser override URL may point to; anything else would be script injection. */
  allowedOrigins: v.optional(v.array(v.pipe(v.string(), v.url())), []),
});
export type Overrides = v.InferOutput<typeof OverridesSchema>;

/** One remote in `composition.config.json`: a built version served by us, or a full manifest URL. */
export const RemoteConfigSchema = v.union([
  v.object({ version: VersionSchema, mount: v.optional(MountModeSchema, 'component') }),
  v.object({
    url: v.pipe(v.string(), v.nonEmpty()),
    mount: v.optional(MountModeSchema, 'component'),
  }),
]);
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
  mount: v.optional(MountModeSchema, 'component'),
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
