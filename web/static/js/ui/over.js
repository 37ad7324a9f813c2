// The end: the score sheet per category (Spells, Gems, Spices, Animals,
// Weapons, total), the reasons behind each number, and the winner(s) with the
// tie-break that decided (R18).  One row [data-result-seat] per player.

import { h, sym } from "./dom.js";
import { GOODS, cap, animalSymbol, listWords, signed, plural } from "./words.js";
import { topBar, logSection, gameFooter, gemEl } from "./parts.js";
import { choicesText } from "./scoring.js";

const CATEGORIES = ["spells", "gems", "spices", "animals", "weapons"];

function weaponCards(p) {
  const cards = p.choices && p.choices.scoring && p.choices.scoring.weapons && p.choices.scoring.weapons.cards;
  return Array.isArray(cards) ? cards.length : null;
}

/** Who won and which rule of R18 decided it, in words; checked against the sheet's winners. */
export function verdict(sheet) {
  const ps = sheet.players.map((p, seat) => ({ seat, name: p.name, total: p.total, weapons: p.weapons, cards: weaponCards(p) }));
  const names = (list) => listWords(list.map((p) => p.name));
  const top = Math.max(...ps.map((p) => p.total));
  const tied = ps.filter((p) => p.total === top);
  let text;
  let winners;
  if (tied.length === 1) {
    winners = tied;
    text = `${tied[0].name} wins with ${top} VP.`;
  } else {
    text = `${names(tied)} tie on ${top} VP. `;
    const lowW = Math.min(...tied.map((p) => p.weapons));
    const byW = tied.filter((p) => p.weapons === lowW);
    if (byW.length === 1) {
      winners = byW;
      const others = tied.filter((p) => p !== byW[0]).map((p) => `${p.name} ${signed(p.weapons)}`);
      text += `${byW[0].name} wins the tie-break: the lower Weapon score (${signed(lowW)} against ${listWords(others)}), R18.`;
    } else if (byW.some((p) => p.cards === null)) {
      winners = null;
    } else {
      if (byW.length < tied.length) text += `${names(byW)} have the lower Weapon score (${signed(lowW)}). `;
      else text += `Their Weapon scores are equal too (${signed(lowW)}). `;
      const fewest = Math.min(...byW.map((p) => p.cards));
      const byC = byW.filter((p) => p.cards === fewest);
      if (byC.length === 1) {
        winners = byC;
        text += `${byC[0].name} wins the tie-break with fewer Weapon cards (${fewest}), R18.`;
      } else {
        winners = byC;
        text += `${names(byC)} have as many Weapon cards (${fewest}): they share the victory (R18).`;
      }
    }
  }
  const expected = new Set(sheet.winners);
  if (!winners || winners.length !== expected.size || !winners.every((p) => expected.has(p.name))) {
    text = sheet.winners.length > 1
      ? `${listWords(sheet.winners)} share the victory (R18).`
      : `${sheet.winners[0]} wins (R18).`;
  }
  return text;
}

function line(label, text) {
  return h("li", null, label ? h("strong", null, `${label}: `) : null, text);
}

function spellsBody(d) {
  if (!d.cards.length) return [h("p", null, "No Spells.")];
  return [h("ul", { class: "why" }, d.cards.map((c) => line(`${c.description} (${c.vp} VP)`, c.why)))];
}

function gemsBody(d, seat) {
  const out = [];
  out.push(d.pile.length
    ? h("ol", { class: "chips", "aria-label": "Gems, in the order taken" }, d.pile.map((g) => gemEl(seat, g)))
    : h("p", null, "No Gems."));
  const runs = d.runs.map((run) => `${run.join("–")} (${plural(run.length, "card", "cards")}: ${run.length * run.length} VP)`);
  const items = [];
  if (runs.length) items.push(line("Runs", runs.join("; ")));
  for (const s of d.shifts) items.push(line("Gem shift", `a ${s.gem} becomes a ${s.to} (${plural(s.spells, "Spell", "Spells")})`));
  if (d.shift_spells && !d.shifts.length) items.push(line("Gem shift", `${plural(d.shift_spells, "Spell", "Spells")} unused: no shift scores more`));
  if (d.vp_without_shifts !== d.vp) items.push(line(null, `${d.vp_without_shifts} VP without the shifts`));
  if (items.length) out.push(h("ul", { class: "why" }, items));
  return out;
}

function spicesBody(d) {
  if (!d.pile.length) return [h("p", null, "No Spices.")];
  const extra = d.pile.length - d.kinds.length;
  return [h("ul", { class: "why" },
    line("Kinds", `${plural(d.kinds.length, "kind", "kinds")} (${d.kinds.join(", ")}): ${d.vp} VP`),
    extra ? line(null, `${plural(extra, "Spice repeats a kind", "Spices repeat a kind")}: no VP`) : null,
    line("Pile", d.pile.map(cap).join(", ")),
  )];
}

function animalsBody(d) {
  if (!d.pile.length) return [h("p", null, "No Animals.")];
  const items = [line("Pile", d.pile.map(cap).join(", "))];
  if (d.moved_on_top) items.push(line("Moved on top", d.why || d.moved_on_top.map(cap).join(", ")));
  if (d.steps) {
    for (const s of d.steps) items.push(line(null, `${cap(s.animal)} then ${cap(s.next)}: ${s.vp} VP`));
    items.push(line(null, "The last Animal scores nothing (reference V)."));
  } else {
    for (const s of d.sets || []) items.push(line(s.set, `${s.animals.map((a) => `${animalSymbol(a)} ${cap(a)}`).join(", ")}: ${s.vp} VP`));
    if (d.unused && d.unused.length) items.push(line("In no set", d.unused.map(cap).join(", ")));
  }
  return [h("p", { class: "small" }, `Animal reference ${d.reference}`), h("ul", { class: "why" }, items)];
}

function weaponsBody(d) {
  const items = [];
  for (const c of d.cards) {
    items.push(line(c.weapon, `counts ${c.counts_as.left}-${c.counts_as.right}${c.why ? ` (${c.why})` : ""}`));
  }
  if (d.protected_from.length) items.push(line("Protected from", d.protected_from.map((k) => `${cap(k)}s`).join(", ")));
  for (const w of d.why) items.push(line(null, w));
  return [h("ul", { class: "why" }, items.length ? items : [line(null, "No Weapons, and nothing stolen.")])];
}

function categoryBody(cat, d, seat) {
  switch (cat) {
    case "spells": return spellsBody(d);
    case "gems": return gemsBody(d, seat);
    case "spices": return spicesBody(d);
    case "animals": return animalsBody(d);
    default: return weaponsBody(d);
  }
}

function playerSheet(p, seat) {
  const detail = p.choices || {};
  const scoring = detail.scoring || {};
  const cats = CATEGORIES.map((cat) => {
    const g = GOODS[cat];
    const vp = cat === "weapons" ? signed(p[cat]) : String(p[cat]);
    return h("details", { class: "category" },
      h("summary", null, sym(g.symbol), h("span", { class: "cat-name" }, g.many), h("span", { class: "vp" }, `${vp} VP`)),
      scoring[cat] ? categoryBody(cat, scoring[cat], seat) : null,
    );
  });
  const decided = [];
  if (detail.universal) decided.push(line("Choices", choicesText(detail)));
  for (const u of detail.universal_goods || []) decided.push(line("Universal Good", `${u.description} → ${u.to}`));
  for (const w of detail.why || []) decided.push(line(null, w));
  return h("section", { class: "sheet-player", "aria-label": `Score sheet of ${p.name}` },
    h("h3", null, p.name, h("span", { class: "vp" }, ` ${p.total} VP`)),
    cats,
    decided.length ? h("details", { class: "category" },
      h("summary", null, sym("🧭"), h("span", { class: "cat-name" }, "Final choices, explained")),
      h("ul", { class: "why" }, decided)) : null,
  );
}

export function renderOver(view, actions) {
  const sheet = view.scoring.sheet;
  const winners = new Set(sheet.winners);
  const ranked = sheet.players.map((p, seat) => ({ p, seat }))
    .sort((a, b) => b.p.total - a.p.total || a.p.weapons - b.p.weapons || a.seat - b.seat);
  const rows = ranked.map(({ p, seat }) => {
    const win = winners.has(p.name);
    return h("li", {
      class: win ? "result winner" : "result",
      "data-result-seat": seat,
      "data-total": p.total,
      "data-winner": win ? "true" : "false",
    },
    h("p", { class: "result-head" },
      win ? h("span", { class: "badge win" }, sym("🏆"), "Winner") : null,
      h("span", { class: "pname" }, p.name),
      h("span", { class: "total" }, `${p.total} VP`)),
    h("p", { class: "result-cats" }, CATEGORIES.map((cat) =>
      h("span", { class: "cat" }, sym(GOODS[cat].symbol), `${GOODS[cat].many} ${cat === "weapons" ? signed(p[cat]) : p[cat]}`))),
    );
  });
  return [
    topBar(view),
    h("div", { class: "status" },
      h("h1", { id: "screen-h", tabindex: "-1" }, "Final scores"),
      h("p", { class: "verdict" }, sym("🏆"), verdict(sheet)),
    ),
    h("ol", { class: "results", "aria-label": "Results, best first" }, rows),
    h("section", { class: "sheet", "aria-labelledby": "sheet-h" },
      h("h2", { id: "sheet-h" }, "Score sheet, with the reasons"),
      h("p", { class: "hint" }, "Open a category to see how its number was reached."),
      h("div", { class: "sheet-grid" }, sheet.players.map((p, seat) => playerSheet(p, seat))),
    ),
    logSection(view, false),
    gameFooter(actions),
  ];
}
