// The door's camera: reads a guest's QR code or barcode where the browser can (BarcodeDetector).
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";

type BarcodeDetectorLike = { detect(source: HTMLVideoElement): Promise<{ rawValue: string }[]> };
type BarcodeDetectorConstructor = new (options?: { formats?: string[] }) => BarcodeDetectorLike;

/** A camera scan where the browser reads codes (BarcodeDetector) and has a camera; absent otherwise. */
export function CameraScan({ onCode }: { onCode: (code: string) => void }) {
  const { t } = useTranslation();
  const [scanning, setScanning] = useState(false);
  const video = useRef<HTMLVideoElement>(null);
  // Rendered only once the page has its script, so the browser can be asked here.
  const supported = "BarcodeDetector" in window && Boolean(navigator.mediaDevices?.getUserMedia);
  useEffect(() => {
    if (!scanning) return;
    let stopped = false;
    let stream: MediaStream | undefined;
    const Detector = (window as unknown as { BarcodeDetector: BarcodeDetectorConstructor }).BarcodeDetector;
    const detector = new Detector({ formats: ["qr_code", "code_128", "ean_13"] });
    // Bounded: the camera turns off by itself after a minute without a code.
    const deadline = Date.now() + 60_000;
    (async () => {
      try {
        stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: "environment" } });
        if (stopped || !video.current) return;
        video.current.srcObject = stream;
        await video.current.play();
        while (!stopped && Date.now() < deadline) {
          const [code] = await detector.detect(video.current);
          if (code?.rawValue) {
            onCode(code.rawValue);
            break;
          }
          await new Promise((resolve) => setTimeout(resolve, 250));
        }
      } catch (error) {
        console.warn(`[door] camera: ${error instanceof Error ? error.message : String(error)}`);
      } finally {
        if (!stopped) setScanning(false);
      }
    })();
    return () => {
      stopped = true;
      stream?.getTracks().forEach((track) => track.stop());
    };
  }, [scanning, onCode]);
  if (!supported) return null;
  return (
    <div>
      <button
        type="button"
        className="btn-secondary min-h-[48px] w-full text-base"
        aria-pressed={scanning}
        onClick={() => setScanning((on) => !on)}
      >
        {scanning ? t("door.stopScan") : t("door.scan")}
      </button>
      {scanning ? <video ref={video} muted playsInline className="mt-2 w-full rounded-lg bg-black" /> : null}
    </div>
  );
}
