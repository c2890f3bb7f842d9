"""The start-up cache (helper/cache.py): used while the sources are unchanged,
parsed again when one changes, and ignored (never a crash, never a wrong text)
when it is damaged, unreadable or unwritable."""

from __future__ import annotations

import marshal
import os
import pickle
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from helper import cache

ROOT = Path(__file__).resolve().parent.parent


@pytest.fixture
def cache_dir(tmp_path, monkeypatch):
    directory = tmp_path / "cache"
    monkeypatch.setenv("HELPER_CACHE_DIR", str(directory))
    return directory


class Counter:
    """A build function that reads a source file and counts its calls."""

    def __init__(self, path: Path):
        self.path = path
        self.calls = 0

    def __call__(self):
        self.calls += 1
        return {"text": self.path.read_text(encoding="utf-8")}


def test_second_call_comes_from_the_cache(cache_dir, tmp_path):
    source = tmp_path / "data.txt"
    source.write_text("twelve", encoding="utf-8")
    build = Counter(source)
    assert cache.cached("data", [source], build) == {"text": "twelve"}
    assert cache.cached("data", [source], build) == {"text": "twelve"}
    assert build.calls == 1
    assert [p.name for p in cache_dir.iterdir()] == ["data.pickle"]  # no temporary file left


def test_changed_source_is_parsed_again(cache_dir, tmp_path):
    source = tmp_path / "data.txt"
    source.write_text("twelve", encoding="utf-8")
    build = Counter(source)
    cache.cached("data", [source], build)
    source.write_text("eighty-six", encoding="utf-8")  # another size
    assert cache.cached("data", [source], build) == {"text": "eighty-six"}
    source.write_text("eighty-SIX", encoding="utf-8")  # same size, later mtime
    stat = source.stat()
    os.utime(source, ns=(stat.st_atime_ns, stat.st_mtime_ns + 1_000_000))
    assert cache.cached("data", [source], build) == {"text": "eighty-SIX"}
    assert build.calls == 3


def test_new_version_is_parsed_again(cache_dir, tmp_path, monkeypatch):
    import helper

    source = tmp_path / "data.txt"
    source.write_text("twelve", encoding="utf-8")
    build = Counter(source)
    cache.cached("data", [source], build)
    monkeypatch.setattr(helper, "__version__", "99.0")
    cache.cached("data", [source], build)
    assert build.calls == 2


@pytest.mark.parametrize("content", [b"", b"garbage, not a pickle", pickle.dumps("a string")[:-3],
                                     pickle.dumps(("wrong key", {"text": "stale"}))])
def test_damaged_entry_is_ignored(cache_dir, tmp_path, content):
    source = tmp_path / "data.txt"
    source.write_text("twelve", encoding="utf-8")
    build = Counter(source)
    cache.cached("data", [source], build)
    (cache_dir / "data.pickle").write_bytes(content)
    assert cache.cached("data", [source], build) == {"text": "twelve"}
    assert build.calls == 2
    # ... and replaced by a good entry
    assert cache.cached("data", [source], build) == {"text": "twelve"}
    assert build.calls == 2


@pytest.mark.parametrize("content", [None, b"", b"garbage, not marshal data", marshal.dumps("a string")[:-3],
                                     marshal.dumps(("wrong key", {"text": "stale"}))])
def test_plain_data_is_kept_with_marshal(cache_dir, tmp_path, content):
    """``plain=True`` (the footer's strings in every language): the entry is marshal data, ``data.marshal``
    (no pickle import at start-up, issue 10); read back equal, and a damaged one is
    ignored and replaced, as a pickle is."""
    source = tmp_path / "data.txt"
    source.write_text("twelve", encoding="utf-8")
    build = Counter(source)
    assert cache.cached("data", [source], build, plain=True) == {"text": "twelve"}
    assert [p.name for p in cache_dir.iterdir()] == ["data.marshal"]  # no temporary file left
    key, value = marshal.loads((cache_dir / "data.marshal").read_bytes())
    assert value == {"text": "twelve"} and key[-1] == ((str(source.resolve()), source.stat().st_mtime_ns, 6),)
    if content is not None:
        (cache_dir / "data.marshal").write_bytes(content)
    assert cache.cached("data", [source], build, plain=True) == {"text": "twelve"}
    assert build.calls == (1 if content is None else 2)
    assert cache.cached("data", [source], build, plain=True) == {"text": "twelve"}
    assert build.calls == (1 if content is None else 2)


def test_data_marshal_cannot_hold_is_given_and_not_kept(cache_dir, tmp_path):
    """A value that is not plain data (a record) passed with ``plain=True``: returned as built,
    nothing stored (never a crash), built again next time."""
    source = tmp_path / "data.txt"
    source.write_text("twelve", encoding="utf-8")
    made = []

    def build():
        made.append(Path(source))
        return made[-1]

    assert cache.cached("data", [source], build, plain=True) == source
    assert cache.cached("data", [source], build, plain=True) == source
    assert len(made) == 2 and list(cache_dir.iterdir()) == []


# Keys of one length falling on one slot of the table's 16 ("A" and "Q" end alike in binary: 0x41, 0x51).
TABLE = {"Aa": "first", "Qa": "second", "AaQa": "third", "QaAa": "fourth", ("ctx", "Aa"): "in a context",
         ("{n} board", "{n} boards"): ("{n} πίνακας", "{n} πίνακες"), "Greek": "ελληνικά", "Chinese": "中文"}


def test_table_is_read_on_demand_and_equal(cache_dir, tmp_path):
    """``cached_table`` (the interface catalogues): built and returned as built the first time; then a
    Table that gives each value asked for, equal to the built one (texts, a context's key, a plural's
    forms as a tuple), None or the default for a key it does not hold, colliding keys told apart."""
    source = tmp_path / "data.txt"
    source.write_text("twelve", encoding="utf-8")
    calls = []

    def build():
        calls.append(1)
        return ("head", (("Aa", "rejected"),)), dict(TABLE)

    assert cache.cached_table("data", [source], build) == (("head", (("Aa", "rejected"),)), TABLE)
    assert [p.name for p in cache_dir.iterdir()] == ["data.table"]  # no temporary file left
    head, table = cache.cached_table("data", [source], build)
    assert calls == [1] and isinstance(table, cache.Table)
    assert head == ("head", (("Aa", "rejected"),))
    assert {key: table.get(key) for key in TABLE} == TABLE
    assert table.get(("{n} board", "{n} boards")) == ("{n} πίνακας", "{n} πίνακες")
    for missing in ("Ab", "Ba", "aA", "AaAa", "ctx\x05Aa", ("Aa", "ctx"), "Gree", "Greek "):
        assert table.get(missing) is None and table.get(missing, "x") == "x"
    assert table.get("Aa") == "first" and table.get("Qa") == "second"  # asked again: kept
    assert cache.text_hash("Aa") % 16 == cache.text_hash("Qa") % 16 == cache.text_hash("Ba") % 16 - 1
    assert cache.text_hash("AaQa") % 16 == cache.text_hash("QaAa") % 16
    # A source changed: built again.
    source.write_text("eighty-six", encoding="utf-8")
    assert cache.cached_table("data", [source], build)[1] == TABLE and calls == [1, 1]


def test_table_keeps_its_entry_when_a_newer_one_replaces_it(cache_dir, tmp_path):
    """A table read from an entry keeps reading that entry after another start stored a newer one
    (the catalogue edited meanwhile): never a mix of the two catalogues' texts."""
    source = tmp_path / "data.txt"
    source.write_text("twelve", encoding="utf-8")
    cache.cached_table("data", [source], lambda: (None, {"Greek": "ελληνικά", "Chinese": "中文"}))
    old = cache.cached_table("data", [source], lambda: pytest.fail("from the cache"))[1]
    source.write_text("eighty-six", encoding="utf-8")
    cache.cached_table("data", [source], lambda: (None, {"Greek": "νέο", "Chinese": "新"}))
    assert old.get("Greek") == "ελληνικά" and old.get("Chinese") == "中文"
    assert cache.cached_table("data", [source], lambda: pytest.fail("from the cache"))[1].get("Greek") == "νέο"


@pytest.mark.parametrize("damage", ["empty", "garbage", "truncated", "texts cut", "wrong key", "texts garbled"])
def test_damaged_table_is_ignored(cache_dir, tmp_path, damage):
    """A damaged table entry: built again (never a crash, never a wrong text), or, when only its texts
    are damaged, each damaged text missing (English is shown), never another text."""
    source = tmp_path / "data.txt"
    source.write_text("twelve", encoding="utf-8")
    calls = []

    def build():
        calls.append(1)
        return None, dict(TABLE)

    cache.cached_table("data", [source], build)
    entry = cache_dir / "data.table"
    content = entry.read_bytes()
    header_end = 8 + int.from_bytes(content[4:8], "little")
    damaged = {"empty": b"", "garbage": b"garbage, not a table", "truncated": content[:header_end - 3],
               "texts cut": content[:header_end + 5], "wrong key": content[:8] + marshal.dumps(("wrong key", None, b"")),
               "texts garbled": content[:header_end] + bytes(255 - b for b in content[header_end:])}[damage]
    entry.write_bytes(damaged)
    head, table = cache.cached_table("data", [source], build)
    if damage in ("texts cut", "texts garbled"):  # the header is whole: the texts are read as asked
        assert calls == [1] and all(table.get(key) is None for key in TABLE)
    else:
        assert calls == [1, 1] and table == TABLE
        assert cache.cached_table("data", [source], build)[1].get("Qa") == "second" and calls == [1, 1]


def test_unreadable_entry_and_read_only_directory(cache_dir, tmp_path):
    if os.geteuid() == 0:
        pytest.skip("root reads and writes whatever the permissions")
    source = tmp_path / "data.txt"
    source.write_text("twelve", encoding="utf-8")
    build = Counter(source)
    cache.cached("data", [source], build)
    (cache_dir / "data.pickle").chmod(0)
    cache_dir.chmod(0o500)
    try:
        assert cache.cached("data", [source], build) == {"text": "twelve"}
        assert build.calls == 2
    finally:
        cache_dir.chmod(0o700)


def test_unwritable_cache_location_is_ignored(tmp_path, monkeypatch):
    # A cache "directory" that is a file: nothing can be written under it, as
    # with a read-only directory (this holds for root too).
    blocker = tmp_path / "not-a-directory"
    blocker.write_text("", encoding="utf-8")
    monkeypatch.setenv("HELPER_CACHE_DIR", str(blocker / "cache"))
    source = tmp_path / "data.txt"
    source.write_text("twelve", encoding="utf-8")
    build = Counter(source)
    assert cache.cached("data", [source], build) == {"text": "twelve"}
    assert cache.cached("data", [source], build) == {"text": "twelve"}
    assert build.calls == 2


def test_entry_that_is_a_directory_is_ignored(cache_dir, tmp_path):
    (cache_dir / "data.pickle").mkdir(parents=True)
    source = tmp_path / "data.txt"
    source.write_text("twelve", encoding="utf-8")
    build = Counter(source)
    assert cache.cached("data", [source], build) == {"text": "twelve"}
    assert build.calls == 1


def test_empty_variable_turns_the_cache_off(tmp_path, monkeypatch):
    monkeypatch.setenv("HELPER_CACHE_DIR", "")
    assert cache.cache_dir() is None
    source = tmp_path / "data.txt"
    source.write_text("twelve", encoding="utf-8")
    build = Counter(source)
    cache.cached("data", [source], build)
    cache.cached("data", [source], build)
    assert build.calls == 2


def test_default_directory_follows_xdg(monkeypatch, tmp_path):
    if not sys.platform.startswith("linux"):
        pytest.skip("the XDG rule is Linux's")
    monkeypatch.delenv("HELPER_CACHE_DIR")
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "xdg"))
    assert cache.cache_dir() == tmp_path / "xdg" / "helper"
    from platformdirs import user_cache_path

    assert cache.cache_dir() == user_cache_path("helper")


def test_build_error_is_raised_and_nothing_stored(cache_dir, tmp_path):
    def build():
        raise ValueError("malformed")

    with pytest.raises(ValueError, match="malformed"):
        cache.cached("data", [tmp_path / "data.txt"], build)
    assert not (cache_dir / "data.pickle").exists()


# ------------------------------------------------------------ the real data

def _copy_locales(tmp_path: Path) -> Path:
    locales = tmp_path / "locales"
    shutil.copytree(ROOT / "locales", locales)
    return locales


def test_catalogue_change_is_seen_through_the_cache(cache_dir, tmp_path, monkeypatch):
    import helper.i18n as i18n

    locales = _copy_locales(tmp_path)
    monkeypatch.setattr(i18n, "locales_dir", lambda: locales)
    monkeypatch.setattr(i18n, "_cache", {})
    assert i18n.get_translator("el").gettext("Greek") == "ελληνικά"
    assert [p.suffix for p in cache_dir.iterdir() if p.name.startswith("messages-el-")] == [".table"]
    # From the cache in a "new start" (the in-memory cache emptied): the same text.
    monkeypatch.setattr(i18n, "_cache", {})
    assert i18n.get_translator("el").gettext("Greek") == "ελληνικά"
    # The file changed: the new translation, not the cached one.
    po = locales / "el" / "LC_MESSAGES" / "messages.po"
    text = po.read_text(encoding="utf-8")
    assert 'msgid "Greek"\nmsgstr "ελληνικά"\n' in text
    po.write_text(text.replace('msgid "Greek"\nmsgstr "ελληνικά"\n', 'msgid "Greek"\nmsgstr "ελληνικά (νέο)"\n'),
                  encoding="utf-8")
    monkeypatch.setattr(i18n, "_cache", {})
    assert i18n.get_translator("el").gettext("Greek") == "ελληνικά (νέο)"


@pytest.mark.parametrize("lang", ["zh", "el"])
def test_catalogue_from_the_cache_gives_every_translation(cache_dir, monkeypatch, lang):
    """The shipped catalogue read from the cache (a table read on demand, issue 10's memory at the first
    frame) gives every translation the parsed file gives, and English (the msgid) for what it lacks."""
    import helper.i18n as i18n

    monkeypatch.setattr(i18n, "_cache", {})
    parsed = i18n.get_translator(lang).messages  # the first start: parsed
    monkeypatch.setattr(i18n, "_cache", {})
    translator = i18n.get_translator(lang)
    assert type(parsed) is dict and isinstance(translator.messages, cache.Table)
    assert len(parsed) > 1000
    assert {key: translator.messages.get(key) for key in parsed} == parsed
    assert translator.gettext("Greek") == {"zh": "希腊文", "el": "ελληνικά"}[lang]
    assert translator.gettext("no such interface string") == "no such interface string"


def test_damaged_catalogue_cache_gives_the_right_text(cache_dir, tmp_path, monkeypatch):
    import helper.i18n as i18n

    monkeypatch.setattr(i18n, "_cache", {})
    assert i18n.get_translator("zh").gettext("Greek") == "希腊文"
    for entry in cache_dir.iterdir():
        entry.write_bytes(b"\x80\x05garbage")
    monkeypatch.setattr(i18n, "_cache", {})
    assert i18n.get_translator("zh").gettext("Greek") == "希腊文"


def test_law_book_from_the_cache_equals_the_parsed_one(cache_dir, tmp_path):
    from helper.laws import loader

    book_dir = tmp_path / "laws_text"
    shutil.copytree(ROOT / "laws_text", book_dir)
    parsed = loader._parse_book(book_dir)
    assert loader.read_book(book_dir) == parsed  # parsed and stored
    assert loader.read_book(book_dir) == parsed  # read back
    stored = next(cache_dir.glob("laws-*.pickle"))
    assert stored.stat().st_size > 0
    # A changed law file is parsed again.
    law12 = book_dir / "law12_2017.yaml"
    law12.write_text(law12.read_text(encoding="utf-8").replace("artificial adjusted score",
                                                               "ARTIFICIAL ADJUSTED SCORE", 1), encoding="utf-8")
    changed = loader.read_book(book_dir)
    texts = [p.texts["en"].text for p in changed["paragraphs"] if "en" in p.texts]
    assert any("ARTIFICIAL ADJUSTED SCORE" in text for text in texts)


def test_graph_from_the_cache_and_after_a_change(cache_dir, tmp_path, monkeypatch):
    """The graph is kept built (its records, the structure checked): the second start reads no
    YAML and parses no node; a changed graph file is parsed and checked again."""
    from helper.dialogue import engine

    graph = tmp_path / "graph.yaml"
    shutil.copy(engine.GRAPH_PATH, graph)
    first = engine._built_graph(graph)
    assert first.start == "situation" and first["situation"].text == "What happened on this board?"
    assert [entry.name.startswith("graph-built-") for entry in cache_dir.iterdir()] == [True]
    parsed = []
    monkeypatch.setattr(engine, "_read_graph", lambda path: parsed.append(path))
    monkeypatch.setattr(engine, "_parse_node", lambda *args: parsed.append(args))
    again = engine._built_graph(graph)
    assert again == first and again is not first and parsed == []
    monkeypatch.undo()
    monkeypatch.setenv("HELPER_CACHE_DIR", str(cache_dir))
    graph.write_text(graph.read_text(encoding="utf-8").replace("What happened on this board?", "WHAT HAPPENED?", 1),
                     encoding="utf-8")
    assert engine._built_graph(graph)["situation"].text == "WHAT HAPPENED?"
    # A graph whose structure is wrong is refused as before, and nothing is stored for it.
    graph.write_text(graph.read_text(encoding="utf-8").replace("start: situation", "start: nowhere", 1),
                     encoding="utf-8")
    with pytest.raises(engine.GraphError, match="start node 'nowhere' does not exist"):
        engine._built_graph(graph)
    with pytest.raises(engine.GraphError, match="start node 'nowhere' does not exist"):
        engine._built_graph(graph)


def test_command_line_with_a_damaged_cache(tmp_path):
    """End to end, fresh processes: a garbage cache changes nothing in what is printed."""
    env = {**os.environ, "HELPER_CACHE_DIR": str(tmp_path / "cache"), "LANGUAGE": "el"}
    command = [sys.executable, "-m", "helper", "laws", "show", "12C1(e)"]
    first = subprocess.run(command, capture_output=True, env=env, check=True)
    entries = list((tmp_path / "cache").iterdir())
    assert entries
    for entry in entries:
        entry.write_bytes(b"\x80\x05\x95garbage")
    second = subprocess.run(command, capture_output=True, env=env, check=True)
    assert second.stdout == first.stdout and second.stderr == first.stderr == b""


def test_second_start_reads_the_cache_not_the_sources(tmp_path):
    """Fresh processes: the first start parses (YAML, polib) and fills the cache; the
    second prints the same and imports neither parser."""
    env = {**os.environ, "HELPER_CACHE_DIR": str(tmp_path / "cache")}
    code = ("import sys; from helper.cli import main; main(['--lang', 'el', 'laws', 'show', '12C1(e)']); "
            "print(sorted(m for m in ('yaml', 'polib', 'helper.i18n.po') if m in sys.modules))")
    first = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=env, check=True)
    second = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=env, check=True)
    *text, parsers = first.stdout.splitlines()
    assert parsers == "['helper.i18n.po', 'polib', 'yaml']"
    assert second.stdout.splitlines() == [*text, "[]"]
    assert text[0] == "Νόμος 12Γ1(ε)"  # the Greek catalogue and law book were read


def test_fifo_or_oversized_entry_is_ignored_without_reading(cache_dir, tmp_path, monkeypatch):
    source = tmp_path / "data.txt"
    source.write_text("twelve", encoding="utf-8")
    build = Counter(source)
    cache_dir.mkdir()
    os.mkfifo(cache_dir / "data.pickle")  # opening it for reading would wait for a writer
    assert cache.cached("data", [source], build) == {"text": "twelve"}  # no hang
    assert (cache_dir / "data.pickle").is_file()  # replaced by a good entry
    assert cache.cached("data", [source], build) == {"text": "twelve"}
    assert build.calls == 1
    size = (cache_dir / "data.pickle").stat().st_size
    monkeypatch.setattr(cache, "MAX_ENTRY_BYTES", size - 1)
    assert cache.cached("data", [source], build) == {"text": "twelve"}
    assert build.calls == 2
