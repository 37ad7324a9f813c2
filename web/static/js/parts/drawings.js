// The game's things as icon data: the Goods, their Experts and kinds, on a 24x24 grid.
//
// Solid shapes in their Good type's colour, with details cut in a contrasting
// "on" colour; every type has its own silhouette, so colour is never the only
// clue.  Each drawing is a list of [tag, attributes, children?]; paint names
// ("main", "on") are resolved when parts/icons.js draws it, so an Expert
// reuses its Good's drawing with the colours swapped.

import { EXPERT_PILE } from "../engine/core.js";

// --- Small generators: shapes that repeat are computed, not typed twice. ----

const fmt = (n) => String(Math.round(n * 100) / 100);

/** A four-pointed sparkle with concave sides (the Spells' magic). */
function sparkle(cx, cy, r, pinch = 0.24) {
  const k = r * pinch;
  const pts = [[0, -r], [r, 0], [0, r], [-r, 0]];
  const ctl = [[k, -k], [k, k], [-k, k], [-k, -k]];
  let d = `M${fmt(cx)} ${fmt(cy - r)}`;
  for (let i = 0; i < 4; i++) {
    const [px, py] = pts[(i + 1) % 4];
    d += ` Q${fmt(cx + ctl[i][0])} ${fmt(cy + ctl[i][1])} ${fmt(cx + px)} ${fmt(cy + py)}`;
  }
  return d + " Z";
}

/** A regular star: n points, outer and inner radius, first point straight up. */
export function star(cx, cy, n, outer, inner, turn = 0) {
  const pts = [];
  for (let i = 0; i < n * 2; i++) {
    const r = i % 2 ? inner : outer;
    const a = ((i * Math.PI) / n) - Math.PI / 2 + (turn * Math.PI) / 180;
    pts.push(`${fmt(cx + r * Math.cos(a))} ${fmt(cy + r * Math.sin(a))}`);
  }
  return `M${pts.join(" L")} Z`;
}

/** A pointed leaf or petal from its base (bx, by), `len` long, `wid` wide,
 * pointing at `angle` degrees (0 = up), filled with the Good's colour. */
function leaf(bx, by, len, wid, angle, attrs = {}) {
  const d = `M${fmt(bx)} ${fmt(by)} Q${fmt(bx - wid)} ${fmt(by - len * 0.5)} ${fmt(bx)} ${fmt(by - len)}`
    + ` Q${fmt(bx + wid)} ${fmt(by - len * 0.5)} ${fmt(bx)} ${fmt(by)} Z`;
  return ["path", { d, transform: `rotate(${angle} ${bx} ${by})`, fill: "main", ...attrs }];
}

/** The same shapes rotated about the centre `n` times, evenly. */
function around(n, shapes, cx = 12, cy = 12) {
  const out = [];
  for (let i = 0; i < n; i++) out.push(["g", { transform: `rotate(${(360 / n) * i} ${cx} ${cy})` }, shapes]);
  return out;
}

/** Shapes mirrored left to right about x = 12. */
const mirrored = (shapes) => ["g", { transform: "matrix(-1 0 0 1 24 0)" }, shapes];

// --- The five Good types: five silhouettes -----------------------------------

const GOOD_DRAWINGS = {
  // Two sparkles: magic.
  spells: [
    ["path", { d: sparkle(9.5, 14.5, 8.5), fill: "main" }],
    ["path", { d: sparkle(19, 5, 4), fill: "main" }],
  ],
  // A cut gemstone seen from the side: crown, girdle, pavilion.
  gems: [
    ["path", { d: "M6.5 3.5 H17.5 L22.5 9.5 L12 21.5 L1.5 9.5 Z", fill: "main" }],
    ["path", {
      d: "M1.5 9.5 H22.5 M6.5 3.5 L9.5 9.5 L12 21.5 L14.5 9.5 L17.5 3.5 M9.5 9.5 L12 3.5 L14.5 9.5",
      stroke: "on", "stroke-width": 1.2, "stroke-linejoin": "round", fill: "none",
    }],
  ],
  // One leaf with its midrib and veins.
  spices: [
    ["path", { d: "M5 19 C3.5 10 9 3.5 21 3 C20.5 15 14 20.5 5 19 Z", fill: "main" }],
    ["path", { d: "M2.5 21.5 L5.5 18.5", stroke: "main", "stroke-width": 2.2, "stroke-linecap": "round" }],
    ["path", {
      d: "M5 19 L16.5 7.5 M9 15 L8.5 10.5 M9 15 L13.5 15.5 M12.5 11.5 L12.5 7 M12.5 11.5 L17 11.5",
      stroke: "on", "stroke-width": 1.3, "stroke-linecap": "round", fill: "none",
    }],
  ],
  // A paw print: pad and four toes.
  animals: [
    ["path", { d: "M12 11.5 C15.5 11.5 18.5 15.5 18.5 18.2 C18.5 21 15.5 21.3 12 20.2 C8.5 21.3 5.5 21 5.5 18.2 C5.5 15.5 8.5 11.5 12 11.5 Z", fill: "main" }],
    ["ellipse", { cx: 4.2, cy: 10.5, rx: 2.2, ry: 2.8, transform: "rotate(-25 4.2 10.5)", fill: "main" }],
    ["ellipse", { cx: 8.8, cy: 5.3, rx: 2.4, ry: 3.1, transform: "rotate(-8 8.8 5.3)", fill: "main" }],
    ["ellipse", { cx: 15.2, cy: 5.3, rx: 2.4, ry: 3.1, transform: "rotate(8 15.2 5.3)", fill: "main" }],
    ["ellipse", { cx: 19.8, cy: 10.5, rx: 2.2, ry: 2.8, transform: "rotate(25 19.8 10.5)", fill: "main" }],
  ],
  // A sword, point up and to the right.
  weapons: [
    ["g", { transform: "rotate(45 12 12) translate(12 12) scale(1.15) translate(-12 -12)" }, [
      ["path", { d: "M12 0.5 L14.3 3.5 V14.5 H9.7 V3.5 Z", fill: "main" }],
      ["path", { d: "M12 4 V13.5", stroke: "on", "stroke-width": 1, "stroke-linecap": "round" }],
      ["rect", { x: 5.8, y: 14.5, width: 12.4, height: 2.6, rx: 1.2, fill: "main" }],
      ["rect", { x: 10.7, y: 17, width: 2.6, height: 4, fill: "main" }],
      ["circle", { cx: 12, cy: 21.8, r: 2, fill: "main" }],
    ]],
  ],
};

// --- Experts: a round token in their Good's colour, carrying its symbol ------
// The disc makes an Expert never look like a Good; the symbol inside says which.

function expertDrawing(good) {
  return [
    ["circle", { cx: 12, cy: 12, r: 11.5, fill: "main" }],
    ["circle", { cx: 12, cy: 12, r: 10.3, fill: "none", stroke: "on", "stroke-width": 0.8 }],
    ["g", { transform: "translate(12 12) scale(0.68) translate(-12 -12)", swap: true }, GOOD_DRAWINGS[good]],
  ];
}


// --- The kinds within a Good type ----------------------------------------------

const WEAPON_DRAWINGS = {
  // A thrown boomerang: two arms at a wide angle.
  boomerang: [
    ["path", {
      d: "M1.8 16.5 Q6.5 6 12 4.5 Q17.5 6 22.2 16.5 Q23 19.3 20.4 18.6 Q16.5 11.3 12 10 Q7.5 11.3 3.6 18.6 Q1 19.3 1.8 16.5 Z",
      fill: "main", transform: "rotate(-20 12 12)",
    }],
  ],
  // The mambele: a hooked throwing knife with a side spur on a short grip.
  mambele: [
    ["path", { d: "M7.5 15 Q7.5 6.5 13.5 3 Q18 1 20.5 5 Q17.5 3.8 14.8 5.8 Q11 9 10.6 15 Z", fill: "main" }],
    ["path", { d: "M10 9.3 Q15.5 8.3 21.5 12.8 Q15.5 12.6 10.2 13.3 Z", fill: "main" }],
    ["path", { d: "M7.3 14.5 H10.9 L8.4 22 H4.8 Z", fill: "main" }],
    ["path", { d: "M6.2 17.8 H9.5 M5.5 20 H8.8", stroke: "on", "stroke-width": 0.9 }],
  ],
  // A throwing star: four straight-edged blades around a hole.
  shuriken: [
    ["path", { d: star(12, 12, 4, 11.5, 3.6, 45) + " M14.2 12 A2.2 2.2 0 1 0 9.8 12 A2.2 2.2 0 1 0 14.2 12 Z", fill: "main", "fill-rule": "evenodd" }],
  ],
  // The katar: a broad triangular blade on an H-shaped grip.
  katar: [
    ["g", { transform: "rotate(-40 12 12) translate(12 12) scale(0.92) translate(-12 -12)" }, [
      ["path", { d: "M12 -0.5 L16.8 13.5 H7.2 Z", fill: "main" }],
      ["path", { d: "M12 2.5 V12.8", stroke: "on", "stroke-width": 1.1, "stroke-linecap": "round" }],
      ["rect", { x: 5.2, y: 13.2, width: 13.6, height: 2.6, rx: 1.1, fill: "main" }],
      ["path", { d: "M7.8 15.5 V23.5 M16.2 15.5 V23.5", stroke: "main", "stroke-width": 2.4, "stroke-linecap": "round" }],
      ["path", { d: "M7.8 19.6 H16.2", stroke: "main", "stroke-width": 2 }],
    ]],
  ],
};

const ANIMAL_DRAWINGS = {
  // A horse's head with a spiralled horn.
  unicorn: [
    ["path", { d: "M9.2 6.8 L14 4.5 L15.5 1.8 L16.8 5.6 Q21 9.5 20.5 15.5 L21 22.5 H11 Q11.5 18.5 10 16.8 Q7 16.8 4.5 16.2 Q2.3 15.5 3 13 Q4.5 9.8 9.2 6.8 Z", fill: "main" }],
    ["path", { d: "M8.2 7.4 L10.6 6.1 L5.5 0.8 Z", fill: "main" }],
    ["path", { d: "M7.7 5.3 L9.2 4.6 M6.6 3.8 L7.7 3.2", stroke: "on", "stroke-width": 0.8 }],
    ["circle", { cx: 10.8, cy: 10, r: 1.1, fill: "on" }],
    ["circle", { cx: 4.6, cy: 14.3, r: 0.7, fill: "on" }],
    ["path", { d: "M16.5 7.5 Q19 11 18 15.5 M18.6 16.5 Q19.4 19 18.8 21.5", stroke: "on", "stroke-width": 1.1, "stroke-linecap": "round", fill: "none" }],
  ],
  // A firebird: raised flame wings, a crest and a flame tail.
  phoenix: [
    ["path", { d: "M10.6 10 Q6 4 1.8 2.5 Q3.8 5.5 4.2 7.2 Q2.8 7.6 1.4 9.6 Q3.8 10.4 4.8 11 Q3.9 12.6 3.4 14.6 Q8 14.2 10.6 14 Z", fill: "main" }],
    mirrored([["path", { d: "M10.6 10 Q6 4 1.8 2.5 Q3.8 5.5 4.2 7.2 Q2.8 7.6 1.4 9.6 Q3.8 10.4 4.8 11 Q3.9 12.6 3.4 14.6 Q8 14.2 10.6 14 Z", fill: "main" }]]),
    ["ellipse", { cx: 12, cy: 12.5, rx: 2.9, ry: 4.6, fill: "main" }],
    ["circle", { cx: 12, cy: 6.6, r: 2.3, fill: "main" }],
    ["path", { d: "M11 4.8 Q10.5 2.8 12.3 1.2 Q12.4 3 13.6 4.3 Z", fill: "main" }],
    ["path", { d: "M9.7 15.5 Q7.8 19 9 22.8 Q10.3 20.3 11 19.6 Q11.4 21.6 12 23.2 Q12.6 21.6 13 19.6 Q13.7 20.3 15 22.8 Q16.2 19 14.3 15.5 Z", fill: "main" }],
    ["circle", { cx: 12, cy: 6.5, r: 0.75, fill: "on" }],
  ],
  // A giant spider: eight bent legs round a body.
  spider: [
    ["g", { stroke: "main", "stroke-width": 1.7, "stroke-linecap": "round", "stroke-linejoin": "round", fill: "none" }, [
      ["path", { d: "M10.5 9 L6 5 L4.5 1.5 M10.2 10 L3.8 8.5 L1.5 5.5 M10.2 11.2 L3.8 13.5 L1.5 17 M10.6 12.2 L6 17.5 L5 21.5" }],
      mirrored([["path", { d: "M10.5 9 L6 5 L4.5 1.5 M10.2 10 L3.8 8.5 L1.5 5.5 M10.2 11.2 L3.8 13.5 L1.5 17 M10.6 12.2 L6 17.5 L5 21.5" }]]),
    ]],
    ["circle", { cx: 12, cy: 9.3, r: 2.7, fill: "main" }],
    ["ellipse", { cx: 12, cy: 15.8, rx: 4.1, ry: 5, fill: "main" }],
    ["circle", { cx: 11, cy: 8.6, r: 0.7, fill: "on" }],
    ["circle", { cx: 13, cy: 8.6, r: 0.7, fill: "on" }],
  ],
  // A sea serpent: an S-shaped body, a head, a forked tongue.
  serpent: [
    ["path", {
      d: "M5 21.5 Q17.5 21.5 17.5 16.5 Q17.5 12.5 12 12.5 Q6.5 12.5 6.5 8.5 Q6.5 4.5 12.5 4.3",
      stroke: "main", "stroke-width": 3.6, "stroke-linecap": "round", fill: "none",
    }],
    ["ellipse", { cx: 15.6, cy: 4.6, rx: 3.6, ry: 2.6, fill: "main" }],
    ["circle", { cx: 16.2, cy: 3.8, r: 0.8, fill: "on" }],
    ["path", { d: "M19 5 L21.2 5.2 L22.6 4 M21.2 5.2 L22.4 6.7", stroke: "main", "stroke-width": 0.9, "stroke-linecap": "round", "stroke-linejoin": "round", fill: "none" }],
    ["path", { d: "M5 9.5 L3 10 L4.8 11.2 M16.5 15.5 L19.5 15 L18 17.2", stroke: "main", "stroke-width": 1, "stroke-linejoin": "round", fill: "none" }],
  ],
};

// One clove, upright, its head at the top.
const CLOVE = [
  ["path", { d: "M10.6 10 H13.4 L12.6 22 Q12 23.2 11.4 22 Z", fill: "main" }],
  ["path", { d: "M9.2 7 H14.8 L13.7 10.8 H10.3 Z M9.7 8.2 L6.8 3.8 L10.8 6.3 Z M14.3 8.2 L17.2 3.8 L13.2 6.3 Z", fill: "main" }],
  ["circle", { cx: 12, cy: 4.4, r: 2.9, fill: "main" }],
  ["path", { d: "M9.4 7.3 Q12 8.8 14.6 7.3", stroke: "on", "stroke-width": 0.9, fill: "none" }],
];

const SPICE_DRAWINGS = {
  // Star anise: eight boat-shaped pods, each with its seed.
  anise: [
    ...around(8, [["path", { d: "M12 12 Q8.9 6.6 12 1.2 Q15.1 6.6 12 12 Z", fill: "main" }],
                  ["ellipse", { cx: 12, cy: 6.4, rx: 0.9, ry: 1.7, fill: "on" }]]),
    ["circle", { cx: 12, cy: 12, r: 1.6, fill: "on" }],
  ],
  // A mint sprig: a stem with pairs of broad leaves.
  mint: [
    ["path", { d: "M12 22.5 V6", stroke: "main", "stroke-width": 1.6, "stroke-linecap": "round" }],
    leaf(12, 17, 9, 4.6, -62),
    leaf(12, 17, 9, 4.6, 62),
    leaf(12, 10.5, 7, 3.8, -52),
    leaf(12, 10.5, 7, 3.8, 52),
    leaf(12, 7, 6.5, 3.4, 0),
  ],
  // A chilli pepper: curved pod, cap and stem.
  pepper: [
    ["path", { d: "M5.6 7 C10 5.3 12.7 8 14.2 11.3 C15.8 14.8 18.2 18.6 22 21.2 C15.2 22 9.2 18.6 6.6 14 C5.3 11.7 4.8 9 5.6 7 Z", fill: "main" }],
    ["path", { d: "M5.2 9.3 Q7.8 10.5 9.8 8.2", stroke: "on", "stroke-width": 1.1, "stroke-linecap": "round", fill: "none" }],
    ["path", { d: "M7 6.6 Q6.6 3.5 9.8 1.8", stroke: "main", "stroke-width": 1.8, "stroke-linecap": "round", fill: "none" }],
    ["path", { d: "M9.5 14.5 Q12.5 18 17 19.8", stroke: "on", "stroke-width": 1, "stroke-linecap": "round", fill: "none" }],
  ],
  // Juniper: three berries under a spray of needles.
  juniper: [
    ["path", {
      d: "M11 11 L19.5 2 M13.5 8.4 L12.2 4 M13.5 8.4 L18 9.5 M16.2 5.5 L15.5 1.5 M16.2 5.5 L21 6.5",
      stroke: "main", "stroke-width": 1.5, "stroke-linecap": "round",
    }],
    ["circle", { cx: 7, cy: 17, r: 4.3, fill: "main" }],
    ["circle", { cx: 16, cy: 17.5, r: 4.3, fill: "main" }],
    ["circle", { cx: 9.5, cy: 9.8, r: 3.9, fill: "main" }],
    ["circle", { cx: 5.6, cy: 15.6, r: 1, fill: "on" }],
    ["circle", { cx: 14.6, cy: 16.1, r: 1, fill: "on" }],
    ["circle", { cx: 8.2, cy: 8.5, r: 0.9, fill: "on" }],
  ],
  // A lotus flower: five pointed petals rising from the water.
  lotus: [
    ...[[-72, 7.5], [72, 7.5], [-36, 10.5], [36, 10.5], [0, 14]].map(([a, len]) =>
      leaf(12, 18, len, a ? 3.6 : 4.4, a, { stroke: "on", "stroke-width": 1, "stroke-linejoin": "round" })),
    ["path", { d: "M2.5 19.5 Q12 24 21.5 19.5", stroke: "main", "stroke-width": 1.8, "stroke-linecap": "round", fill: "none" }],
  ],
  // Cloves: two dried buds, each a ball in a pointed cup on a long stalk (clavus, a nail).
  cloves: [
    ["g", { transform: "translate(-4 0.5) rotate(-18 12 12)" }, CLOVE],
    ["g", { transform: "translate(4 -0.5) rotate(20 12 12)" }, CLOVE],
  ],
};

// A Gem card face down: the card's back, its gem unseen.
const GEM_HIDDEN = [
  ["rect", { x: 4.5, y: 1.5, width: 15, height: 21, rx: 2.5, fill: "main" }],
  ["rect", { x: 6.5, y: 3.5, width: 11, height: 17, rx: 1.2, fill: "none", stroke: "on", "stroke-width": 0.9, "stroke-dasharray": "2 1.5" }],
  ["path", { d: "M9.5 8.5 H14.5 L16.8 11.3 L12 16.8 L7.2 11.3 Z", fill: "none", stroke: "on", "stroke-width": 1.4, "stroke-linejoin": "round" }],
];

/** Every game thing's icon: name -> {good: the Good type whose colour it takes, draw}. */
export const GAME_ICONS = new Map([
  ...Object.entries(GOOD_DRAWINGS).map(([name, draw]) => [name, { good: name, draw }]),
  // Each Expert in the colour of the pile he fills (R4: the rules core's EXPERT_PILE).
  ...Object.entries(EXPERT_PILE).map(([name, good]) => [name, { good, draw: expertDrawing(good) }]),
  ...Object.entries(WEAPON_DRAWINGS).map(([name, draw]) => [name, { good: "weapons", draw }]),
  ...Object.entries(ANIMAL_DRAWINGS).map(([name, draw]) => [name, { good: "animals", draw }]),
  ...Object.entries(SPICE_DRAWINGS).map(([name, draw]) => [name, { good: "spices", draw }]),
  ["gem-hidden", { good: "gems", draw: GEM_HIDDEN }],
]);
