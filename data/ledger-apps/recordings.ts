/**
 * Exchanges recorded from real apps, which the Send panel's Replay transport plays back through
 * @ledgerhq/hw-transport-mocker. Only exchanges taken from a public source, with the repository,
 * file and commit they come from: an app without an entry has no recording, and the panel says so
 * rather than making an answer up. Hex is lower case, the answer ends with SW1-SW2.
 *
 * Searched and not usable: the Polkadot account scans in LedgerHQ/ledger-live send a 24-byte
 * INS_GET_ADDR payload (legacy class 0x90, and a generic-app variant) that this site's builder
 * cannot produce; no public recording was found for the other apps, Zcash included.
 */
import type {RecordedExchange, Recording} from '../../src/ledger/apdu/recording';

const filecoinSource = {
  repo: 'LedgerHQ/ledger-live',
  path: 'libs/ledger-live-common/src/families/filecoin/bridge.integration.test.ts',
  commit: '1fea550277785bd60ecf085762153c3c832b346a',
};
const casperSource = {
  repo: 'LedgerHQ/ledger-live',
  path: 'libs/ledger-live-common/src/families/casper/bridge.integration.test.ts',
  commit: '1dfcddaf8519036272dcd270f7da2d654e6d9a76',
};

const exchange = (command: string, request: string, response: string): RecordedExchange => ({command, request, response});

export const recordings: readonly Recording[] = [
  {
    folder: 'filecoin',
    source: filecoinSource,
    what: 'Account scan of a Ledger Live integration test: app version, then addresses without confirmation',
    exchanges: [
      exchange('getVersion', '0600000000', '0000160500311000049000'),
      exchange(
        'getAddrSecp256k1',
        '06010000142c000080cd010080000000800000000000000000',
        '04ca7b02cafdf36e8b4caaf530a96b949764af71b956b2a3328b7a10940794c860f574a9199be98bde3c261887fec8e5fd94bc5f104908bf5f992f52ef2a89abb015017ff83e316c2605c018ab3a6126d5d8ce0a3023e529663170373464346d6c6d657963346167666c686a71736e766f797a796664616937666d6b79736f32619000',
      ),
      exchange(
        'getAddrSecp256k1',
        '06010000142c00008001000080000000800000000000000000',
        '04d493dab3ff63d6f0673454f8f6d6adec08db19e8c0298c65cfcace76a10757774afdee518b15a8b82452531bcb7860eefce02a89ef9051037646f5d4d6bd74171501eac14c6468ac13f66f0e0ee3766472c7e98394ab297431356c6175797a646976716a376d33796f623372786d7a6473793775796866666c777968657572699000',
      ),
      exchange(
        'getAddrSecp256k1',
        '06010000142c00008001000080000000800000000001000000',
        '040cbb57791d797268e34340565393f8a014ae754026159973fbe46bdcef3b6d28d155f4923256a2beb9bcff3bd39e5066d1c778306f28a2d4faa3a66dbf70453e150148c9b66fef1fce116652099bec6301ced31e56472974316a6465336d33377064376862637a737362676e36797979627a336a7234767368676370696b32619000',
      ),
      exchange(
        'getAddrSecp256k1',
        '06010000142c000080cd010080000000800000000001000000',
        '0419d91b4f9c3015637f5aa6b601b337f2770b1dcf93ba896d64627cd2aa67493ba924decd3024643478a84e06486b0a6b10d9f7607b6e92b0545bb3c998d4d75d15017ad86da94bab1ae1942e43050edb5f634b2d1ec9296631706c6d67336b6b6c766d6e6f6466626f696d6371357732376d6e66733268776a746173366769619000',
      ),
      exchange(
        'getAddrSecp256k1',
        '06010000142c000080cd010080010000800000000000000000',
        '0463c18e9a3c08ecffab4fa384f977e5d380d2b252dbbd96875df9cc91c44c81e82639fd659a3eeeaed96901696d8c7832b03befafd0af6ab2bee634ea8141e52a15016f62da10a416f416e80ec32866b91f01f7746af82966316e35726e75656665633332626e32616f796d75676e6f693761683378693278796e766c746e71699000',
      ),
    ],
  },
  {
    folder: 'casper',
    source: casperSource,
    what: 'Account scan of a Ledger Live integration test: secp256k1 public keys without confirmation',
    exchanges: [
      exchange(
        'getAddrSecp256k1',
        '11010000142c000080fa010080000000800000000000000000',
        '038c8cb0f62b4efcd0c7868c2e749dda649affe30ff0f95fc91ce48ea67f077d1630323033384338636230663632623445466344304337383638633265373439446461363439614646453330664630663935666339314345343845413637463037374431369000',
      ),
      exchange(
        'getAddrSecp256k1',
        '11010000142c000080fa010080000000800000000001000000',
        '02ba6dc98cbe677711a45bf028a03646f9e588996eb223fad2485e8bc391b0158130323032624136444339386362453637373731316134356266303238413033363436463965353838393936654232323366616432343835653862633339316230313538319000',
      ),
      exchange(
        'getAddrSecp256k1',
        '11010000142c000080fa010080000000800000000002000000',
        '022aab9b6ed404f8cffe76ce493e1995d195b5f141ee7d5b7fb20fce60f2a4969130323032324141423942364544343034663843464645373663653439334531393935643139354235463134314565374435423766623230464345363066324134393639319000',
      ),
      exchange(
        'getAddrSecp256k1',
        '11010000142c000080fa010080010000800000000000000000',
        '03a5b4081bd0d6db6d4ec033bcfae8313351d89f1194e435055662fca2aa8f942930323033613542343038314244304436644236443445433033336263464145383331333335316438396631313934653433353035353636326663413261613846393432399000',
      ),
    ],
  },
];
