// The languages the game speaks, each by its own name.
//
// golden_sails.model.i18n.LANGUAGES, in its order.  A language's name in
// itself is the same whatever the page's language: a reader finds his own.

export const LANGUAGES = Object.freeze(["en", "de", "fr", "es", "pl"]);

export const AUTONYMS = Object.freeze({
  en: "English", de: "Deutsch", fr: "Français", es: "Español", pl: "Polski",
});

export function isLanguage(value) {
  return typeof value === "string" && LANGUAGES.includes(value);
}
