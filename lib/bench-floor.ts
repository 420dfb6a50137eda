// The benchmarks' floor pages (issue 55): what the framework alone costs, measured in the same run as the
// product's pages. They are not the product's: absent from the route table (lib/routes.ts) and the sitemap,
// the route gate lets them through only when the server was started with BENCH_FLOOR=1 (tests/bench/
// product.ts starts it so), and the pages answer 404 otherwise. A gate at start, rather than a scratch copy
// of the app, keeps the floor in the very build the pages are measured from: the benches' smoke runs serve
// the existing build and build none.

/** An empty page rendered per request: the framework's floor. */
export const EMPTY_FLOOR_PATH = '/floor-probe';
/** A page that reads the session, makes one upstream call (requireSignedIn) and renders a heading. */
export const SIGNED_IN_FLOOR_PATH = '/floor-signed-in';

/** Whether this server was started for the benchmarks' floor pages. Read per request, not at build. */
export function benchFloorEnabled(): boolean {
  return process.env.BENCH_FLOOR === '1';
}

/** Whether the gate should let `pathname` through as a floor page. */
export function isBenchFloorPath(pathname: string): boolean {
  return (pathname === EMPTY_FLOOR_PATH || pathname === SIGNED_IN_FLOOR_PATH) && benchFloorEnabled();
}
