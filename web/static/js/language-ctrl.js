// The page's language: the words in it, and the screen on show drawn again in it.
//
// The page's own words (words/ui.js) and the game's (words/vocab.js) change
// together: built into the page or its content for each language, else the
// engine's.  Each engine call carries the language of the moment, so nothing
// the engine holds changes.

import { EMBED, screenName, screenData } from "./page.js";
import { takeLinkLanguage, pageLanguage, setPageLanguage, chooseLanguage } from "./device/language.js";
import { setWords } from "./words/vocab.js";
import { setLanguage } from "./words/ui.js";
import * as content from "./engine/content.js";
import { app } from "./shell.js";
import { goHomeNow } from "./home-ctrl.js";
import { openLearn, openScene } from "./lessons-ctrl.js";

/** The game's words, built into the page (index.html); null when they are not there. */
function pageWords() {
  try {
    return JSON.parse(document.getElementById("game-words").textContent);
  } catch {
    return null;
  }
}

/**
 * The game's words in `lang`: English's are built into the page (#game-words),
 * another language's come with its built content's index (engine/content.js),
 * fetched now; null when they did not come (the engine's then, in that language).
 * The page's own words (words/ui.js) follow too.
 */
export async function builtWords(lang) {
  const [words] = await Promise.all([
    lang === "en" ? (content.useLanguage("en"), pageWords()) : content.useLanguage(lang),
    setLanguage(lang),
  ]);
  if (words) setWords(words);
  return words;
}

/**
 * Everything the page shows in words, in `lang` from now on; each engine call
 * carries it (the lessons' list and home's summaries are kept by language:
 * lessons-ctrl.js, home-ctrl.js).
 */
async function applyLanguage(lang) {
  setPageLanguage(lang);
  const words = await builtWords(lang);
  if (!words && pageLanguage() === lang) {
    try {
      await app.engineUp;
      if (pageLanguage() === lang) setWords((await app.engine.call("vocabulary")).words);
    } catch {
      /* no engine: its failure is shown where it matters; the words stay as they were */
    }
  }
}

/** A link followed inside the page (#/rules?lang=fr): its language, from now on. */
export async function followLinkLanguage() {
  const lang = takeLinkLanguage();
  if (lang && lang !== pageLanguage()) await applyLanguage(lang);
}

/**
 * The picker's choice: kept on this device (an embed keeps nothing), and the
 * screen on show drawn again in the language.  Only home and the lessons carry
 * the picker: a game in progress is never on screen then, and its save holds
 * no word, so it opens in whatever language is chosen next.
 */
export async function changeLanguage(lang) {
  const refused = chooseLanguage(lang, { store: !EMBED });
  if (refused) console.warn(`Golden Sails: the language is not kept on this device: ${refused}`);
  await applyLanguage(lang);
  if (pageLanguage() !== lang) return; // another choice came meanwhile
  const name = screenName();
  if (name === "home") goHomeNow();
  else if (name === "learn") await openLearn();
  else if (name === "scene") {
    const data = screenData();
    await openScene(data.scene ?? null, Number(data.step) || 1, []);
  }
}
