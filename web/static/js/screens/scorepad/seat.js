// One seat of the score pad drawn: the player's name, his piles, and the controls that add cards.
//
// Kinds, classes, values and Spell powers are the rules core's (words/vocab.js);
// each card's words come from the engine (`card_words`, kept in the seat's
// state by pad.js), so no card is described here.

import { icon } from "../../parts/icons.js";
import { h, sym } from "../../parts/dom.js";
import { goodMany, kindName, vocabulary } from "../../words/vocab.js";
import { t } from "../../words/ui.js";
import { cardsOf } from "./table.js";

/** A labelled <select>, its id `id`: {select, el}. */
export function pick(id, labelText, options, value, attrs = {}) {
  const select = h("select", { id, ...attrs }, options.map(([v, text]) =>
    h("option", { value: String(v), selected: String(v) === String(value) ? true : null }, text)));
  return { select, el: h("label", { class: "pad-pick", for: id }, labelText, " ", select) };
}

const kindOptions = (group) => Object.entries(vocabulary()[group]);
const numberOptions = (list) => list.map((v) => [String(v), String(v)]);

/** A row of buttons, each adding at once: [value, children, attrs] -> <button>s. */
function addButtons(items, onAdd) {
  return items.map(([value, children, attrs]) => h("button", {
    type: "button", class: "small-btn pad-add", ...attrs, onclick: () => onAdd(value),
  }, children));
}

/** The Universal Good's card, its parts as lists (a whole card: its Spice, Gem, Animal and Weapon). */
function universalCard(seat, i, power, act) {
  const words = vocabulary();
  const values = numberOptions(words.weapon_values);
  const part = (key, label, options, attr) => pick(`pad-${i}-universal-${key}`, label, options, seat.card[key],
    { [attr]: "", onchange: (e) => act.universal(i, key, e.target.value) }).el;
  const { card } = seat;
  return [
    part("spice", t("pad.spice"), kindOptions("spices"), "data-universal-spice"),
    part("gem", t("pad.gem"), numberOptions(words.gem_classes), "data-universal-gem"),
    part("animal", t("pad.animal"), kindOptions("animals"), "data-universal-animal"),
    part("weapon", t("pad.weapon"), kindOptions("weapons"), "data-universal-weapon"),
    part("left", t("pad.left"), values, "data-universal-left"),
    part("right", t("pad.right"), values, "data-universal-right"),
    h("button", {
      type: "button", class: "small-btn", "data-add-spell": power,
      onclick: () => act.add(i, "spells", {
        power,
        card: {
          spice: card.spice, gem: Number(card.gem), animal: card.animal,
          weapon: { kind: card.weapon, left: Number(card.left), right: Number(card.right) },
        },
      }),
    }, t("pad.add")),
  ];
}

/**
 * The Spells, one or two taps a card: a button a power.  A power with nothing to
 * choose adds its Spell at once; one that names a Good type, an Animal, a Weapon
 * kind or two Spices shows those as buttons (the seat's open power), and a tap
 * on one adds the Spell.  The Universal Good's choices stay lists, added with Add.
 */
function spellControls(seat, i, act) {
  const words = vocabulary();
  const add = (spell) => act.add(i, "spells", spell);
  const spices = Object.keys(words.spices);
  // Each need's choices (golden_sails.game.words.SPELL_POWER_WORDS names the needs).
  const choices = {
    good: (power) => addButtons(words.per_good_piles.map((pile) =>
      [pile, [sym(pile), ` ${goodMany(pile)}`], { "data-spell-good": pile }]),
    (good) => add({ power, good })),
    animal: (power) => addButtons(Object.keys(words.animals).map((kind) =>
      [kind, [sym(kind), ` ${kindName("animals", kind)}`], { "data-spell-animal": kind }]),
    (animal) => add({ power, animal })),
    weapon: (power) => addButtons(Object.keys(words.weapons).map((kind) =>
      [kind, [sym(kind), ` ${kindName("weapons", kind)}`], { "data-spell-weapon": kind }]),
    (weapon) => add({ power, weapon })),
    // The fifteen pairs of two kinds, each one button.
    spices: (power) => addButtons(spices.flatMap((a, k) => spices.slice(k + 1).map((b) =>
      [[a, b], t("pad.spice-pair", { a: kindName("spices", a), b: kindName("spices", b) }),
        { "data-spell-spice-a": a, "data-spell-spice-b": b }])),
    (pair) => add({ power, spices: pair })),
    card: (power) => universalCard(seat, i, power, act),
  };
  const open = words.spell_powers.find((p) => p.needs && p.power === seat.power) || null;
  const buttons = words.spell_powers.map((p) => h("button", {
    type: "button", class: p.needs ? "small-btn pad-power pad-more" : "small-btn pad-power pad-add",
    "data-spell-power": p.power, "aria-expanded": p.needs ? String(p === open) : null,
    onclick: () => (p.needs ? act.power(i, p === open ? null : p.power) : add({ power: p.power })),
  }, p.label));
  return [
    h("div", { class: "pad-powers" }, buttons),
    h("div", { class: "pad-choices", role: "group", hidden: !open || null, "aria-label": open ? open.label : null },
      open ? choices[open.needs](open.power) : null),
  ];
}

/** The seat's cards as the engine last worded them, each with its remove button. */
function piles(player, seat, i, act) {
  const cards = cardsOf(player);
  if (!cards.length) return [h("li", { class: "small" }, t("pad.no-cards"))];
  if (!seat.said) return [];
  return seat.said.cards.map(({ pile, card, k }, n) => {
    const words = seat.said.words[n];
    return h("li", { "data-card": pile }, sym(pile === "animals" ? card : pile), ` ${words} `,
      h("button", {
        type: "button", class: "quiet small-btn", "data-remove": `${pile}:${k}`, "aria-label": t("pad.remove", { card: words }),
        onclick: () => act.remove(i, pile, k),
      }, icon("close")));
  });
}

/** A row of buttons that add a card of one pile at once. */
function tapRow(i, pile, attr, values, label, act) {
  return h("div", { class: "pad-taps" },
    h("span", { class: "pad-taps-h" }, sym(pile), " ", t("pad.pile-heading", { goods: goodMany(pile) })),
    values.map((v) => h("button", {
      type: "button", class: "small-btn", [attr]: String(v), onclick: () => act.add(i, pile, v),
    }, pile === "animals" ? [sym(v), ` ${label(v)}`] : label(v))));
}

/**
 * Weapons in two taps, one when the kind stays: the kind (the seat's), then its
 * values (left-right), each pair a button that adds the card.
 */
function weaponRow(seat, i, act) {
  const words = vocabulary();
  const kinds = Object.keys(words.weapons).map((kind) => h("button", {
    type: "button", class: "small-btn pad-kind", "data-weapon-kind": kind,
    "aria-pressed": String(kind === seat.weapon), onclick: () => act.weapon(i, kind),
  }, sym(kind), ` ${kindName("weapons", kind)}`));
  const values = words.weapon_values.flatMap((left) => words.weapon_values.map((right) => h("button", {
    type: "button", class: "small-btn pad-add", "data-add-weapon": `${left}-${right}`,
    "data-weapon-left": String(left), "data-weapon-right": String(right),
    "aria-label": t("pad.add-weapon", { kind: kindName("weapons", seat.weapon), left, right }),
    onclick: () => act.add(i, "weapons", { kind: seat.weapon, left, right }),
  }, `${left}-${right}`)));
  return h("div", { class: "pad-taps pad-weapons" },
    h("span", { class: "pad-taps-h" }, sym("weapons"), " ", t("pad.pile-heading", { goods: goodMany("weapons") })),
    h("div", { class: "pad-kinds", role: "group", "aria-label": t("pad.kind") }, kinds),
    h("div", { class: "pad-values", role: "group", "aria-label": t("pad.values") }, values));
}

/** Seat `i` of the pad's state: its <section>. */
export function seatView(state, i, act) {
  const words = vocabulary();
  const player = state.table.players[i];
  const seat = state.seats[i];
  return h("section", { class: "pad-seat", "data-pad-seat": String(i) },
    h("h2", null, t(i === 0 ? "pad.player-first" : "common.player-n", { n: i + 1 })),
    h("input", {
      type: "text", maxlength: "40", value: state.names[i], "data-pad-name": "", "aria-label": t("pad.name-of", { n: i + 1 }),
      autocomplete: "off", oninput: (e) => act.rename(i, e.target.value),
    }),
    h("ul", { class: "pad-piles", "data-pad-piles": "" }, piles(player, seat, i, act)),
    tapRow(i, "spices", "data-add-spice", Object.keys(words.spices), (v) => kindName("spices", v), act),
    tapRow(i, "gems", "data-add-gem", words.gem_classes, (v) => String(v), act),
    tapRow(i, "animals", "data-add-animal", Object.keys(words.animals), (v) => kindName("animals", v), act),
    weaponRow(seat, i, act),
    h("div", { class: "pad-taps pad-spells" },
      h("span", { class: "pad-taps-h" }, sym("spells"), " ", t("pad.pile-heading", { goods: goodMany("spells") })),
      spellControls(seat, i, act)));
}
