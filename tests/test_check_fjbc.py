"""Engineer fjbc, session 49 (issue 9 §2): fresh tester t9cc's sentences inputs not met.

- A clause dropped with the parenthetical it held: "^N starts a new ruling here (recorded); ^O takes it back." as
  "^O: την παίρνει πίσω." (cc-sen17) gave the sentences finding and the brackets of "(recorded)" said missing besides.
  The parenthetical went with its clause: a brackets finding on the English's parenthetical inside what a sentences
  finding says has no translation is that finding's (:func:`helper.catalog.checks.pair._check_pair`, after
  ``_structure``).  Likewise the numbers of a clause said to have no translation are not compared for their signs
  ("…; the English has no 'usually' (the score is 3 IMPs …)" dropped from a text whose Chinese writes 正3或负3 gave
  "plus and minus swapped?" besides).
- One English sentence said as three, cut at its own semicolon, colon and ", which": "Note: this helper is an
  installed copy; its screens show … ({own}), which differ from those just built: to see your changes there, run …"
  as three Greek sentences (cc-rw24) was said to add a sentence.  :func:`helper.catalog.checks.structure.joint_pieces`
  gives the ways to cut it; the alignment pairs the pieces with as many sentences, each piece priced against its
  sentence (its placeholders, numbers and terms too).  A sentence of the translator's own, added after the pieces or
  between them, is still found.
"""

from __future__ import annotations

import pytest

from tests.support import fresh_inputs, interface_item, one_finding_tests, one_gained

TOOK_OVER = ("Another helper (process {pid}) took over the ruling in progress: this one no longer saves or records "
             "it, so that the newer answers are kept. ^N starts a new ruling here (recorded); ^O takes it back.")
ENDED = ("Another helper took over the ruling in progress and has ended since: this one no longer saves or records "
         "it, so that the newer answers are kept. ^N starts a new ruling here (recorded); ^O takes it back.")
USUALLY = ("Source 001 line 29: the official Greek says the score is 'συνήθως' (usually) plus or minus 3 IMPs; the "
           "English has no 'usually' (the score is 3 IMPs unless varied as the second sentence allows). Official "
           "text, kept as published.")
COPYRIGHT = ("Source 003 line 23: the official English text has '©' for '(c)'; the reference is to 12C1(c) (Greek "
             "12Γ1(γ)). The law-reference check reads it as 12C1(c).")
INSTALLED = ("Note: this helper is an installed copy; its screens show its own catalogues ({own}), which differ from "
             "those just built: to see your changes there, run python -m helper in {root}, or install it with pip "
             "install -e {root}.")

NO_TRANSLATION = "seems to have no translation"
NOT_IN_ENGLISH = "is not in the English"

EL_SPLIT = ("Σημείωση: αυτό το helper είναι εγκατεστημένο αντίγραφο. Οι οθόνες του δείχνουν τους δικούς του "
            "καταλόγους ({own}), οι οποίοι διαφέρουν από όσους μόλις χτίστηκαν. Για να δείτε εκεί τις αλλαγές σας, "
            "εκτελέστε python -m helper στο {root} ή εγκαταστήστε το με pip install -e {root}.")
ZH_SPLIT = ("注意：此 helper 是已安装的副本。其界面显示它自己的翻译目录（{own}），与刚构建的不同。要在界面上看到您的修改，请在 "
            "{root} 中运行 python -m helper，或用 pip install -e {root} 安装。")

DEFECTS = [
    # a clause dropped with its parenthetical: the sentences finding alone
    ("el", TOOK_OVER, "Άλλο παράθυρο του helper (διεργασία {pid}) ανέλαβε την απόφαση σε εξέλιξη: εδώ δεν αποθηκεύεται "
     "ούτε καταγράφεται πλέον, για να μείνουν οι νεότερες απαντήσεις. ^O: την παίρνει πίσω.", "sentences",
     "^N starts a new ruling here (recorded); ^O takes it back.", NO_TRANSLATION),
    ("el", ENDED, "Άλλο παράθυρο του helper ανέλαβε την απόφαση σε εξέλιξη και έχει τερματιστεί από τότε: εδώ δεν "
     "αποθηκεύεται ούτε καταγράφεται πλέον, για να μείνουν οι νεότερες απαντήσεις. ^O: την παίρνει πίσω.",
     "sentences", "^N starts a new ruling here (recorded); ^O takes it back.", NO_TRANSLATION),
    ("zh", TOOK_OVER, "另一个 helper 窗口（进程 {pid}）接管了进行中的裁决：本窗口不再保存或记录它，以保留较新的答案。按 ^O 收回。",
     "sentences", "^N starts a new ruling here (recorded);", NO_TRANSLATION),
    # ... and a number inside it: no sign comparison with the number gone
    ("el", USUALLY, "Πηγή 001 γραμμή 29: το επίσημο ελληνικό λέει ότι η βαθμολογία είναι 'συνήθως' συν ή μείον 3 IMPs. "
     "Επίσημο κείμενο, διατηρείται όπως δημοσιεύθηκε.", "sentences",
     "the English has no 'usually' (the score is 3 IMPs unless varied as the second sentence allows).",
     NO_TRANSLATION),
    ("zh", USUALLY, "来源 001 第29行：官方希腊文说该分 'συνήθως'（通常）为正3或负3 IMP。官方文本，按原样保留。", "sentences",
     "the English has no 'usually' (the score is 3 IMPs unless varied as the second sentence allows).",
     NO_TRANSLATION),
    # ... and a law reference inside it
    ("zh", COPYRIGHT, "来源 003 第23行：官方英文文本以 '©' 代替 '(c)'。规则引用检查将其读作 12C1(c)。", "sentences",
     "the reference is to 12C1(c) (Greek 12Γ1(γ)).", NO_TRANSLATION),
    # a sentence with a fact of its own added after the split: still found
    ("el", INSTALLED, EL_SPLIT + " Οι αλλαγές σας χάνονται σε κάθε επανεκκίνηση.", "sentences",
     "Οι αλλαγές σας χάνονται σε κάθε επανεκκίνηση.", NOT_IN_ENGLISH),
    ("zh", INSTALLED, ZH_SPLIT + "每次重启后您的修改都会丢失。", "sentences", "每次重启后您的修改都会丢失。", NOT_IN_ENGLISH),
]

CLEAN = [
    # one English sentence split at its semicolon and its second colon (cc-rw24), and at ", which" too
    ("el", INSTALLED, EL_SPLIT),
    ("zh", INSTALLED, ZH_SPLIT),
    ("el", INSTALLED, "Σημείωση: αυτό το helper είναι εγκατεστημένο αντίγραφο. Οι οθόνες του δείχνουν τους δικούς του "
     "καταλόγους ({own}). Αυτοί διαφέρουν από όσους μόλις χτίστηκαν. Για να δείτε εκεί τις αλλαγές σας, εκτελέστε "
     "python -m helper στο {root} ή εγκαταστήστε το με pip install -e {root}."),
    ("zh", INSTALLED, "注意：此 helper 是已安装的副本。其界面显示它自己的翻译目录（{own}）。这些目录与刚构建的不同。要在界面上看到您的修改，"
     "请在 {root} 中运行 python -m helper，或用 pip install -e {root} 安装。"),
]

# Each defect gives one finding naming it (tester t9cc cc-sen17 and variants); each correct split none (cc-rw24).
test_one_finding_names_the_defect, test_correct_text_is_clean = one_finding_tests(
    [(lang, entry, msgstr, check, fragment, words) for lang, entry, msgstr, check, fragment, words in DEFECTS],
    CLEAN)


@pytest.mark.parametrize("lang,msgstr", [
    ("el", "Σημείωση: αυτό το helper είναι εγκατεστημένο αντίγραφο. Δεν μπορεί να ενημερωθεί αυτόματα. Οι οθόνες του "
           "δείχνουν τους δικούς του καταλόγους ({own}), οι οποίοι διαφέρουν από όσους μόλις χτίστηκαν: για να δείτε "
           "εκεί τις αλλαγές σας, εκτελέστε python -m helper στο {root} ή εγκαταστήστε το με pip install -e {root}."),
    ("zh", "注意：此 helper 是已安装的副本。它无法自动更新。其界面显示它自己的翻译目录（{own}），与刚构建的不同：要在界面上看到您的修改，请在 "
           "{root} 中运行 python -m helper，或用 pip install -e {root} 安装。"),
])
def test_sentence_added_between_pieces_is_found(lang, msgstr):
    """A sentence of the translator's own between the pieces ("It cannot update itself."): one sentences finding, a
    sentence added (which of the first two it quotes is the alignment's guess)."""
    one_gained(interface_item(lang, INSTALLED, msgstr), "sentences", NOT_IN_ENGLISH)


def test_tester_inputs():
    """The tester's two inputs, as its file has them."""
    from tests.testers.measure import gained

    inputs = fresh_inputs("t9cc")
    found = one_gained(inputs["cc-sen17"], "sentences", NO_TRANSLATION)
    assert found.fragment == "^N starts a new ruling here (recorded); ^O takes it back."
    assert gained(inputs["cc-rw24"]) == []
