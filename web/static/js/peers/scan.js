// The camera, read for QR codes: the browser's BarcodeDetector, else a decoder from npm.
//
// getUserMedia comes first, before any connection is made (askCamera): with
// the camera allowed, a browser gives a connection the phone's own addresses
// rather than mDNS names, which two phones on a Wi-Fi with no internet may
// fail to resolve (docs/phones.md).  Reading: BarcodeDetector where the browser
// has one that reads QR codes (Chrome on Android); elsewhere (iOS, desktops)
// barcode-detector's ponyfill over zxing-wasm's reader, both served from our
// own origin (buildtools/vendor.py) and fetched only then: a guest, who scans
// nothing, never loads them.

const READER = new URL("../../vendor/zxing_reader.wasm", import.meta.url).href;
const EVERY_MS = 150; // between two reads of the camera's picture

/** Whether this browser can open a camera at all (a secure page with mediaDevices). */
export function hasCamera() {
  return Boolean(globalThis.navigator?.mediaDevices?.getUserMedia);
}

/** Ask for the camera, and let it go at once; true when it was allowed. */
export async function askCamera() {
  if (!hasCamera()) return false;
  try {
    const stream = await navigator.mediaDevices.getUserMedia({ video: true });
    stream.getTracks().forEach((track) => track.stop());
    return true;
  } catch {
    return false; // refused, or no camera: pasting works the same
  }
}

/** The camera's stream, the one facing away from the player where there are two. */
export function openCamera() {
  return navigator.mediaDevices.getUserMedia({ video: { facingMode: { ideal: "environment" } }, audio: false });
}

let made = null; // the detector, made once a page

/** A detector of QR codes: the browser's own, or the ponyfill with our reader. */
export function qrDetector() {
  made ??= (async () => {
    const native = globalThis.BarcodeDetector;
    if (native && (await native.getSupportedFormats().catch(() => [])).includes("qr_code")) {
      return new native({ formats: ["qr_code"] });
    }
    const ponyfill = await import("../../vendor/barcode-detector/ponyfill.js");
    // Its default fetches the reader from a CDN: ours instead, before it loads.
    ponyfill.setZXingModuleOverrides({ locateFile: (path, prefix) => (path.endsWith(".wasm") ? READER : prefix + path) });
    return new ponyfill.BarcodeDetector({ formats: ["qr_code"] });
  })();
  made.catch(() => { made = null; }); // tried again at the next scan
  return made;
}

/**
 * Read `video`'s picture for a QR code until `onText(text)` returns true (it
 * took the text) or stop() is called.  `onError(err)` hears a detector that
 * cannot be made.  Returns stop().
 */
export function scanVideo(video, onText, onError) {
  let stopped = false;
  let timer = null;
  const stop = () => {
    stopped = true;
    clearTimeout(timer);
  };
  qrDetector().then((detector) => {
    const read = async () => {
      if (stopped) return;
      if (video.readyState >= 2 && video.videoWidth) {
        const found = await detector.detect(video).catch(() => []);
        if (stopped) return;
        for (const code of found) if (code.rawValue && onText(code.rawValue)) return stop();
      }
      timer = setTimeout(read, EVERY_MS);
    };
    read();
  }, (err) => {
    if (!stopped) onError(err);
  });
  return stop;
}
