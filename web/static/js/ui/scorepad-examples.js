// The rulebook's scoring examples and F.A.Q. cases as score-pad tables (the
// format of shared/spec/score-json.md).  Where the rulebook's pictures are lost
// the cards are those of tests/scoring/test_scoring_rulebook.py, which checks
// the rules core gives the rulebook's numbers for each of them.

const W = (kind, left, right) => ({ kind, left, right });
const ANDY_WEAPONS = [W("mambele", 1, 2), W("boomerang", 0, 2), W("shuriken", 1, 1), W("katar", 2, 0)];

function table(reference, ...piles) {
  const names = ["Andy", "Bob", "Cathy", "Dora"];
  return { animal_reference: reference, first_player: 0, players: piles.map((p, i) => ({ name: names[i], ...p })) };
}

/** key -> {title, text, table} */
export const EXAMPLES = {
  spices: {
    title: "Spices",
    text: "Anise, Mint, Pepper and a second Anise: 3 different kinds score 8 VP; the second Anise scores nothing.",
    table: table("IV", { spices: ["anise", "mint", "pepper", "anise"] }, {}),
  },
  gems: {
    title: "Gems",
    text: "Gems 1, 2, 4, 4 and 8: the runs 8-1-2 and 4 and 4 score 11 VP.",
    table: table("IV", { gems: [1, 2, 4, 4, 8] }, {}),
  },
  "gems-3": {
    title: "Gems with a 3",
    text: "A 3 instead of the second 4: one run 8-1-2-3-4 scores 25 VP.",
    table: table("IV", { gems: [1, 2, 4, 3, 8] }, {}),
  },
  animals: {
    title: "Animals",
    text: "Reference IV: two Unicorns, a Spider and a Phoenix score 10 VP.",
    table: table("IV", { animals: ["unicorn", "unicorn", "spider", "phoenix"] }, {}),
  },
  "animals-v": {
    title: "Animal reference V",
    text: "Reference V: Phoenix, Spider, Unicorn, Unicorn, Serpent, in the order taken, score 14 VP.",
    table: table("V", { animals: ["phoenix", "spider", "unicorn", "unicorn", "serpent"] }, {}),
  },
  weapons: {
    title: "Weapons",
    text: "Andy's Mambele 1-2, Boomerang 0-2, Shuriken 1-1 and Katar 2-0 steal 4 VP from Bob on his left and 5 from Cathy on his right.",
    table: table("IV", { weapons: ANDY_WEAPONS }, {}, {}),
  },
  "weapons-boomerangs": {
    title: "Two Boomerangs",
    text: "A second Boomerang instead of the Katar: both Boomerangs stop working; 2 VP from the left, 3 from the right.",
    table: table("IV", { weapons: [W("mambele", 1, 2), W("boomerang", 0, 2), W("shuriken", 1, 1), W("boomerang", 1, 1)] }, {}, {}),
  },
  spells: {
    title: "Spells",
    text: "2 VP for each of 3 Spells, a set of three different Animals for 4 VP, and the Shuriken boost makes Shuriken 1-1 a 3-3.",
    table: table("IV", {
      animals: ["unicorn", "unicorn", "spider", "phoenix"],
      weapons: ANDY_WEAPONS,
      spells: [{ power: "per_spell" }, { power: "three_animals" }, { power: "weapon_boost", weapon: "shuriken" }],
    }, {}, {}),
  },
  "faq-spice-pairs": {
    title: "F.A.Q.: two Spice-pair Spells",
    text: "Mint & Cloves and Mint & Anise with 1 Mint, 2 Cloves and 1 Anise: each Spell is scored on its own, 4 VP each.",
    table: table("IV", {
      spices: ["mint", "cloves", "cloves", "anise"],
      spells: [{ power: "spice_pair", spices: ["mint", "cloves"] }, { power: "spice_pair", spices: ["mint", "anise"] }],
    }, {}),
  },
  "faq-three-animals": {
    title: "F.A.Q.: two three-Animal Spells",
    text: "Two \"3 different Animals\" Spells with 2 Unicorns, 2 Phoenixes and 1 Spider: one set of three, 4 VP a Spell, 8 VP.",
    table: table("IV", {
      animals: ["unicorn", "unicorn", "phoenix", "phoenix", "spider"],
      spells: [{ power: "three_animals" }, { power: "three_animals" }],
    }, {}),
  },
  "faq-gem-shifts": {
    title: "F.A.Q.: two Gem shifts on one Gem",
    text: "Two +1/-1 Spells may move the same Gem twice: with 1, 4 and 5 the 1 becomes a 3 for the run 3-4-5, 9 VP.",
    table: table("IV", { gems: [1, 4, 5], spells: [{ power: "gem_shift" }, { power: "gem_shift" }] }, {}),
  },
};
