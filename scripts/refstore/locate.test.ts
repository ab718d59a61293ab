import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { inCi, refstoreDir } from "./locate";

function kitAt(dir: string): string {
  mkdirSync(path.join(dir, "software"), { recursive: true });
  writeFileSync(path.join(dir, "store"), "#!/bin/bash\n");
  return dir;
}

describe("where the reference store kit is", () => {
  const root = mkdtempSync(path.join(tmpdir(), "islet-kit-"));
  const repo = path.join(root, "work", "main");
  mkdirSync(repo, { recursive: true });
  const none = path.join(root, "nowhere");

  it("is ISLET_REFSTORE when it names a kit, and nothing when it names something else", () => {
    const named = kitAt(path.join(root, "named"));
    expect(refstoreDir({ ISLET_REFSTORE: named }, repo, none)).toBe(named);
    expect(refstoreDir({ ISLET_REFSTORE: none }, repo, kitAt(path.join(root, "machine-a")))).toBeNull();
  });

  it("is the nearest shared/refstore above the repository, else the machines' own place, else none", () => {
    expect(refstoreDir({}, repo, none)).toBeNull();
    const machine = kitAt(path.join(root, "machine-b"));
    expect(refstoreDir({}, repo, machine)).toBe(machine);
    const beside = kitAt(path.join(root, "work", "shared", "refstore"));
    expect(refstoreDir({}, repo, machine)).toBe(beside);
  });

  it("CI is any non-empty CI variable", () => {
    expect([inCi({ CI: "1" }), inCi({ CI: "" }), inCi({})]).toEqual([true, false, false]);
  });
});
