/**
 * Schema of the per-version "supported methods" data files of the Ledger apps:
 * data/ledger-apps/<folder>/supported/<version>.json (and an optional latest.json when
 * the repository's latest list is not its highest-numbered one).
 *
 * The files are produced by scripts/import-supported.mjs from the docs/supported_*.md
 * tables of the app repositories; tests/unit/ledger-supported.test.ts validates every file.
 */
import {z} from 'zod';

/** "9.25", "26.1002005": the app's major version and the runtime spec version it targets. */
export const versionPattern = /^\d+\.\d+$/;

/** A device column of the repository's table, e.g. {id: 'nano-s-xl', label: 'Nano S XL'}. */
export const deviceColumnSchema = z.object({
  id: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'device ids are lower-case slugs'),
  label: z.string().min(1),
});

/** One call argument: its SCALE type as written in the table and its name. */
export const argumentSchema = z.object({
  type: z.string(),
  name: z.string(),
});

export const methodSchema = z.object({
  name: z.string().min(1),
  /** Ids of the device columns that carry a check mark for this method. */
  devices: z.array(z.string()),
  /** Whether the method may also appear nested inside another call (batch, proxy, multisig...). */
  nesting: z.boolean(),
  args: z.array(argumentSchema),
});

export const palletSchema = z.object({
  name: z.string().min(1),
  /** Empty when the repository lists the pallet without callable methods. */
  methods: z.array(methodSchema),
});

export const sourceSchema = z.object({
  /** owner/name on GitHub (the chain's ledgerRepo in src/data/chains.ts). */
  repository: z.string().regex(/^[A-Za-z0-9_.-]+\/[A-Za-z0-9_.-]+$/),
  /** Path of the Markdown list inside the repository. */
  path: z.string().min(1),
  /** Commit the list was read from (absent when imported from a plain folder). */
  commit: z
    .string()
    .regex(/^[0-9a-f]{40}$/)
    .optional(),
});

export const supportedVersionSchema = z
  .object({
    /** Ledger-apps folder of the chain (its ledgerFolder in src/data/chains.ts). */
    chain: z.string().regex(/^[a-z0-9]+$/),
    version: z.string().regex(versionPattern),
    /** Heading of the repository's list, e.g. 'Nodle 9.25.x'. */
    title: z.string().min(1),
    source: sourceSchema,
    devices: z.array(deviceColumnSchema).min(1),
    pallets: z.array(palletSchema),
  })
  .superRefine((data, ctx) => {
    const ids = new Set(data.devices.map((d) => d.id));
    if (ids.size !== data.devices.length) ctx.addIssue({code: 'custom', message: 'duplicate device id', path: ['devices']});
    data.pallets.forEach((pallet, p) =>
      pallet.methods.forEach((method, m) =>
        method.devices.forEach((id, d) => {
          if (!ids.has(id)) {
            ctx.addIssue({code: 'custom', message: `unknown device id '${id}'`, path: ['pallets', p, 'methods', m, 'devices', d]});
          }
        }),
      ),
    );
  });

export type DeviceColumn = z.infer<typeof deviceColumnSchema>;
export type MethodArgument = z.infer<typeof argumentSchema>;
export type SupportedMethod = z.infer<typeof methodSchema>;
export type Pallet = z.infer<typeof palletSchema>;
export type SupportedVersion = z.infer<typeof supportedVersionSchema>;

/** Repository facts per ledger-apps folder (data/ledger-apps/apps.json). */
export const appInfoSchema = z.strictObject({
  /** owner/name of the app's repository. */
  repository: z.string().regex(/^[A-Za-z0-9_.-]+\/[A-Za-z0-9_.-]+$/),
  /** APPVERSION_M.N.P of the app at `commit`. */
  appVersion: z
    .string()
    .regex(/^\d+\.\d+\.\d+$/)
    .optional(),
  /** Device models the app is built for at `commit`. */
  devices: z.array(z.enum(['Nano S', 'Nano S Plus', 'Nano X', 'Stax', 'Flex', 'Apex P'])).min(1),
  /** File the device list was read from (ledger_app.toml, the Zemu test models or the Makefile). */
  devicesFrom: z.string().min(1),
  commit: z.string().regex(/^[0-9a-f]{40}$/),
  /** Date of `commit` (YYYY-MM-DD). */
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  /** Issue 62: when the app's records were last checked against its code at `commit` (npm run ledger:upstream). */
  checkedAt: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .optional(),
  /**
   * The repository says it is archived: the file that says so at `commit` (its README), and the ledger-apps folder
   * of the app that replaces it. `npm run ledger:upstream` reads the notice and reports when it appears or goes.
   */
  archived: z
    .strictObject({
      notice: z.string().min(1),
      successor: z
        .string()
        .regex(/^[a-z0-9]+$/)
        .optional(),
    })
    .optional(),
});

export const appsFileSchema = z.record(z.string().regex(/^[a-z0-9]+$/), appInfoSchema);

export type AppInfo = z.infer<typeof appInfoSchema>;
