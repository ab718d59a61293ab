/**
 * How our scripts launch Debian's Chromium (never a downloaded browser): the benchmark, the size
 * check and Playwright's config all use these options.
 */
export const CHROMIUM_LAUNCH = {
  executablePath: "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking"],
  headless: true,
};
