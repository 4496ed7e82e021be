/**
 * Resolves once `condition` holds, checking every `intervalMs`; rejects with `description` after
 * `timeoutMs`. Tests wait for the state they need this way, never for a guessed duration.
 */
export async function waitFor(condition: () => Promise<boolean> | boolean, description: string, { timeoutMs = 10_000, intervalMs = 10 } = {}): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`Timed out after ${timeoutMs} ms waiting until ${description}`);
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}
