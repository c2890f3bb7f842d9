"""A frozen record class without :mod:`dataclasses` (start-up time of the command line and the screen)."""

from __future__ import annotations


class factory:
    """A default made afresh for each record (as ``dataclasses.field(default_factory=...)``):
    ``headings: dict = factory(dict)``."""

    __slots__ = ("make",)

    def __init__(self, make) -> None:
        self.make = make


MISSING = object()
"""The default of a field that has none (:class:`Field`)."""


class Frozen:
    """The little of a frozen dataclass that records need (fields by position
    or keyword with defaults, equality, hash, repr, pickling, no assignment,
    :func:`replace` and :func:`fields`).

    Subclasses declare their fields as a dataclass does, by annotations in
    order, a class value being the default (:class:`factory` for one made
    afresh, as ``field(default_factory=...)``); or list them in ``__slots__``
    with their defaults in ``_defaults``. A field named in ``_uncompared``
    is left out of equality and hash (as ``field(compare=False)``). A
    subclass of a record adds its fields after its parent's. ``__post_init__``
    checks the values (and may set them with ``object.__setattr__``), as a
    dataclass's does. Assigning or deleting a field raises AttributeError
    (a dataclass raises ``FrozenInstanceError``, an AttributeError).

    Plain classes, not dataclasses: importing :mod:`dataclasses` (and
    :mod:`inspect` with it) was a sixth of ``helper score``'s start-up, and
    each ``@dataclass`` compiles its methods when its module is imported
    (about 0.5 ms a class; issue 10)."""

    __slots__ = ()

    _names: tuple = ()
    """The fields, in order (set for each subclass)."""
    _defaults: dict = {}
    _uncompared: tuple = ()
    _compared: tuple = ()
    _annotations: dict = {}
    _name_set: frozenset = frozenset()
    _plain: dict = {}
    _made: tuple = ()

    def __init_subclass__(cls, **kwargs) -> None:
        super().__init_subclass__(**kwargs)
        own = cls.__dict__
        annotations = dict(own.get("__annotations__", {}))
        if "__slots__" in own:
            names = tuple(own["__slots__"])
            defaults = dict(own.get("_defaults", {}))
        else:
            names = tuple(name for name in annotations if not name.startswith("_"))
            defaults = {name: own[name] for name in names if name in own}
        parent = cls.__mro__[1]
        cls._names = tuple(name for name in parent._names if name not in names) + names
        cls._defaults = {**parent._defaults, **defaults}
        cls._annotations = {**parent._annotations, **{n: annotations[n] for n in names if n in annotations}}
        cls._compared = tuple(name for name in cls._names if name not in cls._uncompared)
        cls._name_set = frozenset(cls._names)
        cls._plain = {name: value for name, value in cls._defaults.items() if type(value) is not factory}
        cls._made = tuple((name, value.make) for name, value in cls._defaults.items() if type(value) is factory)
        if "__slots__" in own:
            cls.__reduce__ = _reduce_slots

    def __init__(self, *args, **kwargs) -> None:
        names = self._names
        if args:
            if len(args) > len(names):
                raise TypeError(f"{type(self).__name__}() takes at most {len(names)} arguments")
            given = dict(zip(names, args))
            if not given.keys().isdisjoint(kwargs):
                raise TypeError(f"{type(self).__name__}() got a repeated argument "
                                f"{sorted(given.keys() & kwargs.keys())[0]!r}")
            kwargs = {**given, **kwargs}
        if not self._name_set.issuperset(kwargs):
            raise TypeError(f"{type(self).__name__}() got an unexpected argument "
                            f"{sorted(set(kwargs) - self._name_set)[0]!r}")
        try:
            values = self.__dict__  # a record whose fields are annotations: two dict updates
        except AttributeError:  # fields in __slots__
            values = None
        if values is not None:
            values.update(self._plain)
            values.update(kwargs)
            for name, make in self._made:
                if name not in kwargs:
                    values[name] = make()
            if len(values) != len(names):
                raise TypeError(f"{type(self).__name__}() missing argument "
                                f"{next(n for n in names if n not in values)!r}")
        else:
            setter = object.__setattr__
            for name in names:
                if name in kwargs:
                    value = kwargs[name]
                else:
                    try:
                        value = self._defaults[name]
                    except KeyError:
                        raise TypeError(f"{type(self).__name__}() missing argument {name!r}") from None
                    if type(value) is factory:
                        value = value.make()
                setter(self, name, value)
        self.__post_init__()

    def __post_init__(self) -> None:
        pass

    def __setattr__(self, name: str, value) -> None:
        raise AttributeError(f"cannot assign to field {name!r}")

    def __delattr__(self, name: str) -> None:
        raise AttributeError(f"cannot delete field {name!r}")

    def _fields(self) -> tuple:
        return tuple(getattr(self, name) for name in self._names)

    def _key(self) -> tuple:
        return tuple(getattr(self, name) for name in self._compared)

    def __eq__(self, other) -> bool:
        return self._key() == other._key() if other.__class__ is self.__class__ else NotImplemented

    def __hash__(self) -> int:
        return hash(self._key())

    def __repr__(self) -> str:
        return f"{type(self).__qualname__}(" + ", ".join(f"{name}={getattr(self, name)!r}"
                                                        for name in self._names) + ")"


def _reduce_slots(self):
    # A record whose fields are __slots__ is pickled as its class and values (pickle's
    # own way sets them with setattr, which a frozen record refuses). A record whose
    # fields are annotations is pickled as a dataclass is: its __dict__, read back
    # without __init__ or __post_init__ (the law book's records come from the
    # start-up cache at every start).
    return (type(self), self._fields())


class Field(Frozen):
    """One field of a record (:func:`fields`): its ``name``, its ``type`` (the annotation as
    written, a string: the modules use ``from __future__ import annotations``) and its
    ``default`` (:data:`MISSING` when it has none; a :class:`factory` when it is made afresh)."""

    __slots__ = ("name", "type", "default")


def replace(record, /, **changes):
    """A copy of ``record`` with the fields in ``changes`` replaced, checked again by its
    ``__post_init__`` (as :func:`dataclasses.replace`). A dataclass is handed to
    :func:`dataclasses.replace`.

    Raises:
        TypeError: a name that is not a field of the record.
    """
    if not isinstance(record, Frozen):
        import dataclasses

        return dataclasses.replace(record, **changes)
    unknown = set(changes) - set(record._names)
    if unknown:
        raise TypeError(f"{type(record).__name__} has no field {sorted(unknown)[0]!r}")
    values = {name: getattr(record, name) for name in record._names}
    values.update(changes)
    return type(record)(**values)


def fields(record) -> tuple:
    """The :class:`Field` s (``.name``, ``.type``, ``.default``) of a record class or record,
    in order (as :func:`dataclasses.fields`, which is used for a dataclass)."""
    if isinstance(record, Frozen) or (isinstance(record, type) and issubclass(record, Frozen)):
        return tuple(Field(name, record._annotations.get(name, ""), record._defaults.get(name, MISSING))
                     for name in record._names)
    import dataclasses

    return dataclasses.fields(record)


def is_record(value) -> bool:
    """True for a record (an instance of a :class:`Frozen` class or of a dataclass), not a class."""
    return isinstance(value, Frozen) or (hasattr(value, "__dataclass_fields__") and not isinstance(value, type))
