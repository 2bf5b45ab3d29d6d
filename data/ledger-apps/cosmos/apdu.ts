/** Cosmos app: see shared/cosmos.ts. */
import {cosmosSpec} from '../shared/cosmos';
import statusWordsCheck from './statusWords';

export default cosmosSpec('cosmos', 'Cosmos', 'cosmos', 'e61cd566878fb8dca4bcd5e0228b819f0269e46d', statusWordsCheck, {
  // A MsgSend on the app's default chain (coin.h COIN_DEFAULT_CHAINID); parser_parse and parser_validate accept it at the commit.
  signDoc:
    '{"account_number":"0","chain_id":"cosmoshub-4","fee":{"amount":[{"amount":"5000","denom":"uatom"}],"gas":"200000"},"memo":"","msgs":[{"type":"cosmos-sdk/MsgSend","value":{"amount":[{"amount":"1000000","denom":"uatom"}],"from_address":"cosmos1wkzh53vfnxzmunzdjs0fpd4njmtvj2jv2wg8lx","to_address":"cosmos1vcl2r0llu5pc70cv7enlznzz2lhl2tth7dl5d9"}}],"sequence":"0"}',
});
