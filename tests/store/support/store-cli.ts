/** The kit's `store wp FILE args…`: PHP inside the reference store, as the admin. */
import { execFileSync } from "node:child_process";
import path from "node:path";
import { refstoreDir } from "../../../scripts/refstore/locate";

export function storeWp(file: string, args: readonly string[] = []): string {
  const kit = refstoreDir();
  if (!kit) throw new Error("no reference store kit");
  return execFileSync(path.join(kit, "store"), ["wp", file, ...args], { encoding: "utf8" });
}
