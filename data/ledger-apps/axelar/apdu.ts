/** Axelar app: the Cosmos layout (its docs/APDUSPEC.md is the Cosmos one with a new title). */
import {cosmosSpec} from '../shared/cosmos';

export default cosmosSpec('axelar', 'Axelar', 'axelar');
