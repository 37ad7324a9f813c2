// The setup screen: the new-game form.
//
// 2-4 players with names and seat kinds, the variant, the Animal reference
// (random or I..V), the first player and an optional seed.

import { settings, setSetting } from "../device/settings.js";
import { h, sym } from "../parts/dom.js";
import { vocabulary } from "../words/vocab.js";
import { t, tn } from "../words/ui.js";

const MAX_SEED = Number.MAX_SAFE_INTEGER; // the engine takes 0..2^63-1; the page's numbers stay exact up to 2^53-1
// A person left unnamed is called "Player 1"... in the language of the form.
const defaultName = (i) => t("common.player-n", { n: i + 1 });

function field(labelText, control, hint) {
  return h("div", { class: "field" },
    h("label", { for: control.id }, labelText),
    control,
    hint ? h("p", { class: "small", id: `${control.id}-hint` }, hint) : null,
  );
}

function select(name, id, options, value) {
  return h("select", { name, id }, options.map(([v, text]) =>
    h("option", { value: v, selected: v === value ? true : null }, text)));
}

/**
 * actions: {home, start, prefill?, linkErrors?}.  `prefill` ({players, names,
 * variant, ref, seed}) comes from a new-game link (links.js), holding only the
 * parameters that were good; `linkErrors` names each bad one, shown above the
 * form ([data-link-error]).  While the rules core still checks a link
 * (`checking`, the promise of its {prefill, errors}), the form shows the link
 * as it reads and says so; `checked(answer)` draws the form again from the
 * answer when it differs and nothing was changed by hand meanwhile (else only
 * the faults are added above it), with `startAtOnce` when Start was tapped.  A tap on Start waits for the answer
 * (`waiting(on)` shows the bar that says so, with the engine's progress) and
 * goes on only when the link had no fault.
 */
export function renderSetup(actions) {
  const pre = actions.prefill || {};
  const typed = ["", "", "", ""];
  if (pre.names) pre.names.forEach((name, i) => { typed[i] = name; });
  // Who sits in each seat: a person, or a computer player of a level.
  const kinds = ["human", "human", "human", "human"];
  if (pre.seats) pre.seats.forEach((kind, i) => { kinds[i] = kind; });
  // The first seat is the one filling in the form: his name as he last typed it
  // on this device (home's "Your name" too), unless a link names the players.
  if (!pre.names && kinds[0] === "human") typed[0] = settings().playerName;
  let ownTyped = false; // the first seat's name typed here: kept for next time
  const players = select("players", "players", [2, 3, 4].map((n) => [String(n), tn("setup.players-n", n)]), String(pre.players || 3));
  const words = vocabulary();
  const variant = select("variant", "variant", Object.entries(words.variants), pre.variant || "standard");
  const reference = select("animal-reference", "animal-reference", [
    ["random", t("setup.reference-random")], ...words.animal_references.map((r) => [r, r]),
  ], pre.ref || "random");
  const first = h("select", { name: "first-player", id: "first-player" });
  const seed = h("input", {
    type: "text", name: "seed", id: "seed", inputmode: "numeric", autocomplete: "off",
    pattern: "[0-9]*", placeholder: t("setup.seed-random"), "aria-describedby": "seed-hint",
    value: pre.seed === undefined ? null : String(pre.seed),
  });
  const memory = h("input", { type: "checkbox", name: "memory-aid", id: "memory-aid", checked: settings().memoryAid || null });
  const namesBox = h("fieldset", { class: "names" });
  const errorBox = h("p", { class: "form-error", role: "alert" });

  function count() {
    return Number(players.value) || 3;
  }

  /** One seat's kind: Person or a computer level, and that level in one line. */
  function seatPicker(i) {
    const pick = select(`seat-${i}`, `seat-${i}`, Object.entries(words.seat_kinds), kinds[i]);
    pick.setAttribute("aria-label", t("setup.seat-kind", { n: i + 1 }));
    const about = h("p", { class: "small seat-about", id: `seat-${i}-about` });
    const say = () => {
      kinds[i] = pick.value;
      about.textContent = words.levels[pick.value] || "";
    };
    pick.addEventListener("change", say);
    say();
    return [pick, about];
  }

  // A computer left unnamed is named by the rules core, as a person is named.
  // The first seat's empty field asks for the player's own name.
  const placeholder = (i) => {
    if (kinds[i] !== "human") return t("setup.named-by-game");
    return i === 0 ? t("home.your-name") : defaultName(i);
  };

  function drawNames() {
    for (const input of namesBox.querySelectorAll("input")) typed[Number(input.dataset.seat)] = input.value;
    const n = count();
    const rows = [];
    for (let i = 0; i < n; i++) {
      const input = h("input", {
        type: "text", name: `name-${i}`, id: `name-${i}`, "data-seat": i, maxlength: "40",
        autocomplete: "off", placeholder: placeholder(i), value: typed[i],
      });
      const [pick, about] = seatPicker(i);
      pick.addEventListener("change", () => { input.placeholder = placeholder(i); });
      if (i === 0) input.addEventListener("input", () => { ownTyped = true; });
      rows.push(h("div", { class: "field seat-row" },
        h("label", { for: `name-${i}` }, t(i === 0 ? "setup.player-first" : "common.player-n", { n: i + 1 })),
        h("div", { class: "row" }, input, pick, about)));
    }
    namesBox.replaceChildren(h("legend", null, t("setup.players-legend")), ...rows);
    const keep = Math.min(Number(first.value) || 0, n - 1);
    first.replaceChildren(...Array.from({ length: n }, (_, i) =>
      h("option", { value: String(i), selected: i === keep ? true : null },
        typed[i].trim() ? t("setup.player-named", { n: i + 1, name: typed[i].trim() }) : t("common.player-n", { n: i + 1 }))));
  }
  players.addEventListener("change", drawNames);
  // The first-player list says the names as they are typed.
  namesBox.addEventListener("input", () => {
    const inputs = namesBox.querySelectorAll("input");
    first.querySelectorAll("option").forEach((option, i) => {
      const name = inputs[i] && inputs[i].value.trim();
      option.textContent = name ? t("setup.player-named", { n: i + 1, name }) : t("common.player-n", { n: i + 1 });
    });
  });
  drawNames();

  const start = h("button", { type: "submit", class: "primary big", "data-start": "" }, sym("new-game"), t("setup.start"));
  // The seed is for replaying a deal: out of the way, under More options (open
  // when a link or a fault set it).
  const more = h("details", { class: "more-options", open: pre.seed === undefined ? null : true },
    h("summary", null, t("setup.more")),
    field(t("setup.seed"), seed, t("setup.seed-hint")));
  const form = h("form", { class: "setup", novalidate: true },
    field(t("setup.players"), players),
    namesBox,
    field(t("setup.variant"), variant),
    field(t("setup.reference"), reference, t("setup.reference-hint")),
    field(t("pieces.first-player"), first, t("setup.first-hint")),
    h("div", { class: "field check" }, memory, h("label", { for: "memory-aid" }, t("setup.memory-aid"))),
    more,
    errorBox,
    // Start stays in view at the foot of the screen, however long the form.
    h("div", { class: "row start-row" }, start,
      h("button", { type: "button", class: "quiet", onclick: actions.home }, t("common.back"))),
  );

  function fail(message, input) {
    errorBox.textContent = message;
    for (const el of form.querySelectorAll("[aria-invalid]")) el.removeAttribute("aria-invalid");
    if (input) {
      if (input === seed) more.open = true;
      input.setAttribute("aria-invalid", "true");
      input.focus();
    }
  }

  // --- A link still being checked by the rules core ----------------------------------
  let touched = false; // a field changed by hand: the check's answer then leaves the fields be
  let tapped = false; // Start tapped while the check was under way
  form.addEventListener("input", () => { touched = true; });
  form.addEventListener("change", () => { touched = true; });
  const checkingNote = actions.checking
    ? h("p", { class: "small link-checking", role: "status", "data-link-checking": "" },
      t("setup.link-checking"))
    : null;
  const faultsBox = h("div");
  // Settles once the rules core has answered: true when the link had no fault.
  const linkGood = actions.checking
    ? actions.checking.then((answer) => {
      if (checkingNote) checkingNote.remove();
      const same = JSON.stringify(comparable(answer.prefill)) === JSON.stringify(comparable(pre));
      if (!answer.errors.length && same) return true;
      if (!touched && actions.checked) {
        // A new form is on screen; a tap on Start waiting goes on there, unless a fault stops it.
        actions.checked(answer, tapped && !answer.errors.length);
        return false;
      }
      faultsBox.replaceChildren(linkErrorsEl(answer.errors));
      return !answer.errors.length;
    }, () => false)
    : Promise.resolve(true);

  let starting = false;
  form.addEventListener("submit", async (event) => {
    event.preventDefault();
    if (starting) return;
    if (actions.checking) {
      starting = tapped = true;
      start.setAttribute("aria-busy", "true");
      actions.waiting?.(true);
      const good = await linkGood;
      actions.waiting?.(false);
      starting = false;
      start.removeAttribute("aria-busy");
      if (!good) return; // its faults are on screen now: a second tap starts
      actions.checking = null;
    }
    const n = count();
    const inputs = Array.from(namesBox.querySelectorAll("input"));
    // The rules core checks the names (golden_sails.model.names) and names a fault's place.
    // A computer left unnamed: null, for the rules core to name (golden_sails.model.names).
    const names = inputs.slice(0, n).map((input, i) =>
      input.value.trim() || (kinds[i] === "human" ? defaultName(i) : null));
    let seedValue = null;
    const text = seed.value.trim();
    if (text) {
      if (!/^[0-9]+$/.test(text) || Number(text) > MAX_SEED) {
        return fail(t("setup.bad-seed", { max: MAX_SEED }), seed);
      }
      seedValue = Number(text);
    }
    const config = {
      names,
      variant: variant.value,
      animal_reference: reference.value === "random" ? null : reference.value,
      first_player: Number(first.value) || 0,
      memory_aid: memory.checked,
      seats: kinds.slice(0, n),
    };
    starting = true;
    start.setAttribute("aria-busy", "true");
    errorBox.textContent = "";
    // The name the player typed for himself is offered next time, here and on home.
    if (ownTyped && kinds[0] === "human") setSetting("playerName", inputs[0].value.trim());
    try {
      await actions.start(config, seedValue);
    } catch (err) {
      const message = (err && err.message) || String(err);
      const m = /^config\.names\[(\d)\]/.exec(message);
      fail(t("setup.start-failed", { error: message }), m ? inputs[Number(m[1])] : null);
    } finally {
      starting = false;
      start.removeAttribute("aria-busy");
    }
  });

  if ((actions.linkErrors || []).length) faultsBox.replaceChildren(linkErrorsEl(actions.linkErrors));
  // A tap on Start made while the link was checked, on the form this one replaced.
  if (actions.startAtOnce) queueMicrotask(() => form.requestSubmit(start));
  return [
    h("h1", { id: "screen-h", tabindex: "-1" }, t("common.new-game")),
    checkingNote,
    faultsBox,
    form,
  ];
}

function linkErrorsEl(errors) {
  return errors.length
    ? h("div", { class: "link-errors", role: "alert" },
      h("p", null, tn("setup.link-fault", errors.length)),
      h("ul", null, errors.map((text) => h("li", { "data-link-error": "" }, text))))
    : "";
}

/** A prefill's fields, in one order, to tell whether the checked one differs from the typed. */
function comparable(prefill) {
  const p = prefill || {};
  return [p.players ?? null, p.names ?? null, p.variant ?? null, p.ref ?? null, p.seed ?? null, p.seats ?? null];
}
