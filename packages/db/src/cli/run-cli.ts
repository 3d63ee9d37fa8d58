/**
 * Runs a command-line task and turns every expected failure into one clear line and a
 * non-zero exit, never a bare stack trace.
 */
export async function runCli(task: () => Promise<void>): Promise<never> {
  try {
    await task();
    process.exit(0);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    console.error(`error: ${message}`);
    process.exit(1);
  }
}
