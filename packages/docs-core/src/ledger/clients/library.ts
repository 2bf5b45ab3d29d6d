/** A client library that talks to a Ledger app, as data/ledger-apps/clients.ts records it (checked in the published package). */
export interface ClientLibrary {
  ecosystem: 'npm';
  /** Package name on the registry. */
  name: string;
  /** Version the facts below were checked in; the install line pins its major version. */
  version: string;
  /** owner/name of the package's source repository (the package's `repository` field). */
  repository: string;
  /** Class byte the client sends, as read in the package. */
  cla: number;
  /** Where in the published package the class, the address method and `cla` were read. */
  checked: {file: string};
  /** How the class is imported, e.g. `import FilecoinApp from '...'` is {default: 'FilecoinApp'}. */
  importName: {default: string} | {named: string};
  /** Extra imports the minimal call needs (package: names). */
  extraImports?: Readonly<Record<string, string>>;
  /** Arguments after the transport when constructing the class (legacy Substrate apps: the chain's name). */
  factory?: {name: string; chainName: string};
  /** Address method as it is called: name and the literal arguments after the path. */
  address: {
    method: string;
    args: readonly string[];
    pathArg: 'string' | 'none';
    /**
     * What the call sends: the id of that command in the app's APDU data, and the INS byte as read in
     * `file` of the package. Stated, not matched by name, because the two sides name it differently
     * (Avalanche: the package's INS.GET_ADDR is the app's AVX_GET_PUBLIC_KEY).
     */
    sends: {command: string; ins: number; file: string};
  };
  /** What the call returns, as the package's types name the fields. */
  returns: string;
}
