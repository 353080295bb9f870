"""The app's dialogs and secondary windows: new game, settings, rules, shortcuts, about."""
