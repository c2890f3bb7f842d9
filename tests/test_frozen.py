"""helper.frozen.Frozen: the records that replaced dataclasses (issue 10, start-up time) behave
as the frozen dataclasses did: fields by position or keyword with their defaults, a default
made afresh, equality and hash without the uncompared fields, no assignment, replace() checked
again, fields(), pickling and copying. Expected values are written out by hand."""

from __future__ import annotations

import copy
import pickle
from fractions import Fraction

import pytest

from helper.frozen import MISSING, Frozen, factory, fields, is_record, replace


class Point(Frozen):
    x: int
    y: int = 0
    tags: dict = factory(dict)
    label: str = "p"
    _uncompared = ("label",)

    def __post_init__(self) -> None:
        if self.x < 0:
            raise ValueError("x below 0")


class Point3(Point):
    z: int = 7


def test_fields_by_position_and_keyword_with_defaults():
    assert Point(1)._fields() == (1, 0, {}, "p")
    assert Point(1, 2, {"a": 1}, "q")._fields() == (1, 2, {"a": 1}, "q")
    assert Point(y=5, x=3)._fields() == (3, 5, {}, "p")
    assert repr(Point(1, 2)) == "Point(x=1, y=2, tags={}, label='p')"


def test_a_factory_default_is_made_afresh_for_each_record():
    one, two = Point(1), Point(1)
    assert one.tags == {} and one.tags is not two.tags


@pytest.mark.parametrize("make, message", [
    (lambda: Point(), "missing argument 'x'"),
    (lambda: Point(1, 2, {}, "p", 9), "takes at most 4 arguments"),
    (lambda: Point(1, x=2), "repeated argument 'x'"),
    (lambda: Point(1, w=2), "unexpected argument 'w'"),
])
def test_wrong_arguments_are_refused_as_a_dataclass_refuses_them(make, message):
    with pytest.raises(TypeError, match=message):
        make()


def test_post_init_checks_at_construction_and_at_replace():
    with pytest.raises(ValueError, match="x below 0"):
        Point(-1)
    with pytest.raises(ValueError, match="x below 0"):
        replace(Point(1), x=-1)
    with pytest.raises(TypeError, match="no field 'w'"):
        replace(Point(1), w=1)


def test_equality_and_hash_leave_out_the_uncompared_field():
    assert Point(1, 2, label="a") == Point(1, 2, label="b")
    assert hash(Point(1, 2, (), "a")) == hash(Point(1, 2, (), "b"))
    assert Point(1, 2) != Point(1, 3)
    # Another class with the same values is not equal (as dataclasses).
    assert Point3(1, 2) != Point(1, 2)
    assert Point(1).__eq__("Point(1)") is NotImplemented


def test_a_record_cannot_be_changed():
    point = Point(1)
    with pytest.raises(AttributeError, match="cannot assign to field 'x'"):
        point.x = 2
    with pytest.raises(AttributeError, match="cannot delete field 'x'"):
        del point.x
    assert point.x == 1


def test_a_subclass_adds_its_fields_after_its_parents():
    assert Point3._names == ("x", "y", "tags", "label", "z")
    assert Point3(1, 2)._fields() == (1, 2, {}, "p", 7)
    assert replace(Point3(1), z=8, y=3)._fields() == (1, 3, {}, "p", 8)


def test_fields_names_annotations_and_defaults():
    got = [(f.name, f.type, f.default) for f in fields(Point)]
    assert got[0] == ("x", "int", MISSING)
    assert got[1] == ("y", "int", 0)
    assert got[2][:2] == ("tags", "dict") and isinstance(got[2][2], factory)
    assert got[3] == ("label", "str", "p")
    assert [f.name for f in fields(Point(1))] == ["x", "y", "tags", "label"]


def test_pickle_and_copy_give_an_equal_record_without_running_post_init_again():
    point = Point(1, 2, {"a": [1]}, "q")
    for back in (pickle.loads(pickle.dumps(point)), copy.copy(point), copy.deepcopy(point)):
        assert type(back) is Point and back._fields() == (1, 2, {"a": [1]}, "q")
    assert copy.deepcopy(point).tags is not point.tags


def test_the_settings_law_and_engine_records_are_no_dataclasses_and_keep_their_values():
    """The converted records (settings, law book, question graph, adjusted scores) are
    Frozen records; Settings.source is not part of the settings' value (it was
    ``field(compare=False)``); Settings() makes fresh sub-settings each time."""
    from helper.dialogue.engine import Choice, Node, Ruling
    from helper.laws.records import Paragraph, Text
    from helper.scoring.adjusted import AdjustedScore, SideScore
    from helper.scoring.datum_rule import DatumRule
    from helper.scoring.kinds import Basis
    from helper.scoring.settings import MultipleBoards, ScoringSettings, Settings

    for kind in (Choice, Node, Ruling, Paragraph, Text, AdjustedScore, SideScore, DatumRule, MultipleBoards,
                 ScoringSettings, Settings):
        assert issubclass(kind, Frozen) and not hasattr(kind, "__dataclass_fields__"), kind
    assert Settings(source="a.toml") == Settings() and Settings().scoring == ScoringSettings()
    assert replace(Settings(), average_plus_pct=65).average_plus_pct == Fraction(65)
    side = SideScore(Basis.AVERAGE_PLUS, percent=Fraction(60))
    assert (side.matchpoints, side.imps) == (None, None)
    assert is_record(side) and not is_record(SideScore)
    node = Node("q", "choice")
    assert (node.text, node.laws, node.inputs, node.next) == ("", (), {}, None)
