/**
 * "Pindai QR": reads a ticket's QR with the phone's camera through the browser's BarcodeDetector
 * (Shape Detection API; Chrome on Android has it), and hands the code on. Where the browser has no
 * BarcodeDetector, nothing is shown and the typed code is the way in.
 */
import { TICKET_CODE_PATTERN } from "@lapak/shared/schemas/event";
import { useEffect, useRef, useState } from "react";
import { Button } from "~/features/ui/button";

interface DetectedBarcode {
  rawValue: string;
}
interface BarcodeDetectorLike {
  detect(source: HTMLVideoElement): Promise<DetectedBarcode[]>;
}
type BarcodeDetectorClass = new (options: { formats: string[] }) => BarcodeDetectorLike;

function barcodeDetector(): BarcodeDetectorClass | undefined {
  return typeof window === "undefined"
    ? undefined
    : (window as unknown as { BarcodeDetector?: BarcodeDetectorClass }).BarcodeDetector;
}

/** Calls `onCode` with each ticket code read; the camera stops after each one. */
export function TicketScanner({ onCode }: { onCode: (code: string) => void }) {
  const [supported, setSupported] = useState(false);
  const [scanning, setScanning] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const videoRef = useRef<HTMLVideoElement>(null);
  useEffect(() => setSupported(Boolean(barcodeDetector()) && Boolean(navigator.mediaDevices?.getUserMedia)), []);

  useEffect(() => {
    const Detector = barcodeDetector();
    if (!scanning || !Detector) return;
    let stream: MediaStream | undefined;
    let stopped = false;
    const detector = new Detector({ formats: ["qr_code"] });
    const read = async () => {
      const video = videoRef.current;
      if (stopped || !video) return;
      try {
        const codes = await detector.detect(video);
        const code = codes.map((found) => found.rawValue.trim().toUpperCase()).find((v) => TICKET_CODE_PATTERN.test(v));
        if (code) {
          setScanning(false);
          onCode(code);
          return;
        }
      } catch {
        // A frame the detector could not read: try the next one.
      }
      setTimeout(read, 250);
    };
    navigator.mediaDevices
      .getUserMedia({ video: { facingMode: "environment" } })
      .then(async (media) => {
        stream = media;
        if (stopped || !videoRef.current) return;
        videoRef.current.srcObject = media;
        await videoRef.current.play();
        read();
      })
      .catch(() => {
        setProblem("Kamera tidak bisa dibuka. Izinkan akses kamera, atau ketik kode tiketnya.");
        setScanning(false);
      });
    return () => {
      stopped = true;
      for (const track of stream?.getTracks() ?? []) track.stop();
    };
  }, [scanning, onCode]);

  if (!supported) return null;
  return (
    <div className="mt-3">
      <Button
        type="button"
        variant="secondary"
        className="min-h-11"
        onClick={() => {
          setProblem(null);
          setScanning((on) => !on);
        }}
      >
        {scanning ? "Tutup kamera" : "Pindai QR dengan kamera"}
      </Button>
      {scanning ? (
        <video ref={videoRef} playsInline muted className="mt-3 aspect-square w-full max-w-xs rounded-xl bg-black" />
      ) : null}
      {problem ? (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {problem}
        </p>
      ) : null}
    </div>
  );
}
