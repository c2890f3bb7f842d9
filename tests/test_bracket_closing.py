"""brackets.closing_of: the closing bracket of an opening one in the same width, as a finding names the brackets a
text writes (catalogues.edit_swap's "() written as （）": a reviewer sees the characters that are in the text)."""

import pytest

from helper.catalog.checks.brackets import closing_of


@pytest.mark.parametrize("opening, closing", [
    ("(", ")"), ("[", "]"), ("{", "}"), ("（", "）"), ("［", "］"), ("｛", "｝"), ("〔", "〕"), ("【", "】"),
    ("«", "»"), ("x", ""), ("）", ""), ("", ""),
])
def test_closing_of(opening, closing):
    assert closing_of(opening) == closing
