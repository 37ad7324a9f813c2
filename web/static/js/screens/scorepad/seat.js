// One seat of the score pad: the player's name, his piles, and the controls that add cards.
//
// Kinds, classes, values and Spell powers are the rules core's (words/vocab.js);
// each card's words come from the engine (`card_words`), so no card is
// described here.

import { icon } from "../../parts/icons.js";
import { h, sym } from "../../parts/dom.js";
import { pileSymbol, animalSymbol } from "../../words/words.js";
import { goodMany, kindName, vocabulary } from "../../words/vocab.js";
import { t } from "../../words/ui.js";

const PILE_ORDER = ["spells", "gems", "spices", "animals", "weapons"];

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

/** The row of Spell controls: a power, and the fields that power needs. */
function spellControls() {
  const words = vocabulary();
  const values = numberOptions(words.weapon_values);
  const power = pick(t("pad.power"), words.spell_powers.map((p) => [p.power, p.label]), "per_spell", { "data-spell-power": "" });
  const good = pick(t("pad.good"), words.per_good_piles.map((p) => [p, goodMany(p)]), "gems", { "data-spell-good": "" });
  const animal = pick(t("pad.animal"), kindOptions("animals"), "unicorn", { "data-spell-animal": "" });
  const spiceA = pick(t("pad.spice"), kindOptions("spices"), "mint", { "data-spell-spice-a": "" });
  const spiceB = pick(t("pad.and"), kindOptions("spices"), "cloves", { "data-spell-spice-b": "" });
  const weapon = pick(t("pad.weapon"), kindOptions("weapons"), "shuriken", { "data-spell-weapon": "" });
  const uSpice = pick(t("pad.spice"), kindOptions("spices"), "lotus", { "data-universal-spice": "" });
  const uGem = pick(t("pad.gem"), numberOptions(words.gem_classes), "5", { "data-universal-gem": "" });
  const uAnimal = pick(t("pad.animal"), kindOptions("animals"), "serpent", { "data-universal-animal": "" });
  const uWeapon = pick(t("pad.weapon"), kindOptions("weapons"), "katar", { "data-universal-weapon": "" });
  const uLeft = pick(t("pad.left"), values, "1", { "data-universal-left": "" });
  const uRight = pick(t("pad.right"), values, "1", { "data-universal-right": "" });
  // Which controls each field a power needs (golden_sails.game.words.SPELL_POWER_WORDS) shows.
  const byNeed = { good: [good], animal: [animal], spices: [spiceA, spiceB], weapon: [weapon], card: [uSpice, uGem, uAnimal, uWeapon, uLeft, uRight] };
  const extras = Object.values(byNeed).flat();
  const needOf = () => (words.spell_powers.find((p) => p.power === power.select.value) || {}).needs;
  const showExtras = () => {
    const wanted = byNeed[needOf()] || [];
    for (const p of extras) p.el.hidden = !wanted.includes(p);
  };
  power.select.addEventListener("change", showExtras);
  showExtras();
  const value = () => {
    const spell = { power: power.select.value };
    switch (needOf()) {
      case "good": spell.good = good.select.value; break;
      case "animal": spell.animal = animal.select.value; break;
      case "spices": spell.spices = [spiceA.select.value, spiceB.select.value]; break;
      case "weapon": spell.weapon = weapon.select.value; break;
      case "card": spell.card = {
        spice: uSpice.select.value, gem: Number(uGem.select.value), animal: uAnimal.select.value,
        weapon: { kind: uWeapon.select.value, left: Number(uLeft.select.value), right: Number(uRight.select.value) },
      }; break;
      default: break;
    }
    return spell;
  };
  return { els: [power.el, ...extras.map((p) => p.el)], value };
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
    for (const pile of PILE_ORDER) player[pile].forEach((card, k) => cards.push({ pile, card, k }));
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

  const values = numberOptions(words.weapon_values);
  const wKind = pick(t("pad.kind"), kindOptions("weapons"), "mambele", { "data-weapon-kind": "" });
  const wLeft = pick(t("pad.left"), values, "1", { "data-weapon-left": "" });
  const wRight = pick(t("pad.right"), values, "1", { "data-weapon-right": "" });
  const weaponRow = h("div", { class: "pad-taps" },
    h("span", { class: "pad-taps-h" }, sym(pileSymbol("weapons")), ` ${goodMany("weapons")}:`),
    wKind.el, wLeft.el, wRight.el,
    h("button", {
      type: "button", class: "small-btn", "data-add-weapon": "",
      onclick: () => add("weapons", { kind: wKind.select.value, left: Number(wLeft.select.value), right: Number(wRight.select.value) }),
    }, t("pad.add")));

  const spell = spellControls();
  const spellRow = h("div", { class: "pad-taps" },
    h("span", { class: "pad-taps-h" }, sym(pileSymbol("spells")), ` ${goodMany("spells")}:`),
    spell.els,
    h("button", { type: "button", class: "small-btn", "data-add-spell": "", onclick: () => add("spells", spell.value()) }, t("pad.add")));

  drawPiles();
  return h("section", { class: "pad-seat", "data-pad-seat": String(i) },
    h("h2", null, t(i === 0 ? "setup.player-first" : "common.player-n", { n: i + 1 })),
    name, piles, spiceRow, gemRow, animalRow, weaponRow, spellRow);
}
