// Presentation helpers: the symbol beside a Good type or kind, number and list formats.
//
// Every name of the game comes from the rules core (vocab.js); every Good type
// and Area is shown with a symbol AND a word, never by colour alone (the
// symbols: parts/icons.js, one per type and kind).

export const PILES = ["spells", "gems", "spices", "animals", "weapons"];

/** The icon of a Good type: the icon set names them as the game does. */
export function pileSymbol(pile) {
  return pile;
}

/** The icon of an Animal kind. */
export function animalSymbol(kind) {
  return kind;
}

export function signed(n) {
  return n > 0 ? `+${n}` : n < 0 ? `−${-n}` : "0";
}

export function plural(n, one, many) {
  return `${n} ${n === 1 ? one : many}`;
}

export function listWords(items) {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`;
}

export function timeAgo(ms, now = Date.now()) {
  const s = Math.max(0, Math.round((now - ms) / 1000));
  if (s < 60) return "just now";
  const m = Math.round(s / 60);
  if (m < 60) return `${m} min ago`;
  const h = Math.round(m / 60);
  if (h < 24) return `${h} h ago`;
  try {
    return new Date(ms).toLocaleDateString(undefined, { day: "numeric", month: "short", year: "numeric" });
  } catch {
    return new Date(ms).toISOString().slice(0, 10);
  }
}
