/**
 * Tasks for the cart lock's tests: each records when it starts and ends, finishes after `ms`
 * (or fails), and the recorder says whether two ever ran at once.
 */
export function taskRecorder() {
  const events: string[] = [];
  let running = 0;
  let overlapped = false;
  const task =
    (name: string, ms: number, fail = false) =>
    async (): Promise<string> => {
      running += 1;
      if (running > 1) overlapped = true;
      events.push(`start ${name}`);
      await new Promise((resolve) => setTimeout(resolve, ms));
      running -= 1;
      events.push(`end ${name}`);
      if (fail) throw new Error(`${name} failed`);
      return name;
    };
  const starts = (): string[] => events.filter((event) => event.startsWith("start"));
  return { events, starts, task, overlapped: () => overlapped };
}
