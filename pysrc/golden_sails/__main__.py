"""``python -m golden_sails``: see :mod:`golden_sails.tools.cli`."""

import sys

from .tools.cli import main

sys.exit(main(prog="python -m golden_sails"))
