// @vitest-environment node
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { createZip } from "../zip";
import { extractZip } from "./plugin-from-zip";

const made: string[] = [];
afterEach(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function tempDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), "islet-zip-"));
  made.push(dir);
  return dir;
}

describe("extractZip", () => {
  it("unpacks every file with its contents", () => {
    const zip = createZip([
      { name: "islet/islet.php", data: Buffer.from("<?php // main") },
      { name: "islet/includes/a.php", data: Buffer.from("<?php // a") },
    ]);
    const target = tempDir();
    expect(extractZip(zip, target)).toEqual(["islet/islet.php", "islet/includes/a.php"]);
    expect(readFileSync(path.join(target, "islet/includes/a.php"), "utf8")).toBe("<?php // a");
  });

  it("refuses an entry that would land outside the folder", () => {
    // createZip refuses such names, so rename a safe entry in place (same length, both headers).
    const safe = createZip([{ name: "xx/evil.php", data: Buffer.from("x") }]);
    const hostile = Buffer.from(safe.toString("latin1").split("xx/evil.php").join("../evil.php"), "latin1");
    expect(() => extractZip(hostile, tempDir())).toThrow(/escapes/);
  });
});
