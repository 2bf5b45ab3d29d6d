/**
 * Client libraries that talk to each Ledger app, per ledger-apps folder (src/data/chains.ts).
 *
 * Every entry was checked in the published package itself (npm is immutable per version): the
 * class, its export, the address method and the class byte it sends are read from `checked.file`
 * of `name@version`, the INS byte of the address call from `address.sends.file`.
 * tests/unit/chain-landing-facts.test.ts compares `cla` with the app's APDU data, so a client that talks
 * to another app build cannot be listed here by mistake; tests/unit/ledger-apdu-client-code.test.ts
 * compares `address.sends` with the command it names.
 * Chains missing from this map have no published client the provider maintains that was verified.
 */
import type {ClientLibrary} from '@zondax/docs-core/ledger/clients/library';

export type {ClientLibrary};

/**
 * Legacy Substrate apps (one app per chain, each with its own class byte): the last @zondax/ledger-substrate
 * release that still ships `newSubstrateApp` and its `supportedApps` table is 1.1.2; from 2.0.0 on the package
 * only drives the generic Polkadot app (class byte 0xF9).
 */
function legacySubstrate(chainName: string, cla: number): ClientLibrary {
  return {
    ecosystem: 'npm',
    name: '@zondax/ledger-substrate',
    version: '1.1.2',
    repository: 'Zondax/ledger-substrate-js',
    cla,
    checked: {file: 'dist/supported_apps.js'},
    importName: {named: 'newSubstrateApp'},
    factory: {name: 'newSubstrateApp', chainName},
    address: {
      method: 'getAddress',
      args: ['0x80000000', '0x80000000', '0x80000000'],
      pathArg: 'none',
      sends: {command: 'getAddr', ins: 0x01, file: 'dist/substrate_app.js'},
    },
    returns: '{address, pubKey}',
  };
}

/** The generic Polkadot app serves several chains; the address call takes the chain's SS58 prefix (from the package's legacy table). */
const genericSubstrate = (ss58Prefix: number): ClientLibrary => ({
  ecosystem: 'npm',
  name: '@zondax/ledger-substrate',
  version: '3.0.0',
  repository: 'Zondax/ledger-substrate-js',
  cla: 0xf9,
  checked: {file: 'dist/generic_app.d.ts'},
  importName: {named: 'PolkadotGenericApp'},
  address: {
    method: 'getAddressEd25519',
    args: [String(ss58Prefix)],
    pathArg: 'string',
    sends: {command: 'getAddr', ins: 0x01, file: 'dist/generic_app.js'},
  },
  returns: '{address, pubKey}',
});

function zondax(
  name: string,
  version: string,
  repository: string,
  cla: number,
  importName: ClientLibrary['importName'],
  file = 'dist/index.d.ts',
): Omit<ClientLibrary, 'address' | 'returns'> {
  return {ecosystem: 'npm', name, version, repository, cla, importName, checked: {file}};
}

export const clientLibraries: Readonly<Record<string, readonly ClientLibrary[]>> = {
  acala: [legacySubstrate('Acala', 0x9b)],
  alephzero: [legacySubstrate('AlephZero', 0xa4)],
  astar: [legacySubstrate('Astar', 0xa9)],
  centrifuge: [legacySubstrate('Centrifuge', 0x93)],
  darwinia: [legacySubstrate('Darwinia', 0xb2)],
  edgeware: [legacySubstrate('Edgeware', 0x94)],
  hydradx: [legacySubstrate('HydraDX', 0xab)],
  karura: [legacySubstrate('Karura', 0x9a)],
  khala: [legacySubstrate('Khala', 0xb1)],
  kusama: [legacySubstrate('Kusama', 0x99)],
  nodle: [legacySubstrate('Nodle', 0x98)],
  parallel: [legacySubstrate('Parallel', 0xa6)],
  phala: [legacySubstrate('Phala', 0xaf)],
  polkadex: [legacySubstrate('Polkadex', 0xa0)],
  statemine: [legacySubstrate('Statemine', 0x97)],
  statemint: [legacySubstrate('Statemint', 0x96)],
  xxnetwork: [legacySubstrate('XXNetwork', 0xa3)],
  polkadot: [genericSubstrate(0)],
  polymesh: [genericSubstrate(12)],
  filecoin: [
    {
      ...zondax('@zondax/ledger-filecoin', '4.0.0', 'Zondax/ledger-filecoin-js', 0x06, {named: 'FilecoinApp'}, 'dist/types/index.d.ts'),
      address: {
        method: 'getAddressAndPubKey',
        args: [],
        pathArg: 'string',
        sends: {command: 'getAddrSecp256k1', ins: 0x01, file: 'dist/index.js'},
      },
      returns: '{addrString, compressed_pk}',
    },
  ],
  icp: [
    {
      ...zondax('@zondax/ledger-icp', '4.0.0', 'Zondax/ledger-icp-js', 0x11, {default: 'InternetComputerApp'}),
      address: {method: 'getAddressAndPubKey', args: [], pathArg: 'string', sends: {command: 'getAddr', ins: 0x01, file: 'dist/index.js'}},
      returns: '{principalText, publicKey}',
    },
  ],
  casper: [
    {
      ...zondax('@zondax/ledger-casper', '2.7.0', 'Zondax/ledger-casper-js', 0x11, {default: 'CasperApp'}),
      address: {
        method: 'getAddressAndPubKey',
        args: [],
        pathArg: 'string',
        sends: {command: 'getAddrSecp256k1', ins: 0x01, file: 'dist/common.js'},
      },
      returns: '{Address, publicKey}',
    },
  ],
  namada: [
    {
      ...zondax('@zondax/ledger-namada', '2.0.1', 'Zondax/ledger-namada-js', 0x57, {named: 'NamadaApp'}, 'dist/namadaApp.d.ts'),
      address: {method: 'getAddressAndPubKey', args: [], pathArg: 'string', sends: {command: 'getAddr', ins: 0x01, file: 'dist/config.js'}},
      returns: '{address, pubkey}',
    },
  ],
  lisk: [
    {
      // The app repository's js/ folder, published from it (its package.json names Zondax/ledger-lisk).
      ...zondax('@zondax/ledger-lisk', '0.0.3', 'Zondax/ledger-lisk', 0x60, {named: 'LiskApp'}),
      address: {method: 'getAddressAndPubKey', args: [], pathArg: 'string', sends: {command: 'getAddr', ins: 0x01, file: 'dist/index.js'}},
      returns: '{address, pubKey}',
    },
  ],
  stacks: [
    {
      ...zondax('@zondax/ledger-stacks', '2.0.0', 'Zondax/ledger-stacks-js', 0x09, {default: 'StacksApp'}),
      extraImports: {'@stacks/transactions': 'AddressVersion'},
      address: {
        method: 'getAddressAndPubKey',
        args: ['AddressVersion.MainnetSingleSig'],
        pathArg: 'string',
        sends: {command: 'getAddrSecp256k1', ins: 0x01, file: 'dist/common.js'},
      },
      returns: '{address, publicKey}',
    },
  ],
  zcash: [
    {
      ...zondax('@zondax/ledger-zcash', '1.0.0', 'Zondax/ledger-zcash', 0x85, {default: 'ZCashApp'}),
      address: {
        method: 'getAddressTransparent',
        args: [],
        pathArg: 'string',
        sends: {command: 'getAddrSecp256k1', ins: 0x01, file: 'dist/consts.js'},
      },
      returns: '{address}',
    },
  ],
  arweave: [
    {
      ...zondax('@zondax/ledger-arweave', '1.0.0', 'Zondax/ledger-arweave', 0x44, {default: 'ArweaveApp'}),
      address: {method: 'getAddress', args: [], pathArg: 'none', sends: {command: 'getAddress', ins: 0x01, file: 'dist/common.js'}},
      returns: '{address}',
    },
  ],
  cosmos: [
    {
      ...zondax('@zondax/ledger-cosmos-js', '4.2.0', 'Zondax/ledger-cosmos-js', 0x55, {default: 'CosmosApp'}),
      address: {
        method: 'getAddressAndPubKey',
        args: ["'cosmos'"],
        pathArg: 'string',
        sends: {command: 'getAddrSecp256k1', ins: 0x04, file: 'dist/index.js'},
      },
      returns: '{bech32_address, compressed_pk}',
    },
  ],
  avalanche: [
    {
      // Published under Ava Labs' scope; the package's author field names the provider (Zondax AG).
      ...zondax('@avalabs/hw-app-avalanche', '2.1.0', 'ava-labs/ledger-avalanche-js', 0x80, {default: 'AvalancheApp'}),
      address: {
        method: 'getAddressAndPubKey',
        args: ['false'],
        pathArg: 'string',
        sends: {command: 'getPublicKey', ins: 0x02, file: 'dist/common.js'},
      },
      returns: '{address, publicKey}',
    },
  ],
};
