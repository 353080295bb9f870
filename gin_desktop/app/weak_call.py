"""Calls that do not keep a window alive: ``weakly(window.method, *args)``,
``single_shot(ms, part.method)``; and ``WeakAttribute``, an attribute that refers back to
an owner without holding it.

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
from typing import Any, Generic, TypeVar, overload

from PySide6.QtCore import QObject, QTimer

_Owner = TypeVar("_Owner")


def weakly(method: Callable[..., Any], *args: Any) -> Callable[..., Any]:
    """``method`` (bound to an object) called with ``args``, whatever a signal sends: what it
    returns, or None once the object has gone. Python and Qt methods (``window.close``)
    alike."""
    call = weak_method(method)
    return lambda *_sent: call(*args)


def single_shot(ms: int, method: Callable[[], Any]) -> None:
    """``method`` (bound to a QObject) called in ``ms`` milliseconds, unless its object has
    been deleted by then. ``QTimer.singleShot(ms, obj, obj.method)`` does the same, but
    PySide keeps the callable for ever once ``obj`` is deleted before the timer fires (a
    table's part deleted with its table): the bound method kept ``obj``'s Python side,
    and all it held. Here it keeps a weak reference."""
    owner = method.__self__  # type: ignore[attr-defined]
    assert isinstance(owner, QObject)
    QTimer.singleShot(ms, owner, weakly(method))


def weak_method(method: Callable[..., Any]) -> Callable[..., Any]:
    """``method`` (bound to an object), called with what it is given: what it returns, or
    None once the object has gone."""
    owner = weakref.ref(method.__self__)  # type: ignore[attr-defined]
    # The function itself where there is one (as ``weakref.WeakMethod``): looked up by
    # name, a method whose function is not the class's by that name (a lambda put in its
    # place) was not found. Qt's own methods have no ``__func__``: by name.
    function = getattr(method, "__func__", None)
    name = method.__name__

    def call(*args: Any) -> Any:
        held = owner()
        if held is None:
            return None
        return function(held, *args) if function is not None else getattr(held, name)(*args)

    return call


@overload
def weak_if_bound(call: None) -> None: ...


@overload
def weak_if_bound(call: Callable[..., Any]) -> Callable[..., Any]: ...


def weak_if_bound(call: Callable[..., Any] | None) -> Callable[..., Any] | None:
    """``weak_method(call)`` for a method bound to an object; any other callable, or None,
    as it is."""
    owner = getattr(call, "__self__", None)
    if call is None or owner is None or isinstance(owner, ModuleType):
        return call
    return weak_method(call)


class WeakAttribute(Generic[_Owner]):
    """An attribute that refers back to the object that owns its holder, weakly:
    ``_view = WeakAttribute[TableView]()`` in the class, ``self._view = view`` as usual.

    A part of a widget (a Qt child: the widget's Python side holds its children's) that
    held the widget back made a reference cycle: a widget let go of was left to Python's
    cyclic collector, which clears the parts' Python state before Qt deletes the widget,
    and Qt's last events then reached Python overrides whose attributes were gone. Held
    weakly, the widget is freed the moment nothing else holds it, its parts with it.

    Read once the owner has gone, it raises ``RuntimeError`` (as a Qt object deleted
    does); ``alive(obj)`` gives the owner or None."""

    def __set_name__(self, holder: type, name: str) -> None:
        self._name = name
        self._slot = f"_weak_{name}"

    @overload
    def __get__(self, obj: None, holder: type) -> WeakAttribute[_Owner]: ...

    @overload
    def __get__(self, obj: object, holder: type) -> _Owner: ...

    def __get__(self, obj: object, holder: type) -> WeakAttribute[_Owner] | _Owner:
        if obj is None:
            return self
        owner = self.alive(obj)
        if owner is None:
            raise RuntimeError(f"{type(obj).__name__}: its {self._name} has gone")
        return owner

    def __set__(self, obj: object, owner: _Owner) -> None:
        vars(obj)[self._slot] = weakref.ref(owner)

    def alive(self, obj: object) -> _Owner | None:
        """``obj``'s owner, or None once it has gone (or before it was set)."""
        ref: weakref.ref[_Owner] | None = vars(obj).get(self._slot)
        return None if ref is None else ref()
