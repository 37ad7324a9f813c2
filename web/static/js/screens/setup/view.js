// The set-up form drawn from its state: 2-4 players with names and seats, the game's options.
//
// A function of the state (state.js) and the rules core's words alone: it
// reads nothing back from the page.  `act` holds the controller's answers to
// each change (setup.js), which changes the state and draws it again.

import { h, sym } from "../../parts/dom.js";
import { t, tn } from "../../words/ui.js";
import { PHONE, PLAYERS, firstChoices, hasPhones, placeholder, seatKinds } from "./state.js";

function field(labelText, control, hint) {
  return h("div", { class: "field" },
    h("label", { for: control.id }, labelText),
    control,
    hint ? h("p", { class: "small", id: `${control.id}-hint` }, hint) : null,
  );
}

function select(name, options, value, attrs = {}) {
  return h("select", { name, id: name, ...attrs }, options.map(([v, text]) =>
    h("option", { value: v, selected: v === value ? true : null }, text)));
}

/** The invalid mark of the field the fault names. */
const invalid = (state, id) => (state.fault && state.fault.field === id ? "true" : null);

/** One seat: the name, who sits there (a person or a computer level), and that level in one line. */
function seatRow(state, i, words, act) {
  const name = h("input", {
    type: "text", name: `name-${i}`, id: `name-${i}`, "data-seat": i, maxlength: "40",
    autocomplete: "off", placeholder: placeholder(state, i), value: state.names[i],
    "aria-invalid": invalid(state, `name-${i}`), oninput: (e) => act.name(i, e.target.value),
  });
  const kind = select(`seat-${i}`, Object.entries(seatKinds(words)), state.seats[i], {
    "aria-label": t("setup.seat-kind", { n: i + 1 }), onchange: (e) => act.seat(i, e.target.value),
  });
  return h("div", { class: "field seat-row" },
    h("label", { for: `name-${i}` }, t(i === 0 ? "setup.player-first" : "common.player-n", { n: i + 1 })),
    h("div", { class: "row" }, name, kind,
      h("p", { class: "small seat-about", id: `seat-${i}-about` },
        words.levels[state.seats[i]] || (state.seats[i] === PHONE ? t("setup.phone-about") : ""))));
}

function linkErrorsEl(errors) {
  return errors.length
    ? h("div", { class: "link-errors", role: "alert" },
      h("p", null, tn("setup.link-fault", errors.length)),
      h("ul", null, errors.map((text) => h("li", { "data-link-error": "" }, text))))
    : null;
}

/** The set-up screen's nodes for `state`; `words`: the rules core's (words/vocab.js). */
export function setupView(state, words, act) {
  const seed = h("input", {
    type: "text", name: "seed", id: "seed", inputmode: "numeric", autocomplete: "off",
    pattern: "[0-9]*", placeholder: t("setup.seed-random"), "aria-describedby": "seed-hint",
    value: state.seed, "aria-invalid": invalid(state, "seed"), oninput: (e) => act.set("seed", e.target.value),
  });
  const seats = [];
  for (let i = 0; i < state.players; i++) seats.push(seatRow(state, i, words, act));
  return [
    h("h1", { id: "screen-h", tabindex: "-1" }, t("common.new-game")),
    state.checking
      ? h("p", { class: "small link-checking", role: "status", "data-link-checking": "" }, t("setup.link-checking"))
      : null,
    h("div", null, linkErrorsEl(state.linkErrors)),
    h("form", { class: "setup", novalidate: true, oninput: act.touched, onchange: act.touched, onsubmit: act.submit },
      field(t("setup.players"), select("players", PLAYERS.map((n) => [String(n), tn("setup.players-n", n)]),
        String(state.players), { onchange: (e) => act.players(e.target.value) })),
      h("fieldset", { class: "names" }, h("legend", null, t("setup.players-legend")), seats),
      field(t("setup.variant"), select("variant", Object.entries(words.variants), state.variant,
        { onchange: (e) => act.set("variant", e.target.value) })),
      field(t("setup.reference"), select("animal-reference",
        [["random", t("setup.reference-random")], ...words.animal_references.map((r) => [r, r])], state.reference,
        { onchange: (e) => act.set("reference", e.target.value) }), t("setup.reference-hint")),
      field(t("pieces.first-player"), select("first-player", firstChoices(state), String(state.first),
        { onchange: (e) => act.set("first", Number(e.target.value) || 0) }), t("setup.first-hint")),
      h("div", { class: "field check" },
        h("input", { type: "checkbox", name: "memory-aid", id: "memory-aid", checked: state.memoryAid || null,
          onchange: (e) => act.set("memoryAid", e.target.checked) }),
        h("label", { for: "memory-aid" }, t("setup.memory-aid"))),
      // The seed is for replaying a deal: out of the way, under More options (open
      // when a link or a fault set it).
      h("details", { class: "more-options", open: state.moreOpen || null, ontoggle: (e) => act.set("moreOpen", e.target.open) },
        h("summary", null, t("setup.more")),
        field(t("setup.seed"), seed, t("setup.seed-hint"))),
      h("p", { class: "form-error", role: "alert" }, state.fault ? state.fault.text : ""),
      // Start stays in view at the foot of the screen, however long the form.
      h("div", { class: "row start-row" },
        h("button", { type: "submit", class: "primary big", "data-start": "", "aria-busy": state.starting ? "true" : null },
          sym("new-game"), t(hasPhones(state) ? "setup.to-pair" : "setup.start")),
        h("button", { type: "button", class: "quiet", onclick: act.home }, t("common.back"))),
    ),
  ];
}
