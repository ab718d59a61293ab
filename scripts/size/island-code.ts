/**
 * One island's own code, weighed alone: its modules bundled and minified as the build does,
 * everything outside its folder left out (shared code is every island's) and its lazily
 * imported parts left out (they load elsewhere). Attribution's every-page code sits in the
 * spine (decision 0027), where no file of its own shows its size; this is how the size check
 * holds it to issue 15's 3 KB.
 */
import { build, type Plugin } from "esbuild";
import path from "node:path";
import { gzipSync } from "node:zlib";

export interface CodeSize {
  raw: number;
  gzip: number;
}

/** Keeps only the island's folder in the bundle, and not what it imports lazily. */
function onlyTheFolder(folder: string): Plugin {
  return {
    name: "islet-only-folder",
    setup(pluginBuild) {
      pluginBuild.onResolve({ filter: /.*/ }, (args) => {
        if (args.kind === "entry-point") return undefined;
        if (args.kind === "dynamic-import") return { path: args.path, external: true };
        const resolved = path.resolve(args.resolveDir, args.path);
        const inside = args.path.startsWith(".") && resolved.startsWith(`${folder}${path.sep}`);
        return inside ? undefined : { path: args.path, external: true };
      });
    },
  };
}

/** The island's own code as one minified module (what islandCodeSize weighs). */
export async function islandCode(root: string, entry: string): Promise<string> {
  const result = await build({
    absWorkingDir: root,
    entryPoints: [entry],
    bundle: true,
    write: false,
    format: "esm",
    minify: true,
    target: ["es2020"],
    logLevel: "silent",
    plugins: [onlyTheFolder(path.dirname(path.resolve(root, entry)))],
  });
  return result.outputFiles.map((file) => file.text).join("");
}

export async function islandCodeSize(root: string, entry: string): Promise<CodeSize> {
  const code = Buffer.from(await islandCode(root, entry));
  return { raw: code.length, gzip: gzipSync(code, { level: 9 }).length };
}
