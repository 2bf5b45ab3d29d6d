/**
 * Docusaurus's ComponentCreator, called on first use instead of at start-up.
 *
 * The generated route table (`@generated/routes`) calls ComponentCreator for each of the site's
 * routes while main.js is evaluated; each call builds a react-loadable component (a class, its
 * loader map and the lists react-loadable keeps). Only the few routes of the current page are
 * rendered or preloaded, so this returns a small component whose loadable is created the first
 * time the route is rendered or preloaded, then reused. Aliased over `@docusaurus/ComponentCreator`
 * by src/plugins/lazy-route-components.
 */
import {createElement, type ComponentType} from 'react';
import createRouteComponent from '@docusaurus/core/lib/client/exports/ComponentCreator';

type RouteComponent = ComponentType<Record<string, unknown>> & {preload: () => Promise<unknown>};

export default function ComponentCreator(path: string, hash: string): RouteComponent {
  let loadable: RouteComponent | undefined;
  const get = () => (loadable ??= createRouteComponent(path, hash) as RouteComponent);
  const Route = (props: Record<string, unknown>) => createElement(get(), props);
  Route.preload = () => get().preload();
  return Route;
}
