// A pairing code drawn as a QR code: an SVG built with createElementNS, dark on light always.
//
// qrcode-generator (npm, served from our origin: buildtools/vendor.py) works
// out the modules; they are drawn here as one path, a row's dark run at a
// time, inside the four modules of quiet zone a reader needs.  Error
// correction L: the codes are read from a screen held close, and L keeps the
// modules biggest (a code of ~110 characters is version 6, 41 modules).

import qrcode from "../../vendor/qrcode.mjs";

const SVG = "http://www.w3.org/2000/svg";
const QUIET = 4; // modules of light margin on each side (ISO/IEC 18004)

function svgEl(tag, attrs) {
  const el = document.createElementNS(SVG, tag);
  for (const key in attrs) el.setAttribute(key, String(attrs[key]));
  return el;
}

/** The dark modules of `text`'s QR code: {size, rows: [[x, run]...] by row}. */
export function qrModules(text) {
  const qr = qrcode(0, "L");
  qr.addData(text, "Byte");
  qr.make();
  const size = qr.getModuleCount();
  const rows = [];
  for (let y = 0; y < size; y++) {
    const runs = [];
    for (let x = 0; x < size; x++) {
      if (!qr.isDark(y, x)) continue;
      if (runs.length && runs.at(-1)[0] + runs.at(-1)[1] === x) runs.at(-1)[1] += 1;
      else runs.push([x, 1]);
    }
    rows.push(runs);
  }
  return { size, rows };
}

/** An <svg> of `text`'s QR code, named `label` for a screen reader (role img). */
export function qrCode(text, label) {
  const { size, rows } = qrModules(text);
  const side = size + 2 * QUIET;
  const d = rows.flatMap((runs, y) => runs.map(([x, run]) => `M${x + QUIET} ${y + QUIET}h${run}v1h-${run}z`)).join("");
  const svg = svgEl("svg", {
    viewBox: `0 0 ${side} ${side}`, class: "qr", role: "img", "aria-label": label,
    "shape-rendering": "crispEdges", "data-qr-modules": size,
  });
  svg.append(svgEl("rect", { width: side, height: side, fill: "#fff" }), svgEl("path", { d, fill: "#000" }));
  return svg;
}
