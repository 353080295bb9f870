"""gin_desktop.app: the Qt desktop front end over the engine.

Data flows one way (docs/app-architecture.md): the table scene turns input into an engine
``Action``, ``model.GameModel`` applies it to the match and emits signals, and the scene
and widgets follow. Computer players think off the GUI thread.
"""
