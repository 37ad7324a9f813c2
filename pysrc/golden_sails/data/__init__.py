"""The game's data as checked-in JSON files (the deck, the Animal references,
the Unicode tables for names), read by :mod:`golden_sails.model` as package
files.  No code: below every layer."""
