// The app's own symbols: SVG icons drawn the same on every device.
//
// Not emoji, which show as empty boxes without a colour-emoji font and differ
// from phone to phone.
//
// Two families, told apart at a glance:
//   - the game's things (Goods, Experts, kinds of Weapon, Animal and Spice) are
//     solid shapes in their Good type's colour, with details cut in a contrasting
//     "on" colour; every type has its own silhouette, so colour is never the only
//     clue (the colours are Okabe-Ito hues, safe for colour-blind players);
//   - interface symbols are outlines in currentColor, so they take the colour of
//     the button or text they sit in, in both themes.
//
// Icons are data (the game's things are parts/drawings.js's): each is a list of
// [tag, attributes, children?] drawn on a 24x24 grid.  Paint names in the data
// ("main", "on", "ink") are resolved when drawn, so an Expert can reuse its
// Good's drawing with the colours swapped.
// Everything is built with createElementNS: no innerHTML, nothing parsed.

import { GAME_ICONS, star } from "./drawings.js";

const SVG_NS = "http://www.w3.org/2000/svg";

// The Good types' colours: CSS custom properties (icons.css sets them for the
// light and dark themes), with the light theme's value as the fallback.
const GOOD_COLOUR = {
  spells: "var(--good-spells, #B0457F)", // Okabe-Ito reddish purple, darkened
  gems: "var(--good-gems, #0072B2)", // Okabe-Ito blue
  spices: "var(--good-spices, #00795A)", // Okabe-Ito bluish green, darkened
  animals: "var(--good-animals, #A85A00)", // Okabe-Ito orange, darkened
  weapons: "var(--good-weapons, #4A5561)", // Okabe-Ito black, as steel
};
// Details drawn on top of a Good's colour (white in light, dark in dark theme).
const ON_COLOUR = "var(--icon-on-good, #FFFFFF)";

// --- Interface symbols: outlines in currentColor ---------------------------------

const FILL = { fill: "ink", stroke: "none" };

const UI_DRAWINGS = {
  home: [["path", { d: "M3 11.5 L12 3.5 L21 11.5 M5.5 9.5 V20.5 H18.5 V9.5 M10 20.5 V14.5 H14 V20.5" }]],
  undo: [["path", { d: "M9 14 L4 9 L9 4 M4 9 H14.5 A5.5 5.5 0 0 1 14.5 20 H11" }]],
  export: [["path", { d: "M4 14 V20 H20 V14 M12 15.5 V3.5 M7.5 8 L12 3.5 L16.5 8" }]],
  import: [["path", { d: "M3 19.5 V5.5 H9.5 L11.5 8 H21 V19.5 Z M12 10.5 V17 M9 14 L12 17 L15 14" }]],
  delete: [["path", { d: "M3.5 6.5 H20.5 M9.5 6.5 V3.5 H14.5 V6.5 M5.8 6.5 L7 20.5 H17 L18.2 6.5 M10 10.5 V16.5 M14 10.5 V16.5" }]],
  play: [["path", { d: "M7 4.5 L19.5 12 L7 19.5 Z", fill: "ink" }]],
  trophy: [
    ["path", { d: "M7 3.5 H17 V10 A5 5 0 0 1 7 10 Z M7 5.5 H4 Q3.8 10.5 7.6 11.8 M17 5.5 H20 Q20.2 10.5 16.4 11.8 M12 15 V18.5" }],
    ["path", { d: "M8 18.5 H16 V21.5 H8 Z", fill: "ink" }],
  ],
  "first-player": [
    ["path", { d: "M5.5 21.5 V3" }],
    ["path", { d: "M5.5 3.5 H19 L15.8 8.3 L19 13 H5.5 Z", fill: "ink" }],
  ],
  "to-act": [
    ["path", { d: "M5.5 2.5 H18.5 M5.5 21.5 H18.5 M7.5 2.5 V6 Q7.5 9.5 12 12 Q16.5 9.5 16.5 6 V2.5 M7.5 21.5 V18 Q7.5 14.5 12 12 Q16.5 14.5 16.5 18 V21.5" }],
    ["path", { d: "M8.5 21 Q9 17.5 12 16.5 Q15 17.5 15.5 21 Z M10 7.5 H14 L12 9.5 Z", ...FILL }],
  ],
  announce: [
    ["path", { d: "M3 9.5 H7 L16 4 V20 L7 14.5 H3 Z", "stroke-linejoin": "round" }],
    ["path", { d: "M7 14.5 L8.8 20.5 H11.3 L10 15.8 M19 8.5 Q21.2 12 19 15.5" }],
  ],
  warning: [["path", { d: "M12 3 L22 20.5 H2 Z M12 9.5 V14 M12 17.3 V17.4" }]],
  retry: [["path", { d: "M19.5 13.5 A7.8 7.8 0 1 1 17.4 6.3 M19 2.5 V7.2 H14.3" }]],
  // A score sheet (a page with its corner turned) with a tally of five on it.
  score: [
    ["path", { d: "M2 4 H17.5 L22 8.5 V20 H2 Z M17.5 4 V8.5 H22" }],
    ["path", { d: "M6.5 9 V16.5 M9.8 9 V16.5 M13.1 9 V16.5 M16.4 10 V16.5 M4.5 15.2 L18.5 10.3", "stroke-width": 1.8 }],
  ],
  choices: [
    ["circle", { cx: 12, cy: 12, r: 9.5 }],
    ["path", { d: "M16.2 7.8 L13.4 13.4 L10.6 10.6 Z", ...FILL }],
    ["path", { d: "M7.8 16.2 L10.6 10.6 L13.4 13.4 Z" }],
  ],
  "new-game": [
    ["path", { d: "M12 2.5 V17.5 M3 17.5 H21 L18.3 21.5 H5.7 Z" }],
    ["path", { d: "M13.5 3.5 Q19 8.5 19.5 15 H13.5 Z", ...FILL }],
    ["path", { d: "M10.5 6 L5 15 H10.5 Z" }],
  ],
  protection: [
    ["path", { d: "M12 2.5 L20 5.5 V11 C20 16 16.5 19.5 12 21.5 C7.5 19.5 4 16 4 11 V5.5 Z" }],
    ["path", { d: "M12 2.5 L4 5.5 V11 C4 16 7.5 19.5 12 21.5 Z", ...FILL }],
  ],
  check: [["path", { d: "M4 12.5 L9.5 18 L20 6.5", "stroke-width": 2.8 }]],
  close: [["path", { d: "M6 6 L18 18 M18 6 L6 18", "stroke-width": 2.6 }]],
  star: [["path", { d: star(12, 12.8, 5, 10.5, 4.4), fill: "ink" }]],
  take: [["path", { d: "M7 13 V5.5 A1.5 1.5 0 0 1 10 5.5 V11 M10 10.5 V4 A1.5 1.5 0 0 1 13 4 V11 M13 10.5 V5 A1.5 1.5 0 0 1 16 5 V11.5 M16 11 V7.8 A1.5 1.5 0 0 1 19 7.8 V14.5 C19 18.5 16.5 21.5 12.5 21.5 H11.5 C9.5 21.5 8 20.5 6.5 18.5 L3.8 14.8 A1.6 1.6 0 0 1 6.3 12.8 L7 13.8" }]],
  computer: [
    ["rect", { x: 4, y: 7.5, width: 16, height: 12.5, rx: 2.5 }],
    ["path", { d: "M12 7.5 V4.5 M9.5 16.5 H14.5 M2 12 V15.5 M22 12 V15.5" }],
    ["circle", { cx: 12, cy: 3.2, r: 1.4, ...FILL }],
    ["circle", { cx: 9, cy: 12.3, r: 1.5, ...FILL }],
    ["circle", { cx: 15, cy: 12.3, r: 1.5, ...FILL }],
  ],
  hint: [["path", { d: "M9 18 H15 M10 21 H14 M9 18 V15.8 C6.7 14.5 5.5 12.2 5.5 9.5 A6.5 6.5 0 0 1 18.5 9.5 C18.5 12.2 17.3 14.5 15 15.8 V18 M12 18 V13.5 L10.5 11.5 M12 13.5 L13.5 11.5" }]],
  share: [["path", { d: "M9.5 14.5 L14.5 9.5 M11 7 L13.3 4.7 A3.9 3.9 0 0 1 19.3 10.7 L17 13 M13 17 L10.7 19.3 A3.9 3.9 0 0 1 4.7 13.3 L7 11" }]],
  replay: [
    ["path", { d: "M4.5 13.5 A7.8 7.8 0 1 0 6.6 6.3 M5 2.5 V7.2 H9.7" }],
    ["path", { d: "M10.2 9.8 L15.2 13 L10.2 16.2 Z", ...FILL }],
  ],
  back: [["path", { d: "M20 12 H4.5 M10.5 6 L4.5 12 L10.5 18" }]],
  forward: [["path", { d: "M4 12 H19.5 M13.5 6 L19.5 12 L13.5 18" }]],
  rules: [["path", { d: "M12 6.5 C10 5 7 4.5 2.5 5 V19 C7 18.5 10 19 12 20.5 C14 19 17 18.5 21.5 19 V5 C17 4.5 14 5 12 6.5 Z M12 6.5 V20.5" }]],
  learn: [
    ["path", { d: "M1.5 9.5 L12 4.5 L22.5 9.5 L12 14.5 Z", "stroke-linejoin": "round" }],
    ["path", { d: "M6 11.8 V16.5 C9 19.2 15 19.2 18 16.5 V11.8 M21 10.3 V16" }],
  ],
  log: [
    ["path", { d: "M9 6 H20.5 M9 12 H20.5 M9 18 H20.5" }],
    ["circle", { cx: 4.5, cy: 6, r: 1.5, ...FILL }],
    ["circle", { cx: 4.5, cy: 12, r: 1.5, ...FILL }],
    ["circle", { cx: 4.5, cy: 18, r: 1.5, ...FILL }],
  ],
  info: [["circle", { cx: 12, cy: 12, r: 9.5 }], ["path", { d: "M12 11 V17 M12 7.3 V7.4", "stroke-width": 2.4 }]],
  menu: [["path", { d: "M4 6.5 H20 M4 12 H20 M4 17.5 H20" }]],
  // A toothed wheel: the settings.
  settings: [
    ["circle", { cx: 12, cy: 12, r: 3.2 }],
    ["path", { d: "M10.3 2.5 H13.7 L14.3 5.4 L16.6 6.7 L19.4 5.8 L21.1 8.7 L18.9 10.7 V13.3 L21.1 15.3 L19.4 18.2 L16.6 17.3 L14.3 18.6 L13.7 21.5 H10.3 L9.7 18.6 L7.4 17.3 L4.6 18.2 L2.9 15.3 L5.1 13.3 V10.7 L2.9 8.7 L4.6 5.8 L7.4 6.7 L9.7 5.4 Z" }],
  ],
  // Two arrows each way: an Expert swapped in for another (R5).
  swap: [["path", { d: "M4 8.5 H18 M14.5 5 L18 8.5 L14.5 12 M20 15.5 H6 M9.5 12 L6 15.5 L9.5 19" }]],
  // More behind a tap: a sheet opens below.
  "chevron-down": [["path", { d: "M5.5 9 L12 15.5 L18.5 9", "stroke-width": 2.6 }]],
  phone: [
    ["rect", { x: 6.5, y: 2.5, width: 11, height: 19, rx: 2.2 }],
    ["path", { d: "M10.5 18.5 H13.5" }],
  ],
  tap: [["path", { d: "M9 14.2 V5 A1.6 1.6 0 0 1 12.2 5 V11.5 M12.2 11 A1.6 1.6 0 0 1 15.4 11 V12.3 M15.4 11.8 A1.6 1.6 0 0 1 18.6 11.8 V15.5 C18.6 19.2 16.5 21.5 12.8 21.5 C10.5 21.5 9 20.5 7.5 18.5 L5 15.2 A1.6 1.6 0 0 1 7.6 13.2 L9 14.8 M5 4 L6.5 5.2 M16.2 4 L14.7 5.2 M10.6 1 V1.6" }]],
};

// The root attributes of each family.
const LINE_ROOT = { fill: "none", stroke: "ink", "stroke-width": 2, "stroke-linecap": "round", "stroke-linejoin": "round" };
const SOLID_ROOT = { fill: "main", stroke: "none" };

// --- The catalogue: every name, its family and (for game things) its colour --

const CATALOGUE = new Map(GAME_ICONS); // the game's things (parts/drawings.js)
for (const [name, draw] of Object.entries(UI_DRAWINGS)) CATALOGUE.set(name, { good: null, draw });

/** Every icon's name, in the catalogue's order (Goods, Experts, kinds, interface). */
export const ICON_NAMES = Object.freeze([...CATALOGUE.keys()]);

// --- Drawing -------------------------------------------------------------------

const PAINTED = new Set(["fill", "stroke"]);

/** A paint name from the data as a CSS colour ("ink" follows the text colour). */
function paint(value, colours) {
  if (value === "ink") return "currentColor";
  if (value === "main") return colours.main;
  if (value === "on") return colours.on;
  return value;
}

function draw(parent, shapes, colours) {
  for (const [tag, attrs, children] of shapes) {
    const el = document.createElementNS(SVG_NS, tag);
    let inner = colours;
    for (const key in attrs) {
      const value = attrs[key];
      if (key === "swap") {
        // An Expert's inner symbol: the Good's drawing with its colours exchanged.
        if (value) inner = { main: colours.on, on: colours.main };
      } else if (PAINTED.has(key)) {
        const resolved = paint(value, colours);
        // Presentation attributes are not specified to take var() (not every
        // browser resolves it there); the style property does,
        // and setting it through CSSOM is allowed under the site's CSP.
        if (resolved.startsWith("var(")) el.style.setProperty(key, resolved);
        else el.setAttribute(key, resolved);
      } else {
        el.setAttribute(key, String(value));
      }
    }
    if (children) draw(el, children, inner);
    parent.appendChild(el);
  }
}

/**
 * icon("gems") -> <svg>: one of ICON_NAMES, drawn on a 24x24 grid.
 *   size:      a number (px) or a CSS length; by default icons.css sizes it in em,
 *              so it follows the text beside it
 *   title:     when given, the icon is an image named by it (role="img" and a
 *              <title>); without one it is decoration, hidden from screen readers
 *              (the word next to it says it)
 *   className: more classes after "icon icon-NAME"
 * An unknown name throws: a missing symbol is a bug to see, not a blank to hide.
 */
export function icon(name, { size, title, className } = {}) {
  const entry = CATALOGUE.get(name);
  if (!entry) throw new Error(`icon: no icon named ${JSON.stringify(name)}`);
  const svg = document.createElementNS(SVG_NS, "svg");
  svg.setAttribute("viewBox", "0 0 24 24");
  svg.setAttribute("class", ["icon", `icon-${name}`, className].filter(Boolean).join(" "));
  svg.setAttribute("data-icon", name);
  if (size !== undefined && size !== null) {
    const length = typeof size === "number" ? `${size}px` : String(size);
    svg.setAttribute("width", length);
    svg.setAttribute("height", length);
    // Inline size beats icons.css's em size; CSSOM, so the CSP allows it.
    svg.style.width = length;
    svg.style.height = length;
  } else {
    // Without icons.css an <svg> would be 300x150; one line of text is the fallback.
    svg.setAttribute("width", "1.25em");
    svg.setAttribute("height", "1.25em");
  }
  if (title) {
    svg.setAttribute("role", "img");
    svg.setAttribute("aria-label", title);
    const t = document.createElementNS(SVG_NS, "title");
    t.textContent = title;
    svg.appendChild(t);
  } else {
    svg.setAttribute("aria-hidden", "true");
  }
  svg.setAttribute("focusable", "false");
  const colours = entry.good ? { main: GOOD_COLOUR[entry.good], on: ON_COLOUR } : { main: "currentColor", on: "currentColor" };
  // One group holds the drawing and its family's defaults (drawn like any shape,
  // so a default paint in a Good's colour goes through the style property too).
  draw(svg, [["g", entry.good ? SOLID_ROOT : LINE_ROOT, entry.draw]], colours);
  return svg;
}
