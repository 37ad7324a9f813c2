// The games finished on this device, for the home screen: scores, winners, wins by name, hints.
//
// Read from the stored entries' meta (game.js writes it at the end), so the
// list needs no engine; a meta edited by hand that does not add up is shown
// without its scores rather than believed.

import { h, sym, sr } from "./dom.js";
import { t, tn } from "../words/ui.js";

/** The result a stored meta tells, or null when it does not hold together. */
export function resultOf(meta) {
  const names = meta.players || meta.names;
  if (!Array.isArray(names) || !Array.isArray(meta.totals) || !Array.isArray(meta.winners)) return null;
  if (meta.totals.length !== names.length || !meta.totals.every(Number.isInteger)) return null;
  if (!meta.winners.length || !meta.winners.every((w) => names.includes(w))) return null;
  // Shown as the table showed them: "Ben (Hard)" is not the person called Ben.
  const labels = Array.isArray(meta.names) && meta.names.length === names.length ? meta.names : names;
  // The hints each seat asked (kept where any was); a count that does not add up is left out.
  const hints = Array.isArray(meta.hints) && meta.hints.length === names.length
    && meta.hints.every((n) => Number.isInteger(n) && n >= 0 && n <= 9999) ? meta.hints : null;
  return { names, labels, totals: meta.totals, winners: meta.winners, hints };
}

/** Wins per player name, most first; a shared victory counts for each winner. */
export function winsByName(games) {
  const tally = new Map();
  for (const { meta } of games) {
    const result = resultOf(meta);
    if (!result) continue;
    result.names.forEach((name, i) => {
      const label = result.labels[i];
      const row = tally.get(label) || { name: label, played: 0, wins: 0 };
      row.played += 1;
      if (result.winners.includes(name)) row.wins += 1;
      tally.set(label, row);
    });
  }
  return [...tally.values()].sort((a, b) => b.wins - a.wins || b.played - a.played || a.name.localeCompare(b.name));
}

/** A finished game's scores, its winners marked; a note where the meta does not add up. */
export function scoresEl(meta) {
  const result = resultOf(meta);
  if (!result) return h("p", { class: "note" }, t("history.open-to-see"));
  return h("ol", { class: "history-scores", "aria-label": t("common.final-scores") }, result.names.map((name, i) => {
    const won = result.winners.includes(name);
    const hints = result.hints ? result.hints[i] : 0;
    return h("li", { class: won ? "winner" : null }, won ? sym("trophy") : null,
      h("span", null, result.labels[i]), h("strong", null, ` ${t("common.vp", { vp: result.totals[i] })}`), won ? sr(` ${t("history.winner-said")}`) : null,
      // A game played with hints is marked so, by the player who asked them.
      hints ? h("span", { class: "small hints-used", "data-hints-seat": i, "data-hints": hints }, tn("history.hints-used", hints)) : null);
  }));
}

/** Wins per player over the finished games on this device. */
export function winsSection(games) {
  const wins = winsByName(games);
  if (!wins.length) return null;
  return h("details", { class: "wins" },
    h("summary", null, sym("trophy"), tn("history.wins", games.length)),
    h("table", { class: "wins-table" },
      h("thead", null, h("tr", null, h("th", { scope: "col" }, t("common.player")), h("th", { scope: "col" }, t("history.wins-col")), h("th", { scope: "col" }, t("history.games-col")))),
      h("tbody", null, wins.map((w) => h("tr", { "data-wins-name": w.name, "data-wins": w.wins },
        h("th", { scope: "row" }, w.name), h("td", null, String(w.wins)), h("td", null, String(w.played)))))));
}
