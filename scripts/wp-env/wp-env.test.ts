// @vitest-environment node
import { describe, expect, it } from "vitest";
import { playgroundFailure, playgroundSaysReady, startedUrl, tail, wpEnvBin, wpEnvEnvironment } from "./wp-env";

describe("wp-env helpers", () => {
  it("finds the repo's own wp-env", () => {
    expect(wpEnvBin()).toMatch(/node_modules\/@wordpress\/env\/bin\/wp-env$/);
  });

  it("drops WP_ENV_* overrides and sets WP_ENV_HOME", () => {
    const env = wpEnvEnvironment({ PATH: "/bin", WP_ENV_PORT: "1", WP_ENV_CORE: "x", WP_ENV_HOME: "/elsewhere" }, "/repo/.wp-env-home");
    expect(env).toEqual({ PATH: "/bin", WP_ENV_HOME: "/repo/.wp-env-home", FORCE_COLOR: "0" });
  });

  it("reads the started URL and the Playground's readiness", () => {
    expect(startedUrl("- Starting\nWordPress development site started at http://localhost:8895\n\n✔ Done!")).toBe("http://localhost:8895");
    expect(startedUrl("✖ Error")).toBeNull();
    expect(playgroundSaysReady("Blueprint x\n\nReady! WordPress is running on http://127.0.0.1:8895 (1 worker)\n")).toBe(true);
    expect(playgroundSaysReady("Blueprint x\n")).toBe(false);
  });

  it("names the blueprint step the Playground failed on", () => {
    const blueprint = JSON.stringify({
      steps: [{ step: "login" }, { step: "activatePlugin", pluginPath: "/wordpress/wp-content/plugins/islet" }, { step: "defineWpConfigConsts" }],
    });
    const log = "Blueprint x\nError: Error when executing the blueprint step #2: PHP.run() failed with exit code 255. \n\n=== Stdout ===\n";
    expect(playgroundFailure(log, blueprint)).toBe(
      "Error: Error when executing the blueprint step #2: PHP.run() failed with exit code 255.\n" +
        "step #2 is activatePlugin /wordpress/wp-content/plugins/islet: the plugin fails to load or to activate (a PHP fatal error?)",
    );
    expect(playgroundFailure("Error: port in use\n", "not json")).toBe("Error: port in use");
    expect(playgroundFailure("Ready! WordPress is running on x\n", blueprint)).toBeNull();
  });

  it("keeps the last lines of an output", () => {
    expect(tail("a\nb\nc\n", 2)).toBe("b\nc");
  });
});
