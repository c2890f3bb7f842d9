"""fixzf (issue 9 §2, session 38): tester t9be's untranslated, mojibake, sentences and keys inputs.

- a language name ("English") left in Chinese or Greek prose, and a whole interface entry left as its English
  (be-untrzh01, be-untrel06, be-untrel17, be-untrzh17, be-untrel12);
- mojibake in a baseline reason's own words (be-mojizh13, be-mojizh15); a bracket made by text read as GBK
  (be-mojizh16); two Latin look-alikes in one Greek word (be-mojiel13);
- the part before a semicolon dropped, named (be-sentzh03, 06, 13, 16); an added sentence told from its neighbour
  by the interface noun they share with the English (be-sentzh17);
- πάλι ("again") marking a letter as a key (be-rewoel51, be-rewoel52).
"""

import json
from pathlib import Path

import pytest

from tests.testers.measure import gained

TESTER = {i["id"]: i for i in map(json.loads, (Path(__file__).parent / "testers" / "t9be.jsonl").open())}


def item(lang, entry, msgstr):
    return {"lang": lang, "domain": "messages", "entry": entry, "msgstr": msgstr}


def one(found, check, fragment):
    assert [f.check for f in found] == [check], [f"{f.check}: {f.message}" for f in found]
    assert fragment in found[0].message, found[0].message


ONE_PLURAL = ("Once approved (fuzzy cleared) this entry has {count} open error: {checks}. Press a again to approve it "
              "all the same; any other key cancels.")
REVIEWED = ("This entry has {count} open error (see Findings). Press r again to mark it reviewed all the same; any other "
            "key cancels.")

DEFECTS = [
    # language names left
    ("be-untrzh01", "untranslated-run", "'English'"),
    ("be-untrel06", "untranslated-run", "'English'"),
    ("be-untrel17", "untranslated-run", "'English'"),
    ("be-untrzh17", "untranslated-run", "'English'"),
    (item("zh", "the English restricts ('{text}'), the translation does not: the rule widened?",
          "English 有限制（“{text}”），译文却没有：规则是否被放宽了？"), "untranslated-run", "'English'"),
    (item("el", "the key '{key}' in the translation is not named in the English",
          "το πλήκτρο «{key}» της μετάφρασης δεν αναφέρεται στο English"), "untranslated-run", "'English'"),
    (item("zh", "Source 002 line 72: doubled character '的的' in the published 1997 Chinese.",
          "来源 002 第72行：已出版的1997年版 Chinese 中重复的字 '的的'。"), "untranslated-run", "'Chinese'"),
    # a whole entry left in English
    ("be-untrel12", "untranslated-run", "'print JSON'"),
    (item("zh", "command options", "command options"), "untranslated-run", "'command options'"),
    (item("el", "command options", "command options"), "untranslated-run", "'command options'"),
    # mojibake in a reason's own words, GBK brackets, look-alikes
    ("be-mojizh13", "encoding", "UTF-8 read as Latin-1 or cp1252"),
    ("be-mojizh15", "encoding", "it reads '年版'"),
    (item("zh", "Source 002 line 72: doubled character '的的' in the published 1997 Chinese.",
          "来源 002 第72行：已出版的1997年版中文中重复的å\xad\x97 '的的'。"), "encoding", "mojibake"),
    (item("zh", "Source 001 line 33: a Greek-only note on national regulation; deliberate, no English counterpart.",
          "来源 001 第33行：关于本国规定的仅希腊文注释；有意保留，无对应鑻辨枃。"), "encoding", "it reads '英文'"),
    ("be-mojizh16", "encoding", "it reads '情项'"),
    (item("zh", "command options", "命令閫夐」"), "encoding", "it reads '选项'"),
    (item("zh", "options", "閫夐」"), "encoding", "it reads '选项'"),
    ("be-mojiel13", "script", "Latin 'p, a' inside the Greek word 'ευχέpειa'"),
    (item("el", "No rulings recorded yet.", "Δεν έχουν καταγραφεί ακόμη aπoφάσεις."), "script",
     "Latin 'a, o' inside the Greek word 'aπoφάσεις'"),
    (item("el", "No rulings recorded yet.", "Δεν έχουν καταγραφεί ακόμη αποφάσεiς."), "script",
     "Latin 'i' inside the Greek word"),
    # the part before a semicolon dropped; a sentence added
    ("be-sentzh03", "sentences", "'Not approved: nothing was saved;'"),
    ("be-sentzh06", "sentences", "'Press F2 again to save it all the same;'"),
    ("be-sentzh13", "sentences", "'Source 002: '?' at the start"),
    ("be-sentzh16", "sentences", "'Source 003 lines 7 and 25"),
    (item("zh", "helper: there is no Traditional Chinese interface; Simplified Chinese is used.", "现使用简体中文。"),
     "sentences", "'helper: there is no Traditional Chinese interface;'"),
    (item("el", "Source 001 line 33: a Greek-only note on national regulation; deliberate, no English counterpart.",
          "σκόπιμη, χωρίς αντίστοιχο αγγλικό."), "sentences", "'Source 001 line 33"),
    ("be-sentzh17", "sentences", "'此操作无法撤销。'"),
    (item("el", "No rulings recorded yet.", "Δεν έχουν καταγραφεί ακόμη αποφάσεις. Δεν αναιρείται."), "sentences",
     "'Δεν αναιρείται.'"),
]


@pytest.mark.parametrize("case,check,fragment", DEFECTS, ids=lambda v: v if isinstance(v, str) else None)
def test_defect_one_finding(case, check, fragment):
    one(gained(TESTER[case] if isinstance(case, str) else case), check, fragment)


CLEAN = [
    "be-rewoel51", "be-rewoel52",
    item("el", REVIEWED, ["Αυτή η καταχώριση έχει {count} ανοιχτό σφάλμα (βλ. Ευρήματα). Πατήστε πάλι r για να τη "
                          "σημειώσετε ως ελεγμένη παρ' όλα αυτά· οποιοδήποτε άλλο πλήκτρο ακυρώνει.",
                          "Αυτή η καταχώριση έχει {count} ανοιχτά σφάλματα (βλ. Ευρήματα). Πατήστε πάλι r για να τη "
                          "σημειώσετε ως ελεγμένη παρ' όλα αυτά· οποιοδήποτε άλλο πλήκτρο ακυρώνει."]),
    # rewordings of the entries above: language names translated, the reason's own words, sentences kept
    item("zh", "the English restricts ('{text}'), the translation does not: the rule widened?",
         "英文原文有限制（“{text}”），译文却没有：规则是否被放宽了？"),
    item("el", "No rulings recorded yet.", "Δεν έχει καταγραφεί ακόμη καμία απόφαση."),
    item("zh", "No rulings recorded yet.", "还没有记录任何裁决。"),
    item("zh", "helper: the standard output is closed; nothing was done.", "helper：标准输出已关闭，没有做任何操作。"),
    item("zh", "Source 002 line 170: '自已' (twice) for '自己' in the published 1997 Chinese.",
         "来源 002 第170行：1997年出版的中文版中有两处把 '自己' 印成 '自已'。"),
]


@pytest.mark.parametrize("case", CLEAN, ids=lambda v: v if isinstance(v, str) else None)
def test_rewording_clean(case):
    found = gained(TESTER[case] if isinstance(case, str) else case)
    assert found == [], [f"{f.check}: {f.message}" for f in found]
