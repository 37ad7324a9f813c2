// The settings screen (#/settings), reached from home and from every game screen.
//
// Each change is kept at once on this device (device/settings.js), and the note
// under the settings says whether it was.

import { h, sym } from "../parts/dom.js";
import { settings, setSetting } from "../device/settings.js";
import { t } from "../words/ui.js";

function check(name, label, value, about, onChange) {
  const box = h("input", { type: "checkbox", name, id: `set-${name}`, checked: value || null });
  box.addEventListener("change", () => onChange(box.checked));
  return h("div", { class: "setting" },
    h("label", { for: `set-${name}` }, box, ` ${label}`),
    about ? h("p", { class: "small" }, about) : null);
}

function choice(name, label, value, options, onChange) {
  const select = h("select", { name, id: `set-${name}` },
    options.map(([v, text]) => h("option", { value: v, selected: v === value || null }, text)));
  select.addEventListener("change", () => onChange(select.value));
  return h("div", { class: "setting field" }, h("label", { for: `set-${name}` }, label), select);
}

/**
 * The settings screen.  `back`/`backLabel`: where the player came from;
 * `memoryAidHere(on)`: switch the memory aid of the game the screen was opened
 * over (null when none), answering a promise of whether it did.
 */
export function renderSettings({ back, backLabel, memoryAidHere = null }) {
  const now = settings();
  const note = h("p", { class: "note", "aria-live": "polite" });
  const keep = (name) => (value) => {
    const problem = setSetting(name, value);
    note.textContent = problem ? t("settings.not-kept", { problem }) : t("settings.kept");
  };
  return [
    h("h1", { id: "screen-h", tabindex: "-1" }, t("common.settings")),
    check("confirm-moves", t("settings.confirm"), now.confirmMoves, t("settings.confirm-about"),
      keep("confirmMoves")),
    choice("bot-speed", t("settings.bot-speed"), now.botSpeed,
      [["step", t("settings.bot-step")], ["normal", t("settings.bot-normal")], ["fast", t("settings.bot-fast")]],
      keep("botSpeed")),
    check("memory-aid", t("settings.memory-aid"), now.memoryAid,
      memoryAidHere ? t("settings.memory-aid-here") : t("settings.memory-aid-new"),
      (on) => {
        keep("memoryAid")(on);
        if (memoryAidHere) {
          memoryAidHere(on).then((done) => {
            if (done) note.textContent = t(on ? "settings.memory-aid-on" : "settings.memory-aid-off");
          }, (err) => { note.textContent = t("settings.memory-aid-failed", { error: err.message }); });
        }
      }),
    check("hints", t("settings.hints"), now.hints, t("settings.hints-about"), keep("hints")),
    check("sound", t("settings.sound"), now.sound, null, keep("sound")),
    check("reduced-motion", t("settings.motion"), now.reducedMotion, t("settings.motion-about"), keep("reducedMotion")),
    choice("theme", t("settings.theme"), now.theme,
      [["system", t("settings.theme-system")], ["light", t("settings.theme-light")], ["dark", t("settings.theme-dark")]], keep("theme")),
    note,
    h("button", { type: "button", class: "quiet", onclick: back }, sym(backLabel === t("common.home") ? "home" : "back"), backLabel),
  ];
}
