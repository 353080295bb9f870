"""Calls that do not keep a window alive: ``weakly(window.method, *args)``.

A callable connected to a signal is kept by Qt, out of sight of Python's garbage collector,
until the sender goes; a callable kept in an attribute of the window's own part makes a
reference cycle. A lambda over the window connected to a signal of one of its children
kept the closed window, and everything in it, for the life of the program, and Python's
exit then took the leftovers apart in no set order. ``weakly`` keeps only a weak
reference to the method's object: once nothing else holds it, it is freed at once, and
the call does nothing.
"""

from __future__ import annotations

import weakref
from collections.abc import Callable
from types import ModuleType
from typing import Any


def weakly(method: Callable[..., Any], *args: Any) -> Callable[..., Any]:
    """``method`` (bound to an object) called with ``args``, whatever a signal sends: what it
    returns, or None once the object has gone. Python and Qt methods (``window.close``)
    alike."""
    call = weak_method(method)
    return lambda *_sent: call(*args)


def weak_method(method: Callable[..., Any]) -> Callable[..., Any]:
    """``method`` (bound to an object), called with what it is given: what it returns, or
    None once the object has gone."""
    owner = weakref.ref(method.__self__)  # type: ignore[attr-defined]
    name = method.__name__

    def call(*args: Any) -> Any:
        held = owner()
        return None if held is None else getattr(held, name)(*args)

    return call


def weak_if_bound(call: Callable[..., Any] | None) -> Callable[..., Any] | None:
    """``weak_method(call)`` for a method bound to an object; any other callable, or None,
    as it is."""
    owner = getattr(call, "__self__", None)
    if call is None or owner is None or isinstance(owner, ModuleType):
        return call
    return weak_method(call)
