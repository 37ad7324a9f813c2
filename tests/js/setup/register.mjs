// Loaded by `node --import` before the tests: the modules the build writes resolve.
//
// A page module imports what the build writes (js/engine/core.js, the rules core's
// constants) as if it lay beside it in web/static/js/.  buildtools/js_tests.py
// writes those into build/js-modules/ first and names the folder in
// GOLDEN_SAILS_JS_MODULES; the hook (generated.mjs) looks there for an import
// that web/static/ lacks.

import { register } from "node:module";
import { pathToFileURL } from "node:url";

const modules = process.env.GOLDEN_SAILS_JS_MODULES;
if (!modules) throw new Error("GOLDEN_SAILS_JS_MODULES is not set: run the tests with `python3 build.py test-js`");
const root = new URL("../../../", import.meta.url);
register("./generated.mjs", import.meta.url, {
  data: {
    staticUrl: new URL("web/static/", root).href,
    generatedUrl: pathToFileURL(`${modules}/`).href,
  },
});
