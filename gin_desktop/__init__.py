"""gin_desktop: an offline desktop Gin Rummy game."""

__version__ = "0.1.0"
