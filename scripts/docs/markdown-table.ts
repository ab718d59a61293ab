/**
 * Pipe tables as the documents write them (docs/island-props.md, wp-plugin/readme.txt): the
 * tests that hold those documents read their rows with these.
 */

/** A row's cells, trimmed; `\|` inside a cell (a TypeScript union in a type column) is a pipe, not a border. */
export function tableCells(row: string): string[] {
  const inner = row.trim().replace(/^\|/, "").replace(/\|$/, "");
  return inner.split(/(?<!\\)\|/).map((cell) => cell.trim().replace(/\\\|/g, "|"));
}

/** The `|---|` row under a table's heading (colons for alignment allowed). */
export function isTableSeparator(line: string): boolean {
  return /^\|(\s*:?-{3,}:?\s*\|)+$/.test(line.trim());
}
