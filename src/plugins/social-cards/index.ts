import {promises as fs} from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {sections} from '../../data/sections';
import {provider} from '../../data/site';
import {sectionEntryPath} from '../../data/sections';
import {sectionFacts} from '../../data/sectionFacts';
import {socialImagePath} from '../markdown-export/paths';
import {renderCard, type CardText} from './card';

/** The cards the build writes: one per docs section, plus the site's default (themeConfig.image). */
export function cardTexts(siteTitle: string, siteUrl: string, sectionIds?: readonly string[]): {id: string; text: CardText}[] {
  const host = siteUrl.replace(/^https?:\/\//, '').replace(/\/+$/, '');
  return [
    {id: 'default', text: {brand: siteTitle, title: siteTitle, summary: provider.tagline, address: host}},
    ...sections
      .filter((s) => !sectionIds || sectionIds.includes(s.id))
      .map((s) => ({
        id: s.id,
        text: {brand: siteTitle, title: s.title, summary: sectionFacts[s.id].summary, address: `${host}${sectionEntryPath(s)}`},
      })),
  ];
}

/**
 * Social cards (OpenGraph/Twitter images) rendered at build time into <outDir>/img/social/:
 * default.png for the site and <section id>.png for every section built. The doc metadata
 * wrapper (src/theme/DocItem/Metadata) points each doc page at its section's card.
 */
export default function socialCards(context: LoadContext): Plugin {
  return {
    name: 'social-cards',
    async postBuild({outDir, plugins}) {
      const started = Date.now();
      const built = plugins.filter((p) => p.name === 'docusaurus-plugin-content-docs').map((p) => String(p.options.id));
      const cards = cardTexts(context.siteConfig.title, context.siteConfig.url, built);
      for (const {id, text} of cards) {
        const target = path.join(outDir, socialImagePath(id));
        await fs.mkdir(path.dirname(target), {recursive: true});
        await fs.writeFile(target, renderCard(text));
      }
      console.log(`[social-cards] ${cards.length} cards in ${path.dirname(socialImagePath('default'))}/ (${Date.now() - started} ms)`);
    },
  };
}
