/**
 * React renders a store change in a microtask and runs passive effects a task later, so a test
 * that changed a store (or dispatched an event) lets a few tasks pass before it reads the page.
 * No `act()`: the islands mount through the runtime, outside any act scope.
 */
export async function rendered(change: () => void = () => undefined): Promise<void> {
  change();
  for (let turn = 0; turn < 3; turn += 1) await new Promise((resolve) => setTimeout(resolve, 0));
}
