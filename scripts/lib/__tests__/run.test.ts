/** @jest-environment node */
import { runCollected } from "../run.mjs";

describe("runCollected", () => {
  it("resolves with the exit code and what the command wrote to stdout and stderr, showing none of it", async () => {
    const shown = jest.spyOn(process.stdout, "write");
    const result = await runCollected(process.execPath, [
      "-e",
      'process.stdout.write("to stdout\\n"); process.stderr.write("to stderr\\n"); process.exitCode = 3;',
    ]);
    expect(result.code).toBe(3);
    expect(result.output).toContain("to stdout\n");
    expect(result.output).toContain("to stderr\n");
    expect(shown).not.toHaveBeenCalledWith(expect.stringContaining("to stdout"));
    shown.mockRestore();
  });

  it("runs in the folder it is given", async () => {
    const result = await runCollected(process.execPath, ["-e", "process.stdout.write(process.cwd())"], { cwd: "/" });
    expect(result).toEqual({ code: 0, output: "/" });
  });

  it("gives 1 for a command ended by a signal", async () => {
    const result = await runCollected(process.execPath, ["-e", 'process.kill(process.pid, "SIGTERM")']);
    expect(result.code).toBe(1);
  });
});
