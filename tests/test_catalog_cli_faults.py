"""`catalog report --force`, options named by messages, and `catalog build` writing nothing when any
catalogue has a syntax fault (issue 9, a fresh reviewer's faults 7 and 8). Real files."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from helper.catalog.build import CatalogError, build_all
from tests.support import copy_checkout, run

REPO = Path(__file__).resolve().parent.parent


def test_report_refuses_an_existing_file_and_force_replaces_it(capsys, tmp_path):
    target = tmp_path / "review-el.md"
    target.write_text("old\n", encoding="utf-8")
    code, out, err = run(capsys, "catalog", "report", "--lang", "el", "--ui-lang", "en", "--output", str(target))
    assert code == 2 and "υπάρχει ήδη· προσθέστε --force" in err and "Traceback" not in err
    assert target.read_text(encoding="utf-8") == "old\n"
    code, out, err = run(capsys, "catalog", "report", "--lang", "el", "--ui-lang", "en", "--output", str(target),
                         "--force")
    assert code == 0, err
    assert out == f"Report written to {target}\n"
    assert target.read_text(encoding="utf-8").startswith("#")


def test_every_option_a_message_names_exists():
    """A message telling the user to add an option names one the command line has."""
    options, named = set(), {}
    for path in (REPO / "helper").rglob("*.py"):
        source = path.read_text(encoding="utf-8")
        options |= set(re.findall(r'add_argument\(\s*"(--[a-z][a-z0-9-]*)"', source))
        for message in re.finditer(r'_\(\s*((?:"[^"]*"\s*)+)\)', source):
            for option in re.findall(r"(?<![\w-])(--[a-z][a-z0-9-]*)", message.group(1)):
                named.setdefault(option, path.name)
    assert "--force" in named and "--output" in named  # the scan sees the messages
    assert {o: f for o, f in named.items() if o not in options} == {}


def _unterminate_last_msgstr(path: Path) -> None:
    lines = path.read_text("utf-8").rstrip("\n").split("\n")
    index = max(i for i, line in enumerate(lines) if line.startswith('msgstr "') and line.endswith('"')
                and len(line) > 10)
    lines[index] = lines[index][:-1]
    path.write_text("\n".join(lines) + "\n", "utf-8")


@pytest.mark.parametrize("broken", ["zh_Hans/LC_MESSAGES/messages.po", "el/LC_MESSAGES/laws.po"])
def test_a_syntax_fault_anywhere_means_nothing_is_written(tmp_path, broken):
    root = copy_checkout(tmp_path / "checkout")
    (root / "laws_text" / "law12_2017.yaml").write_text(
        (root / "laws_text" / "law12_2017.yaml").read_text("utf-8").replace(
            "the Director may award an adjusted score when these Laws",
            "the Director shall award an adjusted score when these Laws"), "utf-8")  # the build has work to do
    _unterminate_last_msgstr(root / "locales" / broken)
    before = {p: p.read_bytes() for p in (root / "locales").rglob("*.po*")}
    with pytest.raises(CatalogError) as raised:
        build_all(root)
    assert broken in str(raised.value) and "nothing was written" in str(raised.value)
    assert {p: p.read_bytes() for p in (root / "locales").rglob("*.po*")} == before
