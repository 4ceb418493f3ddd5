// An error logged where a test did not expect one fails that test: silent failures hide bugs.
import { afterEach, beforeEach, vi } from "vitest";

let consoleError: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  consoleError = vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => {
    throw new Error(`console.error was called: ${args.map(String).join(" ")}`);
  });
});

afterEach(() => {
  consoleError.mockRestore();
});
