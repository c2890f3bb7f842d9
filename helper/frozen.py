"""A frozen record class without :mod:`dataclasses` (start-up time of the command line)."""

from __future__ import annotations


class Frozen:
    """The little of a frozen dataclass that small records need (fields by
    position or keyword with defaults, equality, hash, repr, pickling, no
    assignment): :class:`helper.scoring.contract.Contract` and ``Result``,
    :class:`helper.scoring.notation.Outcome`, :class:`helper.i18n.Translator`.

    Subclasses list their fields in ``__slots__``, their defaults in
    ``_defaults`` and check them in ``__post_init__``. Plain classes, not
    dataclasses: importing :mod:`dataclasses` (and :mod:`inspect` with it) was
    a sixth of ``helper score contract``'s start-up (issue 10)."""

    __slots__ = ()

    def __init__(self, *args, **kwargs) -> None:
        names = self.__slots__
        if len(args) > len(names):
            raise TypeError(f"{type(self).__name__}() takes at most {len(names)} arguments")
        values = dict(zip(names, args))
        for name, value in kwargs.items():
            if name not in names or name in values:
                raise TypeError(f"{type(self).__name__}() got an unexpected or repeated argument {name!r}")
            values[name] = value
        for name in names:
            if name not in values:
                if name not in self._defaults:
                    raise TypeError(f"{type(self).__name__}() missing argument {name!r}")
                values[name] = self._defaults[name]
            object.__setattr__(self, name, values[name])
        self.__post_init__()

    _defaults: dict = {}

    def __post_init__(self) -> None:
        pass

    def __setattr__(self, name: str, value) -> None:
        raise AttributeError(f"cannot assign to field {name!r}")

    def __delattr__(self, name: str) -> None:
        raise AttributeError(f"cannot delete field {name!r}")

    def _fields(self) -> tuple:
        return tuple(getattr(self, name) for name in self.__slots__)

    def __eq__(self, other) -> bool:
        return self._fields() == other._fields() if other.__class__ is self.__class__ else NotImplemented

    def __hash__(self) -> int:
        return hash(self._fields())

    def __repr__(self) -> str:
        return f"{type(self).__name__}(" + ", ".join(f"{name}={getattr(self, name)!r}" for name in self.__slots__) + ")"

    def __reduce__(self):
        return (type(self), self._fields())
