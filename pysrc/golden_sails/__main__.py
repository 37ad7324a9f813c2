"""``python -m golden_sails``: see :mod:`golden_sails.cli`."""

import sys

from .cli import main

sys.exit(main(prog="python -m golden_sails"))
