/** A real failure of the bench (a page did not load, the drawer could not be found): exit 1. */
export class BenchFailure extends Error {
  override name = "BenchFailure";
}
