// One seat of the score pad: the player's name, his piles, and the controls that add cards.
//
// Kinds, classes, values and Spell powers are the rules core's (words/vocab.js);
// each card's words come from the engine (`card_words`), so no card is
// described here.

import { icon } from "../../parts/icons.js";
import { h, sym } from "../../parts/dom.js";
import { PILES, pileSymbol, animalSymbol } from "../../words/words.js";
import { goodMany, kindName, vocabulary } from "../../words/vocab.js";
import { t } from "../../words/ui.js";

let uid = 0;

/** A labelled <select>: {select, el}. */
export function pick(labelText, options, value, attrs = {}) {
  const id = `pad-${++uid}`;
  const select = h("select", { id, ...attrs }, options.map(([v, text]) =>
    h("option", { value: String(v), selected: String(v) === String(value) ? true : null }, text)));
  return { select, el: h("label", { class: "pad-pick", for: id }, labelText, " ", select) };
}

function kindOptions(group) {
  return Object.entries(vocabulary()[group]);
}

function numberOptions(list) {
  return list.map((v) => [String(v), String(v)]);
}

/** A row of buttons, each adding at once: [value, children, attrs] -> <button>s. */
function addButtons(items, onAdd) {
  return items.map(([value, children, attrs]) => h("button", {
    type: "button", class: "small-btn pad-add", ...attrs, onclick: () => onAdd(value),
  }, children));
}

/**
 * The Spells, one or two taps a card: a button a power.  A power with nothing to
 * choose adds its Spell at once; one that names a Good type, an Animal, a Weapon
 * kind or two Spices shows those as buttons, and a tap on one adds the Spell.
 * The Universal Good names a whole card (its Spice, Gem, Animal and Weapon), so
 * its choices stay lists, added with Add.  `add(spell)` keeps the card.
 */
function spellControls(add) {
  const words = vocabulary();
  const values = numberOptions(words.weapon_values);
  const spices = Object.keys(words.spices);
  const uSpice = pick(t("pad.spice"), kindOptions("spices"), "lotus", { "data-universal-spice": "" });
  const uGem = pick(t("pad.gem"), numberOptions(words.gem_classes), "5", { "data-universal-gem": "" });
  const uAnimal = pick(t("pad.animal"), kindOptions("animals"), "serpent", { "data-universal-animal": "" });
  const uWeapon = pick(t("pad.weapon"), kindOptions("weapons"), "katar", { "data-universal-weapon": "" });
  const uLeft = pick(t("pad.left"), values, "1", { "data-universal-left": "" });
  const uRight = pick(t("pad.right"), values, "1", { "data-universal-right": "" });
  // Each need's choices (golden_sails.game.words.SPELL_POWER_WORDS names the needs).
  const choices = {
    good: (power) => addButtons(words.per_good_piles.map((pile) =>
      [pile, [sym(pileSymbol(pile)), ` ${goodMany(pile)}`], { "data-spell-good": pile }]),
    (good) => add({ power, good })),
    animal: (power) => addButtons(Object.keys(words.animals).map((kind) =>
      [kind, [sym(animalSymbol(kind)), ` ${kindName("animals", kind)}`], { "data-spell-animal": kind }]),
    (animal) => add({ power, animal })),
    weapon: (power) => addButtons(Object.keys(words.weapons).map((kind) =>
      [kind, [sym(kind), ` ${kindName("weapons", kind)}`], { "data-spell-weapon": kind }]),
    (weapon) => add({ power, weapon })),
    // The fifteen pairs of two kinds, each one button.
    spices: (power) => addButtons(spices.flatMap((a, i) => spices.slice(i + 1).map((b) =>
      [[a, b], t("pad.spice-pair", { a: kindName("spices", a), b: kindName("spices", b) }),
        { "data-spell-spice-a": a, "data-spell-spice-b": b }])),
    (pair) => add({ power, spices: pair })),
    card: (power) => [uSpice.el, uGem.el, uAnimal.el, uWeapon.el, uLeft.el, uRight.el,
      h("button", {
        type: "button", class: "small-btn", "data-add-spell": power,
        onclick: () => add({
          power,
          card: {
            spice: uSpice.select.value, gem: Number(uGem.select.value), animal: uAnimal.select.value,
            weapon: { kind: uWeapon.select.value, left: Number(uLeft.select.value), right: Number(uRight.select.value) },
          },
        }),
      }, t("pad.add"))],
  };
  const more = h("div", { class: "pad-choices", hidden: true });
  const buttons = words.spell_powers.map((p) => {
    const needs = p.needs;
    const button = h("button", {
      type: "button", class: needs ? "small-btn pad-power pad-more" : "small-btn pad-power pad-add",
      "data-spell-power": p.power, "aria-expanded": needs ? "false" : null,
    }, p.label);
    button.addEventListener("click", () => {
      if (!needs) {
        add({ power: p.power });
        return;
      }
      const open = button.getAttribute("aria-expanded") === "true";
      for (const other of buttons) if (other.hasAttribute("aria-expanded")) other.setAttribute("aria-expanded", "false");
      more.replaceChildren();
      more.hidden = open;
      if (open) return;
      button.setAttribute("aria-expanded", "true");
      more.setAttribute("aria-label", p.label);
      more.replaceChildren(...choices[needs](p.power));
    });
    return button;
  });
  more.setAttribute("role", "group");
  return [h("div", { class: "pad-powers" }, buttons), more];
}

/**
 * renderSeat(player, i, {engine, changed, renamed}) -> the seat's <section>.
 * `player` ({name, spices, gems, animals, weapons, spells}) is edited in place;
 * `changed()` is called after each edit, `renamed()` after a name change.
 */
export function renderSeat(player, i, { engine, changed, renamed }) {
  const words = vocabulary();
  const piles = h("ul", { class: "pad-piles", "data-pad-piles": "" });
  let drawing = 0; // only the latest words are drawn

  async function drawPiles() {
    const mine = ++drawing;
    const cards = [];
    for (const pile of PILES) player[pile].forEach((card, k) => cards.push({ pile, card, k }));
    if (!cards.length) {
      piles.replaceChildren(h("li", { class: "small" }, t("pad.no-cards")));
      return;
    }
    let said;
    try {
      said = (await engine.call("card_words", cards.map(({ pile, card }) => ({ pile, card })))).words;
    } catch (err) {
      said = cards.map(() => `(${(err && err.message) || err})`);
    }
    if (mine !== drawing) return;
    piles.replaceChildren(...cards.map(({ pile, card, k }, n) => {
      const symbol = pile === "animals" ? animalSymbol(card) : pileSymbol(pile);
      const remove = h("button", {
        type: "button", class: "quiet small-btn", "data-remove": `${pile}:${k}`, "aria-label": t("pad.remove", { card: said[n] }),
      }, icon("close"));
      remove.addEventListener("click", () => {
        player[pile].splice(k, 1);
        drawPiles();
        changed();
      });
      return h("li", { "data-card": pile }, sym(symbol), ` ${said[n]} `, remove);
    }));
  }

  const add = (pile, card) => {
    player[pile].push(card);
    drawPiles();
    changed();
  };

  const name = h("input", { type: "text", maxlength: "40", value: player.name, "data-pad-name": "", "aria-label": t("pad.name-of", { n: i + 1 }), autocomplete: "off" });
  name.addEventListener("input", () => {
    player.name = name.value.trim();
    renamed();
    changed();
  });

  const tapRow = (pile, attr, values, label, symbolOf = () => pileSymbol(pile)) => h("div", { class: "pad-taps" },
    h("span", { class: "pad-taps-h" }, sym(pileSymbol(pile)), ` ${goodMany(pile)}:`),
    values.map((v) => h("button", {
      type: "button", class: "small-btn", [attr]: String(v), onclick: () => add(pile, v),
    }, pile === "animals" ? [sym(symbolOf(v)), ` ${label(v)}`] : label(v))));

  const spiceRow = tapRow("spices", "data-add-spice", Object.keys(words.spices), (v) => kindName("spices", v));
  const gemRow = tapRow("gems", "data-add-gem", words.gem_classes, (v) => String(v));
  const animalRow = tapRow("animals", "data-add-animal", Object.keys(words.animals), (v) => kindName("animals", v), animalSymbol);

  // Weapons in two taps, one when the kind stays: the kind, then its values
  // (left-right), each pair a button that adds the card.
  let weaponKind = Object.keys(words.weapons)[0];
  const kinds = Object.keys(words.weapons).map((kind) => h("button", {
    type: "button", class: "small-btn pad-kind", "data-weapon-kind": kind,
    "aria-pressed": String(kind === weaponKind),
  }, sym(kind), ` ${kindName("weapons", kind)}`));
  const valueButtons = [];
  const sayValues = () => {
    for (const b of kinds) b.setAttribute("aria-pressed", String(b.dataset.weaponKind === weaponKind));
    for (const b of valueButtons) {
      b.setAttribute("aria-label", t("pad.add-weapon", {
        kind: kindName("weapons", weaponKind), left: b.dataset.weaponLeft, right: b.dataset.weaponRight,
      }));
    }
  };
  for (const b of kinds) b.addEventListener("click", () => { weaponKind = b.dataset.weaponKind; sayValues(); });
  for (const left of words.weapon_values) {
    for (const right of words.weapon_values) {
      valueButtons.push(h("button", {
        type: "button", class: "small-btn pad-add", "data-add-weapon": `${left}-${right}`,
        "data-weapon-left": String(left), "data-weapon-right": String(right),
        onclick: () => add("weapons", { kind: weaponKind, left, right }),
      }, `${left}-${right}`));
    }
  }
  sayValues();
  const weaponRow = h("div", { class: "pad-taps pad-weapons" },
    h("span", { class: "pad-taps-h" }, sym(pileSymbol("weapons")), ` ${goodMany("weapons")}:`),
    h("div", { class: "pad-kinds", role: "group", "aria-label": t("pad.kind") }, kinds),
    h("div", { class: "pad-values", role: "group", "aria-label": t("pad.values") }, valueButtons));

  const spellRow = h("div", { class: "pad-taps pad-spells" },
    h("span", { class: "pad-taps-h" }, sym(pileSymbol("spells")), ` ${goodMany("spells")}:`),
    spellControls((spell) => add("spells", spell)));

  drawPiles();
  return h("section", { class: "pad-seat", "data-pad-seat": String(i) },
    h("h2", null, t(i === 0 ? "pad.player-first" : "common.player-n", { n: i + 1 })),
    name, piles, spiceRow, gemRow, animalRow, weaponRow, spellRow);
}
