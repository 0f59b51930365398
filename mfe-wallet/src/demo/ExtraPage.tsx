// A page that exists only in a build with COOP_DEMO_EXTRA_PAGE=1: the proof (e2e manifests.spec.ts) that a remote
// adds a page and a menu item by deploying itself alone.
export default function ExtraPage() {
  return (
    <section>
      <h1>Extra page</h1>
      <p>This page came with a release of the wallet alone.</p>
    </section>
  );
}
