// The door's camera (decision 048, scan and go): on any phone or computer with a camera, a button opens a live preview
// with an aiming frame and reads QR codes and the common barcodes, calling `onCode` once per code read, for as long
// as staff scan their queue. The browser's own BarcodeDetector reads where it can (Chrome on Android); elsewhere the
// polyfill of door-camera-zxing.ts is loaded when the camera opens, never before. The camera turns off at the stop
// button, after a minute without a code, and when the component goes; what stops it otherwise is said in words.
import type { BarcodeFormat } from "barcode-detector/ponyfill";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useHydrated } from "~/ui/shell-kit";

/** Tickets' QR codes, and the barcodes printed on passes, wristbands and lists. */
const formats: BarcodeFormat[] = ["qr_code", "code_128", "code_39", "ean_13", "ean_8", "upc_a", "itf", "data_matrix"];
const idleMs = 60_000;
const repeatMs = 2_000;
/** Between two reads: quick enough for a queue, and leaves a phone's CPU to the page. */
const everyMs = 150;

type Detector = { detect(source: HTMLVideoElement): Promise<{ rawValue: string }[]> };
type NativeDetector = {
  new (options: { formats: string[] }): Detector;
  getSupportedFormats(): Promise<string[]>;
};
type Problem = "denied" | "noCamera" | "busy" | "reader" | "failed" | "idle";

class ReaderUnavailable extends Error {}

/**
 * Whether a code read now is new: a code seen again within `ms` of its last sighting is the one still in front of
 * the camera (or shown twice by mistake), so a ticket held up for a while counts once.
 */
export function repeatGuard(ms = repeatMs) {
  const seen = new Map<string, number>();
  return (code: string, now: number): boolean => {
    const last = seen.get(code);
    for (const [kept, at] of seen) if (now - at > ms) seen.delete(kept);
    seen.set(code, now);
    return last === undefined || now - last > ms;
  };
}

/** The browser's own reader where it reads QR codes, else the polyfill, loaded now. */
async function openDetector(): Promise<Detector> {
  try {
    const native = (window as { BarcodeDetector?: NativeDetector }).BarcodeDetector;
    // Some desktop browsers have the class but read nothing with it.
    const supported = native ? await native.getSupportedFormats() : [];
    if (native && supported.includes("qr_code"))
      return new native({ formats: formats.filter((f) => supported.includes(f)) });
    const { zxingDetector } = await import("./door-camera-zxing");
    return await zxingDetector(formats);
  } catch (error) {
    throw new ReaderUnavailable(error instanceof Error ? error.message : String(error));
  }
}

function problemOf(error: unknown): Problem {
  if (error instanceof ReaderUnavailable) return "reader";
  const name = (error as { name?: string } | null)?.name;
  if (name === "NotAllowedError" || name === "SecurityError") return "denied";
  if (name === "NotFoundError" || name === "OverconstrainedError") return "noCamera";
  if (name === "NotReadableError" || name === "AbortError") return "busy";
  return "failed";
}

export function CameraScan({ onCode }: { onCode: (code: string) => void }) {
  const { t } = useTranslation();
  const [scanning, setScanning] = useState(false);
  const [problem, setProblem] = useState<Problem | null>(null);
  const video = useRef<HTMLVideoElement>(null);
  // The latest callback, so a parent's new one on each render does not restart the camera.
  const report = useRef(onCode);
  useEffect(() => {
    report.current = onCode;
  }, [onCode]);
  // Asked of the browser once hydrated (the server cannot know); localhost counts as a secure context.
  const hydrated = useHydrated();
  const supported = hydrated && window.isSecureContext && Boolean(navigator.mediaDevices?.getUserMedia);

  useEffect(() => {
    if (!scanning) return;
    let stopped = false;
    let stream: MediaStream | undefined;
    const release = () => stream?.getTracks().forEach((track) => track.stop());
    const fresh = repeatGuard();
    // A minute from the opening, or from the last code read.
    let lastCodeAt = Date.now();
    (async () => {
      try {
        // The reader loads while the browser asks for the camera.
        const detecting = openDetector();
        detecting.catch(() => undefined);
        stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: "environment" }, audio: false });
        const element = video.current;
        if (stopped || !element) return;
        element.srcObject = stream;
        await element.play();
        const detector = await detecting;
        while (!stopped) {
          if (Date.now() - lastCodeAt > idleMs) {
            setProblem("idle");
            break;
          }
          if (element.readyState >= element.HAVE_CURRENT_DATA) {
            for (const { rawValue } of await detector.detect(element)) {
              if (!rawValue || stopped) continue;
              lastCodeAt = Date.now();
              if (fresh(rawValue, lastCodeAt)) report.current(rawValue);
            }
          }
          await new Promise((resolve) => setTimeout(resolve, everyMs));
        }
      } catch (error) {
        if (!stopped) setProblem(problemOf(error));
        if (!stopped) console.warn(`[door] camera: ${error instanceof Error ? error.message : String(error)}`);
      } finally {
        release();
        if (!stopped) setScanning(false);
      }
    })();
    return () => {
      stopped = true;
      release();
    };
  }, [scanning]);

  if (!supported) return null;
  return (
    <div className="space-y-2">
      <button
        type="button"
        className="btn-secondary min-h-[48px] w-full text-base"
        aria-pressed={scanning}
        onClick={() => {
          setProblem(null);
          setScanning((on) => !on);
        }}
      >
        {scanning ? t("door.stopScan") : t("door.scan")}
      </button>
      {scanning ? (
        <div className="relative overflow-hidden rounded-lg bg-black">
          <video
            ref={video}
            muted
            playsInline
            aria-label={t("door.camera.preview")}
            className="block h-48 w-full object-cover"
          />
          {/* The aiming frame: a clear square, in a green seen on white tickets and dark screens alike, the rest of
              the picture dimmed. The preview is low, so the guest's card below stays in sight on a phone. */}
          <div aria-hidden="true" className="pointer-events-none absolute inset-0 flex items-center justify-center">
            <div className="aspect-square h-4/5 rounded-xl border-4 border-[#34d399] shadow-[0_0_0_100vmax_rgba(0,0,0,0.4)]" />
          </div>
        </div>
      ) : null}
      {scanning ? <p className="text-center text-sm text-slate-600">{t("door.camera.aim")}</p> : null}
      {problem === "idle" ? (
        <p role="status" className="rounded-lg bg-slate-100 px-4 py-3 text-base text-slate-800">
          {t("door.camera.idle")}
        </p>
      ) : problem ? (
        <p role="alert" className="rounded-lg bg-red-50 px-4 py-3 text-base font-medium text-red-800">
          {t(`door.camera.${problem}`)}
        </p>
      ) : null}
    </div>
  );
}
