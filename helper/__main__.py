"""``python -m helper``: the same as the ``helper`` command."""

import sys

from helper.cli import main

sys.exit(main())
