// @vitest-environment node
import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { crc32 } from "node:zlib";
import { afterAll, describe, expect, it } from "vitest";
import { buildPluginZip, checkPlugin, pluginFiles } from "./plugin-zip";
import { createZip, listZip, readZipEntry, type ZipInput } from "./zip";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const VERSION = (JSON.parse(readFileSync(path.join(root, "package.json"), "utf8")) as { version: string }).version;
const hasUnzip = spawnSync("unzip", ["-v"]).status === 0;
const temps: string[] = [];

function tempDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), "islet-zip-"));
  temps.push(dir);
  return dir;
}

function unzip(args: string[]): { status: number | null; stdout: string; raw: Buffer } {
  const result = spawnSync("unzip", args);
  return { status: result.status, stdout: result.stdout.toString("utf8"), raw: result.stdout };
}

afterAll(() => {
  for (const dir of temps) rmSync(dir, { recursive: true, force: true });
});

describe("createZip", () => {
  const files: Record<string, Buffer> = {
    "top.txt": Buffer.from("hello ".repeat(200)),
    "folder/random.bin": randomBytes(4096),
    "folder/empty.txt": Buffer.alloc(0),
    "folder/deeper/ünïcode €.json": Buffer.from(JSON.stringify({ café: "🧥" })),
  };
  const inputs: ZipInput[] = [
    { name: "folder/" },
    { name: "folder/deeper/" },
    ...Object.entries(files).map(([name, data]) => ({ name, data, date: new Date("2026-03-04T05:06:08Z"), mode: name.endsWith(".bin") ? 0o755 : undefined })),
  ];
  const dir = tempDir();
  const zipFile = path.join(dir, "test.zip");
  const zip = createZip(inputs);
  writeFileSync(zipFile, zip);

  it("lists every entry with its size, CRC-32, method and mode (central directory)", () => {
    const entries = listZip(zip);
    expect(entries.map((entry) => entry.name)).toEqual(inputs.map((input) => input.name));
    for (const entry of entries.filter((e) => !e.isDirectory)) {
      const data = files[entry.name]!;
      expect(entry.size, entry.name).toBe(data.length);
      expect(entry.crc32, entry.name).toBe(crc32(data) >>> 0);
      expect(readZipEntry(zip, entry).equals(data), entry.name).toBe(true);
    }
    const byName = Object.fromEntries(entries.map((entry) => [entry.name, entry]));
    expect(byName["top.txt"]!.method).toBe(8); // Compressible: deflated.
    expect(byName["folder/random.bin"]!.method).toBe(0); // Incompressible: stored.
    expect(byName["folder/random.bin"]!.mode).toBe(0o100755);
    expect(byName["top.txt"]!.mode).toBe(0o100644);
    expect(byName["folder/"]!.mode).toBe(0o040755);
  });

  it("is read by Info-ZIP's unzip: listing, contents and CRC test", { skip: !hasUnzip }, () => {
    const test = unzip(["-t", zipFile]);
    expect(test.status, test.stdout).toBe(0);
    expect(test.stdout).toContain("No errors detected");
    const list = unzip(["-Z1", zipFile]).stdout.trim().split("\n");
    expect(list).toEqual(inputs.map((input) => input.name));
    for (const [name, data] of Object.entries(files)) {
      expect(unzip(["-p", zipFile, name.replace(/[[\]*?]/g, "\\$&")]).raw.equals(data), name).toBe(true);
    }
    expect(unzip(["-l", zipFile]).stdout).toContain("2026-03-04 05:06");
  });

  it("detects a damaged entry", () => {
    const broken = Buffer.from(zip);
    const damaged = listZip(broken).find((e) => e.name === "folder/random.bin")!;
    const start = damaged.localHeaderOffset + 30 + Buffer.byteLength(damaged.name);
    broken[start] = broken[start]! ^ 0xff;
    expect(() => readZipEntry(broken, damaged)).toThrow(/CRC-32 mismatch/);
  });

  it("refuses unsafe or duplicate names", () => {
    expect(() => createZip([{ name: "../evil", data: "x" }])).toThrow(/unsafe/);
    expect(() => createZip([{ name: "/abs", data: "x" }])).toThrow(/unsafe/);
    expect(() => createZip([{ name: "a", data: "x" }, { name: "a", data: "y" }])).toThrow(/duplicate/);
  });
});

describe("plugin zip", () => {
  /** A copy of wp-plugin with a fake build and the clutter a working tree has. */
  function pluginCopy(): string {
    const dir = path.join(tempDir(), "wp-plugin");
    for (const item of ["islet.php", "uninstall.php", "readme.txt", "includes", "languages", "tests", "phpunit.xml.dist"]) {
      cpSync(path.join(root, "wp-plugin", item), path.join(dir, item), { recursive: true });
    }
    const build = path.join(dir, "assets/build");
    mkdirSync(path.join(build, "chunks"), { recursive: true });
    const react = { version: "18.3.1", react: "vendor/react-18.3.1.min.js", reactDom: "vendor/react-dom-18.3.1.min.js" };
    const admin = { firstPaint: "admin/first-paint-ABC.js" };
    writeFileSync(path.join(build, "manifest.json"), JSON.stringify({ version: `${VERSION}-abc`, boot: "boot-ABC.js", css: "islands-ABC.css", files: {}, react, admin }));
    mkdirSync(path.join(build, "admin"));
    writeFileSync(path.join(build, admin.firstPaint), "(()=>{})();");
    mkdirSync(path.join(build, "vendor"));
    for (const file of [react.react, react.reactDom, "vendor/react.LICENSE.txt"]) writeFileSync(path.join(build, file), "/* React */");
    writeFileSync(path.join(build, "boot-ABC.js"), 'import("./chunks/mount-X.js");');
    writeFileSync(path.join(build, "boot-ABC.js.map"), "{}");
    writeFileSync(path.join(build, "islands-ABC.css"), "[data-island]{display:contents}");
    writeFileSync(path.join(build, "chunks/mount-X.js"), "export{};");
    writeFileSync(path.join(build, "chunks/mount-X.js.LEGAL.txt"), "MIT");
    mkdirSync(path.join(dir, "node_modules/pkg"), { recursive: true });
    writeFileSync(path.join(dir, "node_modules/pkg/index.js"), "");
    mkdirSync(path.join(dir, "src"), { recursive: true });
    writeFileSync(path.join(dir, "src/boot.ts"), "");
    writeFileSync(path.join(dir, "includes/.DS_Store"), "");
    return dir;
  }

  it("holds one islet/ folder with only what a store needs", () => {
    const pluginDir = pluginCopy();
    const outDir = tempDir();
    const { file, files } = buildPluginZip({ pluginDir, outDir, version: VERSION });
    expect(path.basename(file)).toBe(`islet-${VERSION}.zip`);
    const zip = readFileSync(file);
    const names = listZip(zip).map((entry) => entry.name);
    expect(names.every((name) => name.startsWith("islet/"))).toBe(true);
    for (const name of names) expect(name, name).not.toMatch(/\/(tests|node_modules|src)\/|phpunit|\.DS_Store|\.ts$/);
    expect(names).toEqual(expect.arrayContaining([
      "islet/",
      "islet/islet.php",
      "islet/uninstall.php",
      "islet/readme.txt",
      "islet/includes/markup.php",
      "islet/languages/islet.pot",
      "islet/assets/build/manifest.json",
      "islet/assets/build/boot-ABC.js",
      "islet/assets/build/boot-ABC.js.map",
      "islet/assets/build/islands-ABC.css",
      "islet/assets/build/chunks/mount-X.js",
      "islet/assets/build/chunks/mount-X.js.LEGAL.txt",
      "islet/assets/build/vendor/react-18.3.1.min.js",
      "islet/assets/build/vendor/react-dom-18.3.1.min.js",
      "islet/assets/build/vendor/react.LICENSE.txt",
      "islet/assets/build/admin/first-paint-ABC.js",
    ]));
    expect(files).toEqual(pluginFiles(pluginDir));
    for (const entry of listZip(zip).filter((e) => !e.isDirectory)) {
      expect(readZipEntry(zip, entry).equals(readFileSync(path.join(pluginDir, entry.name.slice("islet/".length)))), entry.name).toBe(true);
    }
    if (hasUnzip) {
      const test = unzip(["-t", file]);
      expect(test.status, test.stdout).toBe(0);
      expect(unzip(["-Z1", file]).stdout).not.toMatch(/tests\//);
    }
  });

  it("ships the real plugin's PHP files and none of its tests", () => {
    const files = pluginFiles(pluginCopy());
    expect(files.filter((file) => file.endsWith(".php"))).toEqual(
      expect.arrayContaining(["islet.php", "uninstall.php", "includes/hooks.php", "includes/markup.php"]),
    );
    expect(files.some((file) => file.startsWith("tests/") || file.includes("/tests/"))).toBe(false);
  });

  it("refuses a plugin without a build or with a version that disagrees", () => {
    const pluginDir = pluginCopy();
    expect(() => checkPlugin(pluginDir, "9.9.9")).toThrow(/Version .* package\.json says 9\.9\.9/);
    rmSync(path.join(pluginDir, "assets/build/admin/first-paint-ABC.js"));
    expect(() => checkPlugin(pluginDir, VERSION)).toThrow(/admin\.firstPaint file that is not in assets\/build: admin\/first-paint-ABC\.js/);
    rmSync(path.join(pluginDir, "assets/build/vendor/react-dom-18.3.1.min.js"));
    expect(() => checkPlugin(pluginDir, VERSION)).toThrow(/copy of React that is not in assets\/build/);
    rmSync(path.join(pluginDir, "assets/build/islands-ABC.css"));
    expect(() => checkPlugin(pluginDir, VERSION)).toThrow(/css file that is not in assets\/build/);
    rmSync(path.join(pluginDir, "assets/build/manifest.json"));
    expect(() => checkPlugin(pluginDir, VERSION)).toThrow(/npm run build/);
  });
});
