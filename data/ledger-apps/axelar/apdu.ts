/** Axelar app: the Cosmos layout (its docs/APDUSPEC.md is the Cosmos one with a new title); see shared/cosmos.ts. */
import {cosmosSpec} from '../shared/cosmos';
import statusWordsCheck from './statusWords';

export default cosmosSpec('axelar', 'Axelar', 'axelar', 'baea3038a6f0dfd961af191eee5a6026cd93a2c8', statusWordsCheck, {
  // A MsgSend on the app's default chain (coin.h COIN_DEFAULT_CHAINID); parser_parse and parser_validate accept it at the commit.
  signDoc:
    '{"account_number":"0","chain_id":"axelar-dojo-1","fee":{"amount":[{"amount":"5000","denom":"uaxl"}],"gas":"200000"},"memo":"","msgs":[{"type":"cosmos-sdk/MsgSend","value":{"amount":[{"amount":"1000000","denom":"uaxl"}],"from_address":"axelar1wkzh53vfnxzmunzdjs0fpd4njmtvj2jvwq7058","to_address":"axelar1vcl2r0llu5pc70cv7enlznzz2lhl2tth6rfuxy"}}],"sequence":"0"}',
  // app/src/apdu_handler.c: os_global_pin_is_validated() before INS_GET_ADDR_SECP256K1 and INS_SIGN_SECP256K1.
  pinCheck: true,
});
