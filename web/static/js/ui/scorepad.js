// The score pad: a table's piles entered by tapping symbols, scored by the
// rules core's own `score` (golden_sails.scoring, through the worker), with
// every reason it gives.  The table is the JSON of shared/spec/score-json.md;
// the page never scores anything itself.

import { h, sym } from "./dom.js";
import { GOODS, animalSymbol, cap, signed } from "./words.js";
import { tableHash, sceneHash } from "./links.js";
import { EXAMPLES } from "./scorepad-examples.js";

const SPICES = ["anise", "mint", "pepper", "juniper", "lotus", "cloves"];
const ANIMALS = ["unicorn", "phoenix", "spider", "serpent"];
const WEAPONS = ["boomerang", "mambele", "shuriken", "katar"];
const GOOD_PILES = ["gems", "spices", "animals", "weapons"];
const REFERENCES = ["I", "II", "III", "IV", "V"];
const DEFAULT_NAMES = ["Andy", "Bob", "Cathy", "Dora"];
const POWERS = [
  ["per_spell", "2 VP for each Spell"],
  ["per_good", "VP for each Good of one type"],
  ["per_animal", "VP for each Animal of one kind"],
  ["spice_pair", "4 VP for each pair of two Spices"],
  ["five_types", "VP for each set of the five Good types"],
  ["three_animals", "4 VP for each set of 3 different Animals"],
  ["gem_shift", "+1/-1 to any of your Gems"],
  ["weapon_boost", "+2/+2 to one kind of Weapon"],
  ["protection", "Protection from one kind of Weapon"],
  ["universal", "Universal Good"],
];
const POWER_WORDS = Object.fromEntries(POWERS);
const CATEGORIES = ["spells", "gems", "spices", "animals", "weapons"];

function emptyPlayer(i) {
  return { name: DEFAULT_NAMES[i], spices: [], gems: [], animals: [], weapons: [], spells: [] };
}

export function emptyTable(players = 2) {
  return {
    animal_reference: "IV",
    first_player: 0,
    players: Array.from({ length: players }, (_, i) => emptyPlayer(i)),
  };
}

/** A table the engine accepted, as the editor keeps it (every pile present). */
function editable(table) {
  return {
    animal_reference: table.animal_reference,
    first_player: table.first_player || 0,
    players: table.players.map((p, i) => ({
      ...emptyPlayer(i),
      ...p,
      name: p.name,
    })),
  };
}

/** The table as sent and linked: empty piles left out (compact). */
export function compact(table) {
  return {
    animal_reference: table.animal_reference,
    first_player: table.first_player,
    players: table.players.map((p) => {
      const out = { name: p.name };
      for (const pile of ["spices", "gems", "animals", "weapons", "spells"]) if (p[pile].length) out[pile] = p[pile];
      return out;
    }),
  };
}

function weaponWords(w) {
  return `${cap(w.kind)} ${w.left}-${w.right}`;
}

function spellWords(s) {
  switch (s.power) {
    case "per_good":
      return `VP for each of your ${cap(s.good)}`;
    case "per_animal":
      return `VP for each ${cap(s.animal)}`;
    case "spice_pair":
      return `4 VP for each pair of ${cap(s.spices[0])} & ${cap(s.spices[1])}`;
    case "weapon_boost":
      return `+2/+2 to ${cap(s.weapon)}s`;
    case "universal":
      return `Universal Good (${cap(s.card.spice)} / Gem ${s.card.gem} / ${cap(s.card.animal)} / ${weaponWords(s.card.weapon)})`;
    default:
      return POWER_WORDS[s.power] || s.power;
  }
}

/** A card of a pile in symbol and words. */
function cardLabel(pile, card) {
  switch (pile) {
    case "spices":
      return [GOODS.spices.symbol, `Spice: ${cap(card)}`];
    case "gems":
      return [GOODS.gems.symbol, `Gem ${card}`];
    case "animals":
      return [animalSymbol(card), `Animal: ${cap(card)}`];
    case "weapons":
      return [GOODS.weapons.symbol, `Weapon: ${weaponWords(card)}`];
    default:
      return [GOODS.spells.symbol, `Spell: ${spellWords(card)}`];
  }
}

let uid = 0;

function pick(labelText, options, value, attrs = {}) {
  const id = `pad-${++uid}`;
  const select = h("select", { id, ...attrs }, options.map(([v, text]) =>
    h("option", { value: v, selected: v === value ? true : null }, text)));
  return { select, el: h("label", { class: "pad-pick", for: id }, labelText, " ", select) };
}

const opts = (list, words = cap) => list.map((v) => [String(v), words(v)]);

/**
 * renderScorePad({engine, table?, errors?, embed?, home?, onTable?}) -> nodes.
 * `table` is one the engine accepted (or none: an empty two-player table);
 * `errors` names what was wrong with a link's table ([data-score-error]).
 * The pad scores at once when it opens on a table.
 */
export function renderScorePad(options) {
  const { engine } = options;
  let table = options.table ? editable(options.table) : emptyTable(2);
  let scoring = 0; // a counter: only the latest answer is drawn

  const errorBox = h("div", { class: "form-error", role: "alert", "data-score-error-box": "" });
  const sheetBox = h("section", { class: "pad-sheet", "aria-live": "polite", "data-score-sheet": "" });
  const seatsBox = h("div", { class: "pad-seats" });
  const shareLink = h("a", { class: "pad-share", "data-table-link": "", href: "#/score" }, "Link to this table");

  function showErrors(list) {
    errorBox.replaceChildren(...list.map((text) => h("p", { "data-score-error": "" }, text)));
  }

  function changed() {
    sheetBox.replaceChildren(h("p", { class: "small" }, "Tap Score to score the table."));
    sheetBox.removeAttribute("data-scored");
    shareLink.href = tableHash(compact(table));
  }

  // --- The table's settings -----------------------------------------------------
  const count = pick("Players", [["2", "2"], ["3", "3"], ["4", "4"]], String(table.players.length), { name: "pad-players" });
  const reference = pick("Animal reference", opts(REFERENCES, (r) => r), table.animal_reference, { name: "pad-reference" });
  const first = pick("First to decide", [], "", { name: "pad-first" });

  function drawFirst() {
    first.select.replaceChildren(...table.players.map((p, i) =>
      h("option", { value: String(i), selected: i === table.first_player ? true : null }, `${i + 1}: ${p.name}`)));
  }

  count.select.addEventListener("change", () => {
    const n = Number(count.select.value);
    while (table.players.length < n) table.players.push(emptyPlayer(table.players.length));
    table.players.length = n;
    if (table.first_player >= n) table.first_player = 0;
    drawSeats();
    changed();
  });
  reference.select.addEventListener("change", () => {
    table.animal_reference = reference.select.value;
    changed();
  });
  first.select.addEventListener("change", () => {
    table.first_player = Number(first.select.value);
    changed();
  });

  // --- One seat: its name, piles and the buttons that add to them ---------------
  function seat(i) {
    const player = table.players[i];
    const piles = h("ul", { class: "pad-piles", "data-pad-piles": "" });
    const drawPiles = () => {
      const items = [];
      for (const pile of ["spells", ...GOOD_PILES]) {
        player[pile].forEach((card, k) => {
          const [symbol, words] = cardLabel(pile, card);
          const remove = h("button", {
            type: "button", class: "quiet small-btn", "data-remove": `${pile}:${k}`,
            "aria-label": `Remove ${words}`,
          }, "✕");
          remove.addEventListener("click", () => {
            player[pile].splice(k, 1);
            drawPiles();
            changed();
          });
          items.push(h("li", { "data-card": pile }, sym(symbol), ` ${words} `, remove));
        });
      }
      piles.replaceChildren(...(items.length ? items : [h("li", { class: "small" }, "No cards yet.")]));
    };
    const add = (pile, card) => {
      player[pile].push(card);
      drawPiles();
      changed();
    };

    const name = h("input", { type: "text", maxlength: "40", value: player.name, "data-pad-name": "", "aria-label": `Player ${i + 1}'s name`, autocomplete: "off" });
    name.addEventListener("input", () => {
      player.name = name.value.trim();
      drawFirst();
      changed();
    });

    const tapRow = (pile, values, label) => h("div", { class: "pad-taps" },
      h("span", { class: "pad-taps-h" }, sym(GOODS[pile].symbol), ` ${GOODS[pile].many}:`),
      values.map((v) => h("button", {
        type: "button", class: "small-btn", [`data-add-${pile.slice(0, -1)}`]: String(v),
        onclick: () => add(pile, v),
      }, label(v))));

    const spiceRow = tapRow("spices", SPICES, (v) => cap(v));
    const gemRow = tapRow("gems", [1, 2, 3, 4, 5, 6, 7, 8], (v) => String(v));
    const animalRow = h("div", { class: "pad-taps" },
      h("span", { class: "pad-taps-h" }, sym(GOODS.animals.symbol), " Animals:"),
      ANIMALS.map((v) => h("button", {
        type: "button", class: "small-btn", "data-add-animal": v, onclick: () => add("animals", v),
      }, sym(animalSymbol(v)), ` ${cap(v)}`)));

    const values = [["0", "0"], ["1", "1"], ["2", "2"]];
    const wKind = pick("Kind", opts(WEAPONS), "mambele", { "data-weapon-kind": "" });
    const wLeft = pick("Left", values, "1", { "data-weapon-left": "" });
    const wRight = pick("Right", values, "1", { "data-weapon-right": "" });
    const weaponRow = h("div", { class: "pad-taps" },
      h("span", { class: "pad-taps-h" }, sym(GOODS.weapons.symbol), " Weapon:"),
      wKind.el, wLeft.el, wRight.el,
      h("button", {
        type: "button", class: "small-btn", "data-add-weapon": "",
        onclick: () => add("weapons", { kind: wKind.select.value, left: Number(wLeft.select.value), right: Number(wRight.select.value) }),
      }, "Add"));

    const power = pick("Power", POWERS, "per_spell", { "data-spell-power": "" });
    const good = pick("Good", opts(["gems", "spices", "animals", "weapons"]), "gems", { "data-spell-good": "" });
    const animal = pick("Animal", opts(ANIMALS), "unicorn", { "data-spell-animal": "" });
    const spiceA = pick("Spice", opts(SPICES), "mint", { "data-spell-spice-a": "" });
    const spiceB = pick("and", opts(SPICES), "cloves", { "data-spell-spice-b": "" });
    const weapon = pick("Weapon", opts(WEAPONS), "shuriken", { "data-spell-weapon": "" });
    const uSpice = pick("Spice", opts(SPICES), "lotus", { "data-universal-spice": "" });
    const uGem = pick("Gem", opts([1, 2, 3, 4, 5, 6, 7, 8], String), "5", { "data-universal-gem": "" });
    const uAnimal = pick("Animal", opts(ANIMALS), "serpent", { "data-universal-animal": "" });
    const uWeapon = pick("Weapon", opts(WEAPONS), "katar", { "data-universal-weapon": "" });
    const uLeft = pick("Left", values, "1", { "data-universal-left": "" });
    const uRight = pick("Right", values, "1", { "data-universal-right": "" });
    const extras = {
      per_good: [good], per_animal: [animal], spice_pair: [spiceA, spiceB], weapon_boost: [weapon],
      universal: [uSpice, uGem, uAnimal, uWeapon, uLeft, uRight],
    };
    const allExtras = [good, animal, spiceA, spiceB, weapon, uSpice, uGem, uAnimal, uWeapon, uLeft, uRight];
    const showExtras = () => {
      const wanted = extras[power.select.value] || [];
      for (const p of allExtras) p.el.hidden = !wanted.includes(p);
    };
    power.select.addEventListener("change", showExtras);
    showExtras();
    const spellOf = () => {
      const p = power.select.value;
      switch (p) {
        case "per_good": return { power: p, good: good.select.value };
        case "per_animal": return { power: p, animal: animal.select.value };
        case "spice_pair": return { power: p, spices: [spiceA.select.value, spiceB.select.value] };
        case "weapon_boost": return { power: p, weapon: weapon.select.value };
        case "universal": return {
          power: p,
          card: {
            spice: uSpice.select.value, gem: Number(uGem.select.value), animal: uAnimal.select.value,
            weapon: { kind: uWeapon.select.value, left: Number(uLeft.select.value), right: Number(uRight.select.value) },
          },
        };
        default: return { power: p };
      }
    };
    const spellRow = h("div", { class: "pad-taps" },
      h("span", { class: "pad-taps-h" }, sym(GOODS.spells.symbol), " Spell:"),
      power.el, ...allExtras.map((p) => p.el),
      h("button", { type: "button", class: "small-btn", "data-add-spell": "", onclick: () => add("spells", spellOf()) }, "Add"));

    drawPiles();
    return h("section", { class: "pad-seat", "data-pad-seat": String(i) },
      h("h2", null, `Player ${i + 1}`, i === 0 ? " (seats go clockwise)" : ""),
      name, piles, spiceRow, gemRow, animalRow, weaponRow, spellRow);
  }

  function drawSeats() {
    seatsBox.replaceChildren(...table.players.map((_, i) => seat(i)));
    drawFirst();
  }

  // --- Scoring: the engine's sheet, drawn -------------------------------------
  async function score() {
    const mine = ++scoring;
    const text = JSON.stringify(compact(table));
    showErrors([]);
    let answer;
    try {
      answer = await engine.call("score", text);
    } catch (err) {
      if (mine !== scoring) return;
      showErrors([(err && err.message) || String(err)]);
      sheetBox.replaceChildren();
      sheetBox.removeAttribute("data-scored");
      return;
    }
    if (mine !== scoring) return;
    drawSheet(answer.sheet);
    if (options.onTable) options.onTable(compact(table));
  }

  function drawSheet(sheet) {
    const winners = new Set(sheet.winners);
    const head = h("tr", null, h("th", { scope: "col" }, "Player"),
      CATEGORIES.map((c) => h("th", { scope: "col" }, sym(GOODS[c].symbol), h("span", { class: "cat-word" }, ` ${GOODS[c].many}`))),
      h("th", { scope: "col" }, "Total"));
    const rows = sheet.players.map((r, i) => h("tr", {
      "data-score-seat": String(i), "data-total": String(r.total), "data-winner": String(winners.has(r.name)),
    },
    h("th", { scope: "row" }, r.name, winners.has(r.name) ? h("span", { class: "badge win" }, "Winner") : null),
    CATEGORIES.map((c) => h("td", { "data-cat": c, "data-vp": String(r[c]) }, c === "weapons" ? signed(r[c]) : String(r[c]))),
    h("td", { "data-cat": "total", "data-vp": String(r.total) }, String(r.total))));
    const reasons = sheet.players.map((r, i) => h("details", { class: "pad-why", "data-why-seat": String(i), open: true },
      h("summary", null, r.choices.summary),
      h("ul", null, reasonLines(r).map((line) => h("li", null, line)))));
    sheetBox.replaceChildren(
      h("h2", null, "Score"),
      h("div", { class: "pad-table-wrap" }, h("table", { class: "pad-table" }, h("thead", null, head), h("tbody", null, rows))),
      h("p", { "data-winners": "" }, sheet.winners.length > 1 ? `Tied winners: ${sheet.winners.join(", ")}` : `Winner: ${sheet.winners[0]}`),
      ...reasons,
    );
    sheetBox.dataset.scored = "true";
  }

  const start = h("button", { type: "button", class: "primary big", "data-score": "" }, sym("🧮"), "Score");
  start.addEventListener("click", score);

  const examples = h("details", { class: "pad-examples" },
    h("summary", null, "The rulebook's examples"),
    h("ul", null, Object.entries(EXAMPLES).map(([key, ex]) => h("li", null,
      h("a", { href: tableHash(ex.table), "data-example": key }, ex.title), ` — ${ex.text}`)),
      h("li", null, h("a", { href: sceneHash("experts", 1), "data-open-scene": "experts" }, "A round of Experts"),
        " — the 3-player example of play (Assign the Experts, Take the Goods), step by step on the table.")));

  drawSeats();
  changed();
  showErrors(options.errors || []);
  if (options.table && !(options.errors || []).length) score();

  return [
    h("h1", { id: "screen-h", tabindex: "-1" }, "Score pad"),
    h("p", { class: "small" }, "Enter each player's piles by tapping; Score makes every final choice by the rules and explains it."),
    errorBox,
    h("div", { class: "pad-settings row" }, count.el, reference.el, first.el),
    seatsBox,
    h("div", { class: "row" }, start, shareLink,
      options.home ? h("button", { type: "button", class: "quiet", onclick: options.home }, "Back") : null),
    sheetBox,
    options.embed ? null : examples,
  ];
}

/** The reasons of a player's row: the decisions, then how each category scored. */
function reasonLines(row) {
  const c = row.choices;
  const lines = [...(c.why || [])];
  const s = c.scoring || {};
  if (s.spells) for (const card of s.spells.cards || []) lines.push(`Spell "${card.description}": ${card.why}`);
  if (s.gems && s.gems.runs) lines.push(`Gems: runs ${s.gems.runs.map((r) => r.join("-")).join(", ") || "none"}: ${s.gems.vp} VP`);
  if (s.spices) lines.push(`Spices: ${s.spices.kinds.length} different kind${s.spices.kinds.length === 1 ? "" : "s"}${s.spices.kinds.length ? ` (${s.spices.kinds.join(", ")})` : ""}: ${s.spices.vp} VP`);
  if (s.animals) {
    const sets = (s.animals.sets || []).map((set) => `${set.set} (${set.animals.join(", ")}) ${set.vp} VP`);
    lines.push(`Animals, reference ${s.animals.reference}: ${sets.join("; ") || "no set"}: ${s.animals.vp} VP`);
  }
  if (s.weapons) for (const line of s.weapons.why || []) lines.push(line);
  return lines;
}
