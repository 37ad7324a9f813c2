// The game's words and symbols, from the rulebook.  Every Good type and Area is
// shown with a symbol AND a word, never by colour alone.

export const PILES = ["spells", "gems", "spices", "animals", "weapons"];

export const GOODS = {
  spells: { symbol: "✨", one: "Spell", many: "Spells", expert: "sorcerer" },
  gems: { symbol: "💎", one: "Gem", many: "Gems", expert: "jeweler" },
  spices: { symbol: "🌿", one: "Spice", many: "Spices", expert: "cook" },
  animals: { symbol: "🦄", one: "Animal", many: "Animals", expert: "hunter" },
  weapons: { symbol: "⚔️", one: "Weapon", many: "Weapons", expert: "armourer" },
};

export const EXPERTS = ["jeweler", "cook", "hunter", "sorcerer", "armourer"];

export const EXPERT_PILE = {
  jeweler: "gems",
  cook: "spices",
  hunter: "animals",
  sorcerer: "spells",
  armourer: "weapons",
};

const ANIMAL_SYMBOL = { unicorn: "🦄", phoenix: "🔥", spider: "🕷️", serpent: "🐍" };

export const VARIANT_WORDS = {
  standard: "Standard",
  open: "Open (Gems face up)",
  secretive: "Secretive (Experts hidden)",
};

export function cap(word) {
  return word ? word.charAt(0).toUpperCase() + word.slice(1) : "";
}

export function expertName(expert) {
  return cap(expert);
}

/** "💎 Jeweler" */
export function expertLabel(expert) {
  return `${GOODS[EXPERT_PILE[expert]].symbol} ${cap(expert)}`;
}

export function animalSymbol(kind) {
  return ANIMAL_SYMBOL[kind] || "🦄";
}

export function weaponText(w) {
  return `${cap(w.kind)} ${w.left}-${w.right}`;
}

/** The Spell in words: the view carries golden_sails.cards.Spell.describe()
 * for every Spell it shows, so the wording lives in Python alone. */
export function spellText(spell) {
  return spell.text;
}

/** A card's Area as words, without its symbol: "Gem 5", "Spice: lotus"... */
export function areaText(pile, card) {
  switch (pile) {
    case "spells":
      return `Spell: ${spellText(card.spell)}`;
    case "gems":
      return `Gem ${card.gem}`;
    case "spices":
      return `Spice: ${card.spice}`;
    case "animals":
      return `Animal: ${card.animal}`;
    default:
      return `Weapon: ${weaponText(card.weapon)}`;
  }
}

export function areaSymbol(pile, card) {
  if (pile === "animals") return animalSymbol(card.animal);
  return GOODS[pile].symbol;
}

/** A Universal Good's four Areas in words. */
export function universalText(card) {
  return `Spice: ${card.spice} / Gem ${card.gem} / Animal: ${card.animal} / Weapon: ${weaponText(card.weapon)}`;
}

/** What the player to act is about to decide, for the handoff and the status line. */
export function task(view) {
  switch (view.phase) {
    case "assign":
      return "assign an Expert";
    case "take": {
      const left = view.table.filter((slot) => slot !== null).length;
      if (left === 1 && view.to_act === view.first_player) return "take the last Good";
      return "take a Good";
    }
    case "scoring":
      return "final choices";
    default:
      return "";
  }
}

export function ordinal(n) {
  const s = ["th", "st", "nd", "rd"];
  const v = n % 100;
  return n + (s[(v - 20) % 10] || s[v] || s[0]);
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
