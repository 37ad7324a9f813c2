// The languages the game speaks, each by its own name.
//
// golden_sails.model.i18n.LANGUAGES, in its order (engine/core.js, which the build
// writes).  A language's name in itself is the same whatever the page's language:
// a reader finds his own.

import { AUTONYMS, LANGUAGES } from "../engine/core.js";

export { AUTONYMS, LANGUAGES };

export function isLanguage(value) {
  return typeof value === "string" && LANGUAGES.includes(value);
}
