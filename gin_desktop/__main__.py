"""`python -m gin_desktop`: the same as the `gin-desktop` command."""

import sys

from gin_desktop.cli import main

sys.exit(main())
