/** Axelar app: the Cosmos layout (its docs/APDUSPEC.md is the Cosmos one with a new title). */
import {cosmosSpec} from '../shared/cosmos';
import statusWordsCheck from './statusWords';

export default cosmosSpec('axelar', 'Axelar', 'axelar', 'baea3038a6f0dfd961af191eee5a6026cd93a2c8', statusWordsCheck);
