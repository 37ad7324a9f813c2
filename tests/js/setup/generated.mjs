// A module hook: an import of web/static/ that no file holds is the build's (build/js-modules/).

import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";

let staticUrl = null;
let generatedUrl = null;

export function initialize(data) {
  ({ staticUrl, generatedUrl } = data);
}

export async function resolve(specifier, context, nextResolve) {
  const relative = context.parentURL && /^\.{1,2}\//.test(specifier);
  if (relative || specifier.startsWith("file:")) {
    const url = relative ? new URL(specifier, context.parentURL).href : specifier;
    if (url.startsWith(staticUrl) && !existsSync(fileURLToPath(url))) {
      const built = generatedUrl + url.slice(staticUrl.length);
      if (existsSync(fileURLToPath(built))) return { url: built, shortCircuit: true };
    }
  }
  return nextResolve(specifier, context);
}
