// Home: start a game, resume or delete a saved one, export and import saves.

import { h, sym, sailIcon } from "./dom.js";
import { timeAgo, listWords } from "./words.js";

/** Where a saved game stands, in the words stored with it (older saves: the round). */
function statusText(meta) {
  if (meta.status) return meta.status;
  return meta.phase === "over" ? "Finished" : `Round ${meta.round}`;
}

function savedGame(game, actions) {
  const { id, meta } = game;
  const over = meta.phase === "over";
  const title = listWords(meta.names);
  const del = h("button", { type: "button", class: "quiet danger" }, sym("delete"), "Delete");
  const row = h("div", { class: "row saved-actions" });
  // Deleting takes a second tap, on a button that says what it does.
  del.addEventListener("click", () => {
    const sure = h("button", { type: "button", class: "danger", onclick: () => actions.remove(id) }, `Delete the game of ${title}`);
    const keep = h("button", { type: "button", class: "quiet", onclick: () => { row.replaceChildren(...buttons()); } }, "Keep it");
    row.replaceChildren(sure, keep);
    sure.focus();
  });
  const buttons = () => [
    h("button", { type: "button", class: "primary", "data-resume": "", "aria-label": `${over ? "See the result of" : "Resume"} the game of ${title}`, onclick: () => actions.resume(id) },
      sym(over ? "trophy" : "forward"), over ? "See the result" : "Resume"),
    h("button", { type: "button", class: "quiet", "aria-label": `Export the game of ${title}`, onclick: () => actions.exportSaved(id) }, sym("export"), "Export"),
    del,
  ];
  row.replaceChildren(...buttons());
  return h("li", { class: "saved", "data-saved-game": id },
    h("p", { class: "saved-title" }, h("strong", null, title)),
    h("p", { class: "saved-meta" },
      `${statusText(meta)} · ${meta.variant_name || meta.variant || "Standard"} · last played ${timeAgo(meta.updated)}`),
    row,
  );
}

export function renderHome(list, actions) {
  const file = h("input", {
    type: "file",
    accept: "application/json,.json",
    class: "visually-hidden",
    id: "import-file",
    tabindex: "-1",
    "aria-hidden": "true",
  });
  file.addEventListener("change", () => {
    const f = file.files && file.files[0];
    if (f) actions.importFile(f);
    file.value = "";
  });
  const games = list.games.map((g) => savedGame(g, actions));
  return [
    h("header", { class: "home-head" },
      sailIcon(64),
      h("h1", { id: "screen-h", tabindex: "-1" }, "Golden Sails"),
      h("p", { class: "tagline" }, "The card-drafting game for 2-4 merchants, played on one phone passed around the table."),
    ),
    h("div", { class: "home-actions" },
      h("button", { type: "button", class: "primary big", "data-new-game": "", onclick: actions.newGame }, sym("new-game"), "New game"),
      h("button", { type: "button", class: "quiet", onclick: () => file.click() }, sym("import"), "Import a saved game"),
      file,
    ),
    h("section", { class: "saved-games", "aria-labelledby": "saved-h" },
      h("h2", { id: "saved-h" }, "Saved games"),
      list.unavailable ? h("p", { class: "note" }, "This browser does not let the page store anything: games will not be saved.") : null,
      games.length ? h("ul", { class: "saved-list" }, games) : h("p", { class: "empty" }, "No saved games yet. Every move is saved on this device as you play."),
    ),
  ];
}
