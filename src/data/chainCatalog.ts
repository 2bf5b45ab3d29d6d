/**
 * The site's chains and sections as the domain logic reads them (@zondax/docs-core/chains/catalog):
 * derived from chains.ts and sections.ts, never listed again. The search's grouping and Chain facet
 * use it, and the MCP snapshot carries it.
 */
import type {ChainCatalog} from '@zondax/docs-core/chains/catalog';
import {chains, landingPath} from './chains';
import {sectionById, sections} from './sections';

const ledger = sectionById('ledger-apps');

export const siteCatalog: ChainCatalog = {
  ledger: {routeBasePath: ledger.routeBasePath, title: ledger.title},
  sections: sections.map(({id, routeBasePath}) => ({id, routeBasePath})),
  chains: chains.map((c) => ({
    name: c.name,
    ...(c.ledgerFolder ? {folder: c.ledgerFolder} : {}),
    ...(c.landing ? {landingPath: landingPath({...c, landing: c.landing})} : {}),
    ...(c.aliases ? {aliases: c.aliases} : {}),
    related: c.related,
  })),
};
