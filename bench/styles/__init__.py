"""Opponent styles for measuring ``expert`` against play it was not tuned on.

Each is a ``module:Class`` strategy (docs/strategies.md) that sees only its seat's view:
``python -m gin_desktop.arena expert bench.styles.casual:Casual --no-isolate ...`` from the
repository root. They are bench material, not part of the game.
"""
