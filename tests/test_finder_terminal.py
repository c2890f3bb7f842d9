"""The law finder's Ctrl+G in a real terminal: tmux at 80x24, in Greek (issue 11 trust items).

Nothing is answered for the Director: the finder's suggestion is on the answer
line for his Enter, the knockout question is his, and the record holds his
answers only. Own tmux socket; the screen is polled, not slept on.
"""

from __future__ import annotations

import os
import shutil

import pytest

from helper.rulings import RulingStore
from tests.test_record_terminal import Tmux


@pytest.mark.skipif(shutil.which("tmux") is None, reason="tmux is not installed")
def test_ctrl_g_on_86b1_in_greek_in_tmux_records_only_the_directors_answers(tmp_path):
    tmux = Tmux(f"helper-finder-{os.getpid()}", tmp_path)
    try:
        window = tmux.start("el")
        tmux.wait_for(window, "^X")
        tmux.keys(window, "C-f")
        tmux.wait_for(window, "Οι καταλληλότερες παράγραφοι εμφανίζονται")  # the finder's own line: it is open
        tmux.keys(window, "86B1")
        tmux.wait_for(window, "Νόμος 86Β1")
        tmux.keys(window, "C-g")
        # The first question, nothing answered; three ways lead on to 86B1: none is suggested.
        tmux.wait_for(window, "Εύρεση νόμου, Νόμος 86Β1: οι απαντήσεις 1, 4, 7 οδηγούν σε αυτόν.")
        tmux.keys(window, "Enter")  # an Enter on an empty line answers nothing
        tmux.wait_for(window, "Επιλέξτε μια απάντηση")
        tmux.keys(window, "1", "Enter", "1", "Enter")  # no result; not the Director's error
        # Team play is the one way on: suggested, on the answer line, for the Director's Enter.
        tmux.wait_for(window, "Πρόταση της εύρεσης νόμου για τον Νόμο 86Β1: απάντηση 2.")
        tmux.keys(window, "Enter")
        # "Is this a knockout match?" is the Director's: nothing suggested.
        tmux.wait_for(window, "Εύρεση νόμου, Νόμος 86Β1: κάθε απάντηση οδηγεί σε αυτόν.")
        tmux.keys(window, "1", "Enter")  # No: a Swiss match
        tmux.wait_for(window, "Αυτή η ερώτηση αφορά τον Νόμο 86Β1")
        tmux.keys(window, "2", "Enter", "1", "Enter")  # the other table clearly favourable; neither vulnerable
        tmux.keys(window, "4SN=", "Enter")
        tmux.keys(window, "+170", "Enter")
        tmux.wait_for(window, "+6 IMPs")
        with RulingStore.open(tmp_path / "rulings.sqlite3") as store:
            [record] = store.rulings()
        assert record.answers == (("situation", "no_result"), ("director_error", "no"), ("form", "teams"),
                                  ("knockout_match", "no"), ("other_table_favourable", "yes"),
                                  ("board_vulnerability", "none"), ("single_outcomes", "4SN="),
                                  ("other_table", "+170"))
        # Assigned 4S by N making NV (+420) against +170: 250 -> 6 IMPs (Laws 86B1, 78B); no 86A.
        assert record.laws[0] == "86B1" and "86A" not in record.laws
        assert record.score["ns"]["imps"] == "6"
    finally:
        tmux.close()
