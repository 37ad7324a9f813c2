// Runs the rules core's tests inside Pyodide under Node.
//
//     node tests/pyodide/run_tests.mjs CONFIG.json
//
// `python3 build.py test-pyodide` writes CONFIG.json and starts this; run it
// through build.py (buildtools/pyodide_tests.py), which first assembles the
// Pyodide directory it names.
// CONFIG holds:
//   site        the assembled Pyodide directory (runtime, our pyodide-lock.json,
//               the wheels it lists): what the web build serves
//   stdlib      the name in it of the standard library the tests run on (the
//               published one: pytest imports far more than the app)
//   appStdlib   the name in it of the standard library the page loads (only
//               the modules the app imports, buildtools/bytecode.py)
//   session     buildtools/app_session.py: a whole session of the app, run
//               first, on appStdlib, as the page's worker starts Python
//   content     the static content the build writes (buildtools/content.py),
//               copied in for tests/test_prebuilt.py to compare
//   repo        the repository, whose `copy` entries are copied into Pyodide
//   copy        paths under repo to copy in (tests/, pyproject.toml)
//   testWheels  absolute paths of the wheels only the tests need (pytest, ...)
//   pytestArgs  pytest's arguments, run from the copied repo
//   sameGame    path under repo of the script whose same_game_json() is compared
//   result      where to write what happened, as JSON, for build.py
//
// It first runs the app's session on the page's own standard library (a module
// it lacks fails here, not in a player's browser), then, in a second Python,
// loads our wheel by name from the lock file, unpacks the test tools into
// site-packages, and calls pytest.main synchronously. The exit code is pytest's (10: the run broke
// first); the result file says the rest (the same-game text, or why it could
// not be made, and where a broken run stopped).

import { readFileSync, readdirSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";

const REPO_IN_PYODIDE = "/repo"; // where the copied repository lives in Pyodide's file system
const SKIP_NAMES = new Set(["__pycache__", ".hypothesis", ".pytest_cache"]);

const config = JSON.parse(readFileSync(process.argv[2], "utf8"));
// `stage` names the step under way, so a crash (a fatal error takes all of
// Pyodide down, pytest's report with it) still says where it happened.
const result = { stage: "start", pytestExit: null, sameGame: null, sameGameError: null, session: null };
const started = Date.now();
const seconds = () => ((Date.now() - started) / 1000).toFixed(1);
const say = (message) => console.log(`pyodide: [${seconds()}s] ${message}`);
const stage = (name) => { result.stage = name; };

const { loadPyodide } = await import(pathToFileURL(join(config.site, "pyodide.mjs")).href);

// Unbuffered, so pytest's progress shows as it happens.
const raw = (stream) => ({ write: (bytes) => { stream.write(bytes); return bytes.length; } });

// Copies a host file or directory tree into Pyodide's in-memory file system,
// so the tests' own writes (.hypothesis/, tmp files) never touch the repo.
function copyIn(pyodide, hostPath, pyodidePath) {
  if (statSync(hostPath).isDirectory()) {
    pyodide.FS.mkdirTree(pyodidePath);
    for (const name of readdirSync(hostPath)) {
      if (!SKIP_NAMES.has(name)) copyIn(pyodide, join(hostPath, name), `${pyodidePath}/${name}`);
    }
  } else {
    pyodide.FS.mkdirTree(pyodidePath.slice(0, pyodidePath.lastIndexOf("/")));
    pyodide.FS.writeFile(pyodidePath, readFileSync(hostPath));
  }
}

/**
 * The app's session (buildtools/app_session.py) on the standard library the
 * page loads, with the game's files written into site-packages before Python
 * starts, as the worker does: every module the app imports must be in it.
 */
async function appSession() {
  stage("the app's session on the page's standard library");
  const files = [];
  const wheel = JSON.parse(readFileSync(join(config.site, "pyodide-lock.json"), "utf8")).packages["golden-sails"].file_name;
  const pyodide = await loadPyodide({
    indexURL: config.site,
    stdLibURL: join(config.site, config.appStdlib),
    fsInit: (FS, { sitePackages }) => files.push(sitePackages),
  });
  pyodide.unpackArchive(new Uint8Array(readFileSync(join(config.site, wheel))), "wheel", { extractDir: files[0] });
  pyodide.FS.mkdirTree("/tmp/session");
  pyodide.FS.writeFile("/tmp/session/app_session.py", readFileSync(config.session));
  const counts = pyodide.runPython(`
import sys
sys.path.insert(0, "/tmp/session")
import app_session
counts = app_session.run_session()
app_session.import_everything_the_game_imports()
counts`).toJs({ dict_converter: Object.fromEntries });
  result.session = counts;
  say(`the app's session ran on ${config.appStdlib}: ${counts.lessons} lessons, ${counts.steps} steps, two games`);
}

async function main() {
  await appSession();
  stage("loading Pyodide");
  say(`loading Pyodide from ${config.site}`);
  // The standard library the page loads, with its bytecode (buildtools/bytecode.py).
  const pyodide = await loadPyodide({ indexURL: config.site, stdLibURL: join(config.site, config.stdlib) });
  pyodide.setStdout(raw(process.stdout));
  pyodide.setStderr(raw(process.stderr));
  say(`Pyodide ${pyodide.version}, Python ${pyodide.runPython("import sys; sys.version.split()[0]")}`);

  stage("loading our packages");
  // As the page will: by name, from our lock file, which names our files.
  // loadPackage reports a failure to errorCallback rather than throwing.
  const errors = [];
  await pyodide.loadPackage(["golden-sails"], {
    messageCallback: (m) => say(m),
    errorCallback: (m) => errors.push(m),
  });
  if (errors.length) throw new Error(`loadPackage failed: ${errors.join("; ")}`);

  stage("installing the test tools");
  // The test tools are not shipped, so they are not in the lock file: their
  // wheels (pinned, the whole set: buildtools/pyodide_tests.py) are unpacked
  // into site-packages, as the page's worker unpacks the game's.
  const sitePackages = pyodide.runPython("import sysconfig; sysconfig.get_paths()['purelib']");
  for (const path of config.testWheels) {
    pyodide.unpackArchive(new Uint8Array(readFileSync(path)), "wheel", { extractDir: sitePackages });
  }
  pyodide.runPython("import importlib; importlib.invalidate_caches()");
  say(`unpacked ${config.testWheels.length} test wheels`);

  stage("copying the tests in");
  for (const path of config.copy) copyIn(pyodide, join(config.repo, path), `${REPO_IN_PYODIDE}/${path}`);
  copyIn(pyodide, config.content, `${REPO_IN_PYODIDE}/build/content.json`);
  pyodide.runPython(`import os; os.chdir(${JSON.stringify(REPO_IN_PYODIDE)})`);

  // The check that the shipped package, not a source tree, is under test.
  const where = pyodide.runPython(`
import golden_sails, os, site
where = golden_sails.__file__
assert where.startswith(site.getsitepackages()[0]), where
assert not os.path.exists("pysrc"), "pysrc must not be copied in: the tests must import the wheel"
where`);
  say(`golden_sails imported from ${where}`);

  stage("playing the same game");
  // Before pytest, in a fresh interpreter, as on CPython.
  try {
    pyodide.globals.set("_same_game_path", `${REPO_IN_PYODIDE}/${config.sameGame}`);
    result.sameGame = pyodide.runPython(`
import runpy
runpy.run_path(_same_game_path, run_name="same_game")["same_game_json"]()`);
    say(`same game computed (${result.sameGame.length} characters)`);
  } catch (error) {
    result.sameGameError = String(error.message ?? error);
    say("same game could not be computed (build.py reports why)");
  }

  stage("pytest");
  say(`pytest ${config.pytestArgs.join(" ")}`);
  pyodide.globals.set("_pytest_args", pyodide.toPy(config.pytestArgs));
  result.pytestExit = pyodide.runPython(`
import pytest
int(pytest.main(list(_pytest_args)))`);
  say(`pytest exited ${result.pytestExit}`);
  stage("done");
}

// Exits with pytest's code, or 10 if the run broke before pytest ended.
let code = 10;
try {
  await main();
  code = result.pytestExit;
} catch (error) {
  console.error(error);
}
result.seconds = Number(seconds());
writeFileSync(config.result, JSON.stringify(result));
process.exit(code);
