/** What only Klaro's settings dialog needs, loaded with Klaro when the reader opens it (./consentManager.ts). */
export {buildKlaroConfig} from './klaroConfig';
export {enhanceKlaroDialog} from './klaroDialog';
