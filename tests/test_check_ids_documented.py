"""Every check id a finding can carry is documented where a reviewer or a script author reads the list: the
package docstring of helper.catalog.checks (ids are stable for baselines and scripts)."""
import re

import helper.catalog.checks as checks
from helper.catalog.checks.common import CHECKS


def test_every_check_id_is_documented():
    documented = set(re.findall(r"``([a-z][a-z-]*)``", checks.__doc__))
    assert [c for c in CHECKS if c not in documented] == []


def test_the_documented_list_names_the_ids_a_finding_carries():
    # (by hand: the ids the check code passes to Finding, the script/options/placeholders ones included)
    assert {"catalogue", "script", "options", "placeholders", "sentences", "untranslated-run"} <= set(CHECKS)
