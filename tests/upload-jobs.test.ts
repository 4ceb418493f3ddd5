// How a page follows an upload job (decision 052): how long it waits between questions, and the words for a failure.
import { describe, expect, it } from "vitest";
import { isFinal, pollDelayMs, uploadJobReasonKey } from "~/core/upstream/upload-job";

describe("the wait between two questions about a job", () => {
  it("starts at a second, grows by half each time and never passes ten seconds", () => {
    expect([0, 1, 2, 3].map(pollDelayMs)).toEqual([1000, 1500, 2250, 3375]);
    expect(pollDelayMs(6)).toBe(10000);
    expect(pollDelayMs(100)).toBe(10000);
  });

  it("stops only at completed or failed", () => {
    expect(["pending", "processing", "completed", "failed"].map((state) => isFinal(state as never))).toEqual([
      false,
      false,
      true,
      true,
    ]);
  });
});

describe("the reason of a failed job", () => {
  it("is said in our words when known, and never as the upstream sent it otherwise", () => {
    expect(uploadJobReasonKey("Document is password-protected")).toBe("uploadJobs.reasons.protected");
    expect(uploadJobReasonKey("File is corrupt")).toBe("uploadJobs.reasons.unreadable");
    expect(uploadJobReasonKey("Document too large to convert")).toBe("uploadJobs.reasons.tooLarge");
    expect(uploadJobReasonKey("converter exited with code 137 at /srv/tmp/x")).toBe("uploadJobs.reasons.unknown");
    expect(uploadJobReasonKey(undefined)).toBe("uploadJobs.reasons.unknown");
  });
});
