/** The build's description, build-hosting/worker-site.json, which scripts/bundle.mjs aliases to this name. */
declare module '@zondax/docs-edge-site' {
  const site: import('@zondax/docs-core/hosting/edgeSite').EdgeSite;
  export default site;
}
