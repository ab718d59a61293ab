/**
 * Names that code in different chunks shares (events the runtime and the islands send and hear).
 * Enum members, not constants: esbuild writes an enum member's value where it is used, so a lazy
 * chunk and the first bundle each carry the string and neither imports it from the other (a
 * shared constant would be one more export of the spine chunk, and bytes on every first load).
 */
export enum PageEvent {
  /** Asks the runtime to look for new islands (markup that came after the page: drawer blocks, restored cards). */
  Rescan = "islet:rescan",
  /** The cart fragments were put in the page. */
  FragmentsApplied = "islet:fragments-applied",
}
