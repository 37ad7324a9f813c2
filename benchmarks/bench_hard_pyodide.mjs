// Hard's decisions in Pyodide under Node, several checkouts side by side:
// benchmarks/bench_hard.py --pyodide writes CONFIG.json and starts this.
//
//     node benchmarks/bench_hard_pyodide.mjs CONFIG.json
//
// CONFIG holds:
//   pyodide    the pinned Pyodide package's directory (buildtools.pyodide.fetch_pyodide)
//   mounts     host directories mounted at the same paths in Pyodide (NODEFS)
//   positions  a JSON file of decisions: each a game (names, first, seed, the moves
//              before it) and the seat to act, whose view each checkout builds
//   configs    [[label, pysrc, stopEarly], ...]: one Python each, its checkout on sys.path
//   rounds     how many times each decision is timed (the fastest is kept)
//   result     where to write {label: [[move, cpuMs], ...]}
//
// Every configuration takes each decision in turn (the order rotated from one
// decision to the next), so a busy spell of the machine falls on all alike,
// and each is timed in CPU time (process.cpuUsage: Pyodide runs on this thread).

import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";

const config = JSON.parse(readFileSync(process.argv[2], "utf8"));
const { loadPyodide } = await import(pathToFileURL(join(config.pyodide, "pyodide.mjs")).href);

async function start(pysrc, stopEarly) {
  const py = await loadPyodide({ indexURL: config.pyodide + "/" });
  for (const dir of config.mounts) {
    py.FS.mkdirTree(dir);
    py.FS.mount(py.FS.filesystems.NODEFS, { root: dir }, dir);
  }
  py.runPython(`
import json, sys
sys.path.insert(0, ${JSON.stringify(pysrc)})
from golden_sails.bots import bot_view
from golden_sails.bots.search import HardBot
from golden_sails.game.engine import GameConfig, new_game, step
from golden_sails.game.moves import Move

def _state(position):
    config = GameConfig(names=tuple(position["names"]), first_player=position["first"])
    state = new_game(config, position["seed"])
    for move in position["moves"]:
        state = step(state, Move.from_json(move))
    return state

STATES = [_state(p) for p in json.load(open(${JSON.stringify(config.positions)}))]
HardBot(0, iterations=20).choose(bot_view(STATES[0], STATES[0].to_act))  # imports and caches warm

def decide(k):
    # A computer's whole decision in the app: its seat's view built, then the search.
    bot = HardBot(k) if ${stopEarly ? "True" : "False"} else HardBot(k, stop_early=False)
    return json.dumps(bot.choose(bot_view(STATES[k], STATES[k].to_act)).to_json())
`);
  return py;
}

const pythons = [];
for (const [label, pysrc, stopEarly] of config.configs) {
  pythons.push([label, await start(pysrc, stopEarly)]);
}
const count = pythons[0][1].runPython("len(STATES)");
const result = Object.fromEntries(pythons.map(([label]) => [label, []]));
for (let k = 0; k < count; k++) {
  for (let round = 0; round < config.rounds; round++) {
    const shift = (k + round) % pythons.length;
    for (const [label, py] of [...pythons.slice(shift), ...pythons.slice(0, shift)]) {
      const before = process.cpuUsage();
      const move = JSON.parse(py.runPython(`decide(${k})`));
      const used = process.cpuUsage(before);
      const ms = (used.user + used.system) / 1000;
      const seen = result[label][k];
      result[label][k] = seen ? [seen[0], Math.min(seen[1], ms)] : [move, ms];
    }
  }
}
writeFileSync(config.result, JSON.stringify(result));
