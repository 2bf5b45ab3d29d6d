/** Cosmos app: see shared/cosmos.ts. */
import {cosmosSpec} from '../shared/cosmos';

export default cosmosSpec('cosmos', 'Cosmos', 'cosmos');
