/** Cosmos app: see shared/cosmos.ts. */
import {cosmosSpec} from '../shared/cosmos';
import statusWordsCheck from './statusWords';

export default cosmosSpec('cosmos', 'Cosmos', 'cosmos', 'e61cd566878fb8dca4bcd5e0228b819f0269e46d', statusWordsCheck);
