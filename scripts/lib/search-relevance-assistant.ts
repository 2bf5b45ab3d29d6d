/**
 * The assistant set: 82 questions asked the way an assistant asks the MCP tool search_docs (issue 60),
 * held out. Written on 2026-11-29 before any change to the engine for issue 60 and before any of them
 * was put to the site's search, MiniSearch or the relevance tests: the commit that adds this file
 * changes nothing else, so the history shows it was written blind.
 *
 * How it was written: from public issues, pull requests and READMEs of the provider's repositories
 * (Zondax/zemu, Zondax/namadexer, Zondax/filecoin-signing-tools, Zondax/filecoin-solidity,
 * Zondax/ledger-*, Zondax/icp-client-cpp, Zondax/hello-rustee, Zondax/vault-k8s-canister, …) and a few
 * issues of wallets and SDKs that use the provider's Ledger apps, each phrased as a user or an assistant
 * working for one would ask it: whole sentences with their question words, an error pasted from a log,
 * an identifier from a stack trace, a misspelt word, a question about a version or a device. `source`
 * names where each came from. The pages that answer each question were chosen by reading the
 * documentation's source (docs/, data/ledger-apps/, the chain landing pages' facts); every page is
 * checked to exist in the build by tests/build/search-relevance.test.ts.
 *
 * Kinds (issue 60: 25 long natural-language questions, 15 identifiers, 10 status words or errors,
 * 10 across two products, 10 typos or prefixes, 10 version/device questions):
 *   long: 27 · identifier: 15 · status: 10 · cross: 10 · typo: 10 · version: 10
 *
 * A query passes when one of `expect` (a path or a RegExp on the path) is among the first 5 distinct
 * pages of the entries a reader sees (cross-chain duplicates grouped).
 *
 * This set must NEVER be used for tuning ranking, weights, stop words or tokenisation, nor be split
 * into a tuning part, and its misses are not printed: it is reported only, beside MiniSearch over the
 * same records. The tuning questions written for issue 60 are search-relevance-assistant-tuning.ts.
 * Once a ranking change has been made while looking at this set's results, it measures nothing any
 * more and a new one has to be written the same way.
 */
import type {RelevanceQuery} from './search-relevance-queries';

export type AssistantKind = 'long' | 'identifier' | 'status' | 'cross' | 'typo' | 'version';

export interface AssistantQuery extends RelevanceQuery {
  kind: AssistantKind;
  /** Where the question comes from: repository and issue or pull request number, or file. */
  source: string;
}

/** Every APDU specification page. */
const APDU = /^\/ledger-apps\/[^/]+\/APDU(SPEC)?$/;
/** Every latest supported-methods list. */
const SUPPORTED_LATEST = /^\/ledger-apps\/[^/]+\/supported_latest$/;
/** Any page of a section. */
const section = (id: string) => new RegExp(`^/${id}(/|$)`);
const OVERVIEW = '/ledger-apps/overview';

const q = (kind: AssistantKind, source: string, query: string, ...expect: Array<string | RegExp>): AssistantQuery => ({
  kind,
  source,
  query,
  expect,
});

export const assistantQueries: AssistantQuery[] = [
  // ── Long natural-language questions ──────────────────────────────────────────────────────────────
  q(
    'long',
    'Zondax/zemu#84, Zondax/zemu#108',
    'After upgrading zemu my Ledger app tests fail because the snapshot is taken before the screen has updated. How do I wait for the screen to change instead of using a fixed delay between button presses?',
    '/zemu/advanced-moves',
  ),
  q(
    'long',
    'Zondax/ledger-arweave#57',
    'Signing takes a really long time in Zemu because the cryptography is slow, and my test times out. How do I raise the timeout when navigating until the approve text, and how should these tests run in CI?',
    '/zemu/advanced-moves',
    '/zemu/quickstart',
  ),
  q(
    'long',
    'Zondax/namadexer#23',
    "I'm trying to query a transaction with the namadexer server endpoint /tx/:tx_hash but I'm not sure how to get the tx_hash value. I took the hash from the tendermint block_results and it returns null. What format does the hash need?",
    '/namadexer/server',
  ),
  q(
    'long',
    'Zondax/namadexer#155',
    'The namadexer indexer occasionally halts without much warning and needs a manual restart, after which it processes the remaining blocks fine. How does it synchronise and resume, and how can I monitor it?',
    '/namadexer/indexer',
    '/namadexer/telemetry',
  ),
  q(
    'long',
    'Zondax/filecoin-signing-tools#405',
    "I'm doing offline signing with filecoin signing tools: I serialize the message with transactionSerialize, parse it back and sign it with transactionSignRaw and my private key in hex, but the node rejects the signed message. How should the signature be built before pushing it to Lotus?",
    '/filecoin-signing-tools/wasm_api',
    '/filecoin-signing-tools',
  ),
  q(
    'long',
    'Zondax/ledger-filecoin#175',
    "When a user calls sign raw bytes on the Filecoin Ledger app without expert mode they get 'Unsupported transaction type' with code 0x6984; shouldn't it be 0x6986 command not allowed? Which instruction signs raw bytes and what does it require?",
    '/ledger-apps/filecoin/APDUSPEC',
  ),
  q(
    'long',
    'Zondax/icp-client-cpp README.md',
    "How do I build the C and C++ interface for the Internet Computer's Rust agent with cmake, and generate a C++ header from my canister's candid .did file?",
    '/icp-client-cpp/library',
    '/icp-client-cpp/helloworld',
  ),
  q(
    'long',
    'Zondax/icp-client-cpp README.md (How to use)',
    'I have a hello world project with icp-client-cpp cloned as a subfolder. Which libraries and include directories do I put in CMakeLists.txt to link against the agent, and which extra libraries does macOS need?',
    '/icp-client-cpp/helloworld',
    '/icp-client-cpp/library',
  ),
  q(
    'long',
    'Zondax/hello-rustee README.md',
    'What is the day-to-day workflow to compile an OP-TEE trusted application written in Rust with Docker, start QEMU, mount my sources in the non-secure world and run the host app?',
    '/tee-signer/Development/hello-rustee',
  ),
  q(
    'long',
    'Zondax/vault-k8s-canister README.md',
    'How do I try the vault k8s canister proof of concept on a local minikube cluster: start the cloudflared tunnel for the admission controller, update the mutating webhook and run the operators?',
    '/vault-k8s-canister/operator/dev',
  ),
  q(
    'long',
    'Zondax/ledger-namada#74, Zondax/ledger-namada#76',
    'Calling sign on the Namada Ledger app after get_spend_signature fails with "apdu parameters invalid" because the randomness buffers were cleared. In which order should I call the randomness, MASP spend signing and signature commands?',
    '/ledger-apps/namada/APDUSPEC',
  ),
  q(
    'long',
    'Zondax/ledger-polkadot#212, Zondax/ledger-substrate-js#104',
    'How does the new generic Polkadot Ledger app decode a transaction without built-in chain metadata, and what has to be sent together with the transaction blob when signing?',
    '/ledger-apps/polkadot/APDUSPEC',
    '/ledger-apps/polkadot/format',
  ),
  q(
    'long',
    'NodleCode/chain#874, Zondax/ledger-polkadot#250',
    'I still have funds on an account of a legacy parachain Ledger app like Nodle. How do I move them to the Polkadot app with the migration app, and what can I do if it says I have no accounts to migrate?',
    section('polkadot-migration-app'),
  ),
  q(
    'long',
    'cosmos/gaia#590, cosmos/cosmos-sdk#8109',
    'With the Cosmos Ledger app, what does the wallet actually send to be signed: the protobuf transaction or the Amino JSON sign doc? And which JSON rules does the app check before it shows anything?',
    '/ledger-apps/cosmos/TXSPEC',
    '/ledger-apps/cosmos/APDUSPEC',
  ),
  q(
    'long',
    'Zondax/filecoin-solidity#20, Zondax/filecoin-solidity#96',
    'How do I write a Solidity contract on FEVM that publishes a storage deal through the built-in market actor, and how can I test it with mocked deals first?',
    '/fevm/filecoin-solidity/actors/Market',
    '/fevm/filecoin-solidity/mocks/deals',
    '/fevm/filecoin-solidity/mocks/use-it',
  ),
  q(
    'long',
    'filecoin-project/devgrants#582 (Zondax: FVM AssemblyScript SDK)',
    'I want to write a Filecoin Virtual Machine actor in AssemblyScript instead of Rust or Go. How do I start, what do the @state, @constructor and @export_method decorators generate, and can I run it locally without a node?',
    '/filecoin-virtual-machine/fvm-as-sdk/how-to-start',
    '/filecoin-virtual-machine/fvm-as-sdk',
    '/filecoin-virtual-machine/fvm-as-sdk/local-fvm',
    '/filecoin-virtual-machine/start-coding/new_project',
  ),
  q(
    'long',
    'Zondax/ledger-icp#157',
    'My dapp signs a canister call with the ICP Ledger app and I get "A ledger error happened during signature: Code 27012, Data is invalid: Unexpected data type". Does the app support every call on the IC or only ledger and neuron calls?',
    '/ledger-apps/icp/APDUSPEC',
  ),
  q(
    'long',
    'Zondax/ledger-icp#237',
    'How does the ICP Ledger app validate the certificate, its delegation and the canister ranges of a consent message before it signs the call?',
    '/ledger-apps/icp/APDUSPEC',
  ),
  q(
    'long',
    'Zondax/tee-substrate-service README.md',
    "Can I keep my Substrate node's session keys in a TEE instead of the node's own keystore? Which key types are supported and how does the node talk to the signer?",
    '/tee-signer/Development/substrate-signer',
    '/tee-signer/faq',
    '/tee-signer/intro',
  ),
  q(
    'long',
    'Zondax/ledger-rs#21',
    "Is there a way to start Zemu without an app? My first test fails with 'elfPath cannot be null' and I only want to try the emulator before my app builds.",
    '/zemu/quickstart',
    '/zemu',
  ),
  q(
    'long',
    'Zondax/ledger-kusama#201, Zondax/ledger-kusama#125',
    "The Kusama Ledger app says 'Txn version not supported' after the runtime upgrade. How do the app's version numbers relate to the runtime's transaction_version and spec_version, and which list of methods does the latest release sign?",
    OVERVIEW,
    '/ledger-apps/kusama/supported_latest',
    '/Kusama',
  ),
  q(
    'long',
    'filecoin-project/devgrants#1089 (Zondax: block explorer), filecoin-project/filecoin-docs#1993',
    'How do I verify the Solidity source of my FEVM contract on the Beryx block explorer, can I upload the metadata file instead of flattening it, and what does verification unlock?',
    '/beryx-explorer-docs/contract-verifier',
  ),
  q(
    'long',
    'serokell/tezos-packaging#244, Zondax/ledger-tezos',
    'I want to bake on Tezos with a Ledger device. Which instructions of the Tezos app authorize baking and sign blocks and attestations, and how do I query the high watermark?',
    '/ledger-apps/tezos/APDUSPEC',
  ),
  q(
    'long',
    'Zondax/icp-icrc3-evm-adapter README.md',
    'How do I deploy the ICRC-3 EVM adapter locally with dfx and the SubQuery indexer, so that I can read the canister blocks through eth_getLogs from an EVM tool?',
    '/icp-icrc3-evm-adapter/guides/setup-and-deployment',
    '/icp-icrc3-evm-adapter/guides/usage',
    '/icp-icrc3-evm-adapter/components/subquery-indexer',
  ),
  q(
    'long',
    'Zondax/fevm-solidity-precompiles README.md',
    'Is CBOR serialisation cheaper in gas when it is done by a precompile instead of in Solidity on FEVM, and how do those numbers compare with a native FIL send?',
    '/fevm-solidity/fevm-solidity-precompiles/benchmark',
    '/fevm-solidity/fevm-solidity-precompiles/conclusions',
  ),
  q(
    'long',
    'namada-net/namada-interface#2335 (the issue pasted whole, as an assistant may pass it on)',
    '[Namadillo]: Error while unshield relative high amount of NAM. What happened? While trying to unshield ~3000 NAM, I get the following error (using Ledger device): Signing MASP spends error ecountered: Output buffer too small. The error does not occure if I unshield a lower amount. Steps to Reproduce: 1. click unshield 2. Enter amount (eg ~3000 NAM) 3. Enter fee (e.g. 0.12 NAM). Debug Information: Namadillo Version: 1.32.1-maint.1, SDK Version: 0.22.0, Keychain Version: 0.8.1, Indexer Version: 4.1.0, Masp Indexer Version: 1.4.7. Is Shielded Sync complete? Yes. Which command of the Namada Ledger app signs the MASP spends, and what does this status word mean?',
    '/ledger-apps/namada/APDUSPEC',
    OVERVIEW,
  ),
  q(
    'long',
    'Zondax/zemu#84 (the log pasted, as an assistant may pass it on)',
    'Upgrading to newer zemu causes tests to fail which pass with older zemu. Log: $ make zemu_test; jest --verbose --detectOpenHandles; [DOCKER] Pulling from zondax/builder-zemu; Digest: sha256:fd969f588c9b5444c887397e19d00f4465bc87526428bc25a43adb6f6b2ba71c; Status: Image is up to date for zondax/builder-zemu:0c7c0c2f6a23e8018dad1de53fa1b23a27a48f6e; [ZEMU] 18:16:09.345: Checking ELF; [ZEMU] 18:16:09.351: Starting Container; [ZEMU] Command: /home/zondax/speculos/speculos.py --log-level speculos:DEBUG --color JADE_GREEN --display headless -s "equip will roof matter pink blind book anxiety banner elbow sun young" -m nanos -k 1.6 --vnc-port 8001 /project/app/bin/app.elf; [ZEMU] Creating Container; HTTP proxy started; [ZEMU] Started Container; Wait VNC for 3500 ms; VNC Connection created 127.0.0.1:58496. The snapshots in __image_snapshots__ now differ from the ones recorded with the older version. Which start options and image does zemu use, and how do I review and accept the new snapshots?',
    '/zemu/quickstart',
    '/zemu/advanced-moves',
    '/zemu',
  ),

  // ── Identifiers ──────────────────────────────────────────────────────────────────────────────────
  q('identifier', 'Zondax/ledger-namada#76', 'INS_SIGN_MASP_SPENDS', '/ledger-apps/namada/APDUSPEC'),
  q('identifier', 'Zondax/ledger-namada#74', 'INS_GET_SPEND_RAND', '/ledger-apps/namada/APDUSPEC'),
  q('identifier', 'Zondax/ledger-icp#237', 'INS_CERTIFICATE_AND_SIGN', '/ledger-apps/icp/APDUSPEC'),
  q('identifier', 'Zondax/ledger-tezos docs/APDUSPEC.md', 'INS_BAKER_SIGN', '/ledger-apps/tezos/APDUSPEC'),
  q('identifier', 'Zondax/ledger-stacks docs/APDUSPEC.md', 'INS_SIGN_JWT_SECP256K1', '/ledger-apps/stacks/APDUSPEC'),
  q('identifier', 'Zondax/filecoin-signing-tools#405', 'transactionParse', '/filecoin-signing-tools/wasm_api'),
  q('identifier', 'Zondax/zemu#108', 'clickBoth', '/zemu/quickstart', '/zemu/advanced-moves'),
  q('identifier', 'Zondax/zemu#108', 'navigateAndCompareSnapshots', '/zemu/advanced-moves'),
  q('identifier', 'Zondax/filecoin-solidity#20', 'publishStorageDeals', '/fevm/filecoin-solidity/actors/Market'),
  q('identifier', 'Zondax/namadexer#155', 'DATABASE_CREATE_INDEX', '/namadexer/indexer'),
  q('identifier', 'Zondax/namadexer README.md (telemetry)', 'JAEGER_ENABLE', '/namadexer/indexer', '/namadexer/telemetry'),
  q('identifier', 'Zondax/icp-client-cpp README.md', 'generate-cpp', '/icp-client-cpp/library', '/icp-client-cpp/helloworld'),
  q('identifier', 'w3f/Grant-Milestone-Delivery#1259 (Zondax migration app)', 'SUBSCAN_API_KEY', '/polkadot-migration-app/getting-started'),
  q('identifier', 'Zondax/hello-rustee (TA build settings)', 'TA_STACK_SIZE', '/tee-signer/Report/known-issues'),
  q('identifier', 'Zondax/vault-k8s-canister README.md', 'make tunnel-adm-controller', '/vault-k8s-canister/operator/dev'),

  // ── Status words and errors ──────────────────────────────────────────────────────────────────────
  q('status', 'Zondax/ledger-filecoin#175', '0x6986', APDU, OVERVIEW),
  q('status', 'Zondax/ledger-namada#66', 'Ledger App Error apdu sign verify error', OVERVIEW, APDU),
  q(
    'status',
    'namada-net/namada-interface#2335',
    'Signing MASP spends error: Output buffer too small',
    '/ledger-apps/namada/APDUSPEC',
    OVERVIEW,
    APDU,
  ),
  q('status', 'Zondax/ledger-polkadot#110', 'Txn version not supported', OVERVIEW, SUPPORTED_LATEST, '/Polkadot', '/Kusama'),
  q(
    'status',
    'Zondax/namadexer#155',
    'FATAL: password authentication failed for user "psql"',
    '/namadexer/indexer',
    '/namadexer/development',
    '/namadexer/overview',
    '/namadexer/deployment',
  ),
  q('status', 'Zondax/ledger-icp#157', 'Data is invalid : Unexpected data type', '/ledger-apps/icp/APDUSPEC', OVERVIEW, APDU),
  q('status', 'Zondax/ledger-zcash#116', 'Timeout waiting for screen to be not (45000 ms)', '/zemu/quickstart', '/zemu/advanced-moves'),
  q('status', 'Zondax/ledger-rs#101', '[APDU_CODE_CLA_NOT_SUPPORTED] Class not supported', OVERVIEW, APDU),
  q(
    'status',
    'Zondax/ledger-stacks#100',
    '0x6E01 when calling getVersion while the app is not open',
    '/ledger-apps/stacks/APDUSPEC',
    OVERVIEW,
  ),
  q('status', 'Zondax/filecoin-solidity (Market actor exit codes)', 'EX_DEAL_EXPIRED', '/fevm/filecoin-solidity/actors/Market'),

  // ── Across two products ──────────────────────────────────────────────────────────────────────────
  q(
    'cross',
    'Zondax/filecoin-signing-tools#135, Zondax/ledger-zcash#116',
    'test the filecoin ledger app with zemu on stax',
    '/zemu/advanced-moves',
    '/zemu/quickstart',
    '/zemu',
    '/ledger-apps/filecoin/build',
  ),
  q(
    'cross',
    'Zondax/filecoin-signing-tools#405, Zondax/ledger-filecoin#175',
    'sign a filecoin message on a ledger device or offline with filecoin signing tools',
    section('filecoin-signing-tools'),
    '/ledger-apps/filecoin/APDUSPEC',
  ),
  q(
    'cross',
    'Zondax/ledger-namada#66, Zondax/namadexer#161',
    'namada ledger app shielded transfers and how namadexer indexes them',
    '/ledger-apps/namada/APDUSPEC',
    section('namadexer'),
  ),
  q(
    'cross',
    'filecoin-project/filecoin-docs#1993',
    'deploy a filecoin solidity contract with hardhat and verify it on beryx',
    '/fevm/filecoin-solidity/deploy-it',
    '/beryx-explorer-docs/contract-verifier',
  ),
  q(
    'cross',
    'Zondax/fevm-solidity-precompiles README.md',
    'how much gas does a precompile call cost with the filecoin gas estimator',
    section('filecoin-gas'),
    section('fevm-solidity'),
  ),
  q('cross', 'polkadot-js/apps#10777', 'polkadot migration app with a kusama ledger account', section('polkadot-migration-app'), '/Kusama'),
  q(
    'cross',
    'polkadot-cloud/polkadot-cloud-apps#2180',
    'staking dashboard does not detect the new polkadot ledger app, use the migration app instead?',
    '/ledger-apps/polkadot/APDUSPEC',
    section('polkadot-migration-app'),
    '/Polkadot',
  ),
  q(
    'cross',
    'Zondax/tee-substrate-service README.md, Zondax/ledger-polkadot',
    'keep substrate keys in the tee signer or on a polkadot ledger app',
    section('tee-signer'),
    /^\/ledger-apps\/polkadot\//,
    '/Polkadot',
  ),
  q(
    'cross',
    'Zondax/ledger-kusama#172, Zondax/ledger-polkadot',
    'check how the polkadot app displays fields in the zemu emulator',
    '/ledger-apps/polkadot/format',
    section('zemu'),
  ),
  q(
    'cross',
    'Zondax/fvm-as-sdk README.md, drand',
    'drand randomness in an fvm actor written in assemblyscript',
    section('drand'),
    '/filecoin-virtual-machine/fvm-as-sdk/structure',
  ),

  // ── Typos and prefixes ───────────────────────────────────────────────────────────────────────────
  q('typo', 'Zondax/namadexer README.md (telemetry)', 'namadexr jaeger tracing', '/namadexer/telemetry'),
  q('typo', 'Zondax/filecoin-signing-tools#405', 'filecion signing tools wasm api', '/filecoin-signing-tools/wasm_api'),
  q('typo', 'Zondax/ledger-namada#76 (prefix)', 'INS_SIGN_MASP', '/ledger-apps/namada/APDUSPEC'),
  q('typo', 'Zondax/zemu#108 (prefix)', 'navigateAndCompareSnap', '/zemu/advanced-moves'),
  q('typo', 'polkadot-js/apps#10777', 'polkadot migraton app scenarios', '/polkadot-migration-app/migration-scenarios'),
  q('typo', 'Zondax/vault-k8s-canister README.md', 'vault kubernets canister operator', section('vault-k8s-canister')),
  q('typo', 'Zondax/icp-icrc3-evm-adapter README.md', 'icrc3 evm adaptr setup', '/icp-icrc3-evm-adapter/guides/setup-and-deployment'),
  q('typo', 'Zondax/filecoin-signing-tools#405 (prefix)', 'transactionPars', '/filecoin-signing-tools/wasm_api'),
  q('typo', 'Zondax/tee-base (STM32MP157 boards)', 'stm32mp15 secure boot keys', '/tee-signer/SecureBoot/stm32mp157'),
  q('typo', 'Zondax/hello-rustee README.md', 'helo rustee qemu', '/tee-signer/Development/hello-rustee'),

  // ── Versions and devices ─────────────────────────────────────────────────────────────────────────
  q('version', 'Zondax/ledger-polkadot#115', 'latest polkadot ledger app version', '/Polkadot', OVERVIEW),
  q('version', 'Zondax/ledger-zcash#116', 'does the zcash ledger app support Stax', '/Zcash', OVERVIEW),
  q('version', 'Zondax/ledger-algorand ledger_app.toml', 'which ledger devices can run the algorand app', '/Algorand', OVERVIEW),
  q('version', 'Zondax/ledger-stacks#170', 'which version of the stacks app supports Ledger Flex', '/Stacks', OVERVIEW),
  q(
    'version',
    'Zondax/ledger-kusama#201',
    'current version of the kusama ledger app',
    '/Kusama',
    OVERVIEW,
    '/ledger-apps/kusama/supported_latest',
  ),
  q('version', 'Zondax/ledger-namada#113', 'is the namada ledger app available for nano x and nano s plus', '/Namada', OVERVIEW),
  q('version', 'cosmos/cosmos-sdk#17996', 'cosmos ledger app nano s plus support', '/Cosmos', OVERVIEW),
  q('version', 'Zondax/ledger-icp releases', 'ICP ledger app version and Apex P support', '/ICP', OVERVIEW),
  q('version', 'Zondax/ledger-filecoin#175', 'filecoin ledger app latest release and devices', '/Filecoin', OVERVIEW),
  q('version', 'serokell/tezos-packaging#244', 'does the tezos ledger app run on a ledger stax', '/Tezos', OVERVIEW),
];
