// parts/icons.js and parts/drawings.js: a symbol for every thing of the game, in its Good's colour.

import { test } from "node:test";
import assert from "node:assert/strict";
import { pageModule } from "./support.mjs";

const { ICON_NAMES } = await pageModule("parts/icons.js");
const { GAME_ICONS } = await pageModule("parts/drawings.js");
const core = await pageModule("engine/core.js");

test("every Good type and every Expert of the rules core has its icon, once", () => {
  for (const name of [...core.PILES, ...core.EXPERTS]) assert.ok(ICON_NAMES.includes(name), name);
  assert.equal(new Set(ICON_NAMES).size, ICON_NAMES.length);
  assert.deepEqual(ICON_NAMES.slice(0, GAME_ICONS.size), [...GAME_ICONS.keys()]); // the game's first
});

test("a Good's icon and its Expert's share the Good's colour; an Expert is its Good's drawing in a disc", () => {
  for (const pile of core.PILES) assert.equal(GAME_ICONS.get(pile).good, pile);
  for (const [expert, pile] of Object.entries(core.EXPERT_PILE)) {
    const { good, draw } = GAME_ICONS.get(expert);
    assert.equal(good, pile);
    const inner = draw.find(([, attrs]) => attrs.swap);
    assert.equal(inner[2], GAME_ICONS.get(pile).draw, `${expert} carries the ${pile} drawing`);
  }
  for (const [name, { good }] of GAME_ICONS) assert.ok(core.PILES.includes(good), name);
});

test("every drawing is made of SVG shapes with their attributes, paint named or given", () => {
  const TAGS = new Set(["path", "circle", "ellipse", "rect", "g", "line", "polygon", "polyline"]);
  const walk = (shapes, name) => {
    for (const [tag, attrs, children] of shapes) {
      assert.ok(TAGS.has(tag), `${name}: <${tag}>`);
      assert.equal(typeof attrs, "object", name);
      for (const key of ["fill", "stroke"]) {
        if (key in attrs) assert.match(String(attrs[key]), /^(main|on|ink|none|#[0-9A-Fa-f]{3,6})$/, `${name}: ${key}`);
      }
      if (children) walk(children, name);
    }
  };
  for (const [name, { draw }] of GAME_ICONS) walk(draw, name);
});
