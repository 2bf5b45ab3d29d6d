import {createElement} from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import {beforeEach, describe, expect, it, vi} from 'vitest';
import lazyRouteComponents from '../../src/plugins/lazy-route-components';

const created: string[] = [];
const preloaded: string[] = [];

// Docusaurus's ComponentCreator: records each call and returns a component that shows its route.
vi.mock('@docusaurus/core/lib/client/exports/ComponentCreator', () => ({
  default: (path: string, hash: string) => {
    created.push(`${path}-${hash}`);
    const Loaded = (props: {label?: string}) => createElement('p', null, `${path} ${props.label ?? ''}`);
    Loaded.preload = () => (preloaded.push(path), Promise.resolve(path));
    return Loaded;
  },
}));

const {default: ComponentCreator} = await import('../../src/routing/lazyComponentCreator');

describe('route components built on first use', () => {
  beforeEach(() => {
    created.length = 0;
    preloaded.length = 0;
  });

  it('builds nothing while the route table is created', () => {
    for (let i = 0; i < 500; i++) ComponentCreator(`/page-${i}`, 'abc');
    expect(created).toEqual([]);
  });

  it('builds a route component when it is first rendered, with the props the router gives it, and reuses it', () => {
    const Route = ComponentCreator('/zemu/quickstart', '7f1');
    expect(renderToStaticMarkup(createElement(Route, {label: 'first'}))).toBe('<p>/zemu/quickstart first</p>');
    expect(renderToStaticMarkup(createElement(Route, {label: 'again'}))).toBe('<p>/zemu/quickstart again</p>');
    expect(created).toEqual(['/zemu/quickstart-7f1']);
  });

  it('preloads through the same component that renders', async () => {
    const Route = ComponentCreator('/Polkadot', 'a1b');
    await expect(Route.preload()).resolves.toBe('/Polkadot');
    renderToStaticMarkup(createElement(Route));
    await Route.preload();
    expect(created).toEqual(['/Polkadot-a1b']);
    expect(preloaded).toEqual(['/Polkadot', '/Polkadot']);
  });

  it('is what the site bundle gets for @docusaurus/ComponentCreator', () => {
    const plugin = lazyRouteComponents();
    const config = plugin.configureWebpack?.({} as never, false, {} as never, {} as never) as {resolve: {alias: Record<string, string>}};
    expect(config.resolve.alias['@docusaurus/ComponentCreator']).toMatch(/src\/routing\/lazyComponentCreator\.ts$/);
  });
});
