/** Prints each check as "ok" or "FAIL" and the closing "N passed, M failed" line. */

export class CheckFailure extends Error {}

/** Fails the current check with a message. */
export function fail(message: string): never {
  throw new CheckFailure(message);
}

/** Fails the current check unless `condition` holds. */
export function expect(condition: boolean, message: string): asserts condition {
  if (!condition) fail(message);
}

export interface Outcome {
  name: string;
  passed: boolean;
  detail: string;
}

export function formatOutcome(outcome: Outcome): string {
  const head = `${outcome.passed ? "ok  " : "FAIL"} ${outcome.name}`;
  if (outcome.detail === "") return head;
  return outcome.passed ? `${head} (${outcome.detail})` : `${head}\n${indent(outcome.detail)}`;
}

export function summaryLine(outcomes: readonly Outcome[]): string {
  const passed = outcomes.filter((outcome) => outcome.passed).length;
  return `${passed} passed, ${outcomes.length - passed} failed`;
}

function indent(text: string): string {
  return text
    .split("\n")
    .map((line) => (line.startsWith("    ") ? line : `     ${line}`))
    .join("\n");
}

function messageOf(error: unknown): string {
  if (error instanceof CheckFailure) return error.message;
  if (error instanceof Error) return `${error.name}: ${error.message}`;
  return String(error);
}

export class Reporter {
  readonly outcomes: Outcome[] = [];
  private silent = false;

  constructor(private readonly print: (line: string) => void = (line) => console.log(line)) {}

  /** Runs one check; its return value (if any) is printed as detail. Returns whether it passed. */
  async check(name: string, run: () => Promise<string | void> | string | void): Promise<boolean> {
    let outcome: Outcome;
    try {
      const detail = await run();
      outcome = { name, passed: true, detail: detail ?? "" };
    } catch (error) {
      outcome = { name, passed: false, detail: messageOf(error) };
    }
    this.record(outcome);
    return outcome.passed;
  }

  record(outcome: Outcome): void {
    this.outcomes.push(outcome);
    if (!this.silent) this.print(formatOutcome(outcome));
  }

  /** Prints nothing more (once interrupted, the checks still running only fail). */
  silence(): void {
    this.silent = true;
  }

  get failed(): number {
    return this.outcomes.filter((outcome) => !outcome.passed).length;
  }

  summary(): string {
    return summaryLine(this.outcomes);
  }
}
