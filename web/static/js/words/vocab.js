// The game's words from the rules core, kept once the engine has started.
//
// From golden_sails.game.words (the bridge's `vocabulary` call).  The page
// shows these names; it never spells a Good, an Expert or a kind itself.

let words = null;

export function setWords(value) {
  words = value;
}

function all() {
  if (!words) throw new Error("the game's words are not loaded yet");
  return words;
}

/** "Gem" / "Gems" for a pile's value ("gems"). */
export function goodOne(pile) {
  return all().goods[pile].one;
}

export function goodMany(pile) {
  return all().goods[pile].many;
}

/** How a Good type scores, in a sentence. */
export function goodHow(pile) {
  return all().goods[pile].how;
}

export function expertName(expert) {
  return all().experts[expert].name;
}

/** The pile an Expert fills (the Good type he buys). */
export function expertPile(expert) {
  return all().experts[expert].pile;
}

export function kindName(group, kind) {
  return all()[group][kind];
}

export function variantName(variant) {
  return all().variants[variant] || variant;
}

export function vocabulary() {
  return all();
}
