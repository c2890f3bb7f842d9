"""fixzi (issue 9 §2, session 38): tester t9bf's inputs of six kinds, each now one finding naming its defect.

- "there is nothing" / "has nothing" with its negation dropped ("υπάρχει κάτι", 有可接管的裁决): the negation's finding,
  not "without" (still χωρίς, 没有) said missing (bf-neg12);
- Chinese GBK bytes read as Latin-1 in a message whose only other Chinese is its punctuation ("{field}：²»ÊÇÊý×Ö：
  {value}。"): the mojibake named, not an unopened bracket, a negation and a footnote marker (bf-moj11);
- a percent sign written twice by a tool's printf escaping ("40%%"): named, not "number differs: 40% / 40"; in the
  official Greek text folded into the catalogue error as its edit (bf-pla24);
- 12A1's Director replaced beside a non-offending contestant said as a side (非违规方): the Director named replaced,
  not the contestant (bf-who20);
- "in no way to blame" said by a liability negated alone (不应负违规责任) with its negation dropped (应负违规责任): the
  degree reversed named (bf-neg22, a fuzzy text's: its own 可不 finding stays);
- two terms joined by "or" ("average plus or average minus") joined by "and" (平均正分和平均负分): the alternatives
  made both required (bf-alt22, a fuzzy text's: its own findings stay; t9bd alt08).
"""

import json
from pathlib import Path

import pytest

from tests.testers.measure import gained

HERE = Path(__file__).parent / "testers"
TESTER = {i["id"]: i for name in ("t9bf", "t9bd") for i in map(
    json.loads, (line for line in (HERE / f"{name}.jsonl").read_text(encoding="utf-8").split("\n") if line.strip()))}


def item(lang, entry, msgstr, domain="messages"):
    return {"lang": lang, "domain": domain, "entry": entry, "msgstr": msgstr}


def messages(found):
    return [f"{f.check}: {f.message}" for f in found]


NOTHING = "This helper runs without a ruling record: there is nothing to take over."
LOOK = "{entry} has nothing to look at: the list shows every entry again (f: problems only)."
PLAYER = ("Each player is a contestant: where a player in no way at fault has more than 60% on the other boards of the "
          "session, or one directly at fault less than 40%, give that player his own percentage instead (Law {law}).")
PLAYER_ZH = "每名牌手都是参赛者：毫无过错的牌手在本节其他牌上的得分超过60%，或直接过错的牌手低于40%时，改按该牌手自己的百分比给分（{law}）。"
PLAYER_EL = ("Κάθε παίκτης είναι αγωνιζόμενος: όταν παίκτης που δεν έσφαλε κατά κανένα τρόπο έχει πάνω από 60% στις "
             "υπόλοιπες διανομές της ημερίδας, ή παίκτης που έσφαλε σαφώς κάτω από 40%, δώστε σε αυτόν το δικό του "
             "ποσοστό (Νόμος {law}).")
EL_12C2A = ("Όταν, εξαιτίας μιας ανωμαλίας, δεν μπορεί να υπάρξει αποτέλεσμα σε μια διανομή [βλέπε επίσης την παράγραφο "
            "Γ1(δ)], ο Διαιτητής επιδικάζει τεχνητή επανορθωτική βαθμολογία, ανάλογα με την ευθύνη πρόκλησης της "
            "ανωμαλίας ως εξής: τον μέσο όρο μείον (το πολύ 40% των διαθέσιμων βαθμών αγώνα στα ζεύγη) για τον "
            "αγωνιζόμενο που έσφαλε σαφώς, τον μέσο όρο (50% στα ζεύγη) για τον αγωνιζόμενο που έσφαλε μερικώς και τον "
            "μέσο όρο συν (τουλάχιστον 60% στα ζεύγη) για τον αγωνιζόμενο που δεν έσφαλε κατά κανένα τρόπο.")
EL_12A1 = ("Ο Διαιτητής μπορεί να επιδικάσει επανορθωτική βαθμολογία προς όφελος του αναίτιου άξονα, όταν κρίνει ότι ο "
           "παρών Κώδικας δεν προβλέπει αποζημίωση για το συγκεκριμένο είδος παράβασης που έχει διαπραχθεί.")
EL_12C3 = ("Σε ατομικό αγώνα, ο Διαιτητής επιβάλλει τις επανορθώσεις που αναφέρονται στον παρόντα Κώδικα και τις "
           "διατάξεις που αφορούν στην επιδίκαση επανορθωτικής βαθμολογίας εξ ίσου και στα δύο μέλη του υπαίτιου άξονα, "
           "ακόμα κι αν μπορεί να ευθύνεται μόνο ένα από αυτά για την ανωμαλία. Ωστόσο, ο Διαιτητής δεν θα επιβάλει "
           "διαδικαστικές ποινές στον συμπαίκτη του υπαιτίου, αν, κατά τη γνώμη του, δεν είναι με κανένα τρόπο "
           "υπεύθυνος για την παράβαση.")
EL_12C2B = ("Όταν ο Διαιτητής επιλέγει να επιδικάσει τεχνητή επανορθωτική βαθμολογία μέσου όρου συν ή του μέσου όρου "
            "μείον σε αγώνες με IMPs, η βαθμολογία αυτή είναι συνήθως συν 3 IMPs ή μείον 3 IMPs αντίστοιχα. Υπό την "
            "αίρεση της Ρυθμιστικής Αρχής, ο Διαιτητής μπορεί να ρυθμίζει τη βαθμολογία αυτή, σύμφωνα με τους Νόμους "
            "78Δ, 86Β3 και την παράγραφο (δ) παρακάτω. (στην Ελλάδα, επιτρέπεται στον Διοργανωτή Αγώνων να ρυθμίζει τη "
            "βαθμολογία, σύμφωνα με τους Νόμους 78Δ, 86Β3, την παράγραφο δ παρακάτω και τους Πάγιους Κανονισμούς της "
            "ΕΟΜ)")
ZH_12C3 = "在个人赛中，即使只有一人可能对违规负责，裁判也应对违规方两名成员同等执行本规则的纠正规定及判给调整分的规定。"
ZH_12C2B = ("在国际比赛分制的比赛中，如果裁判判给{choice}的人为调整分，对应得分分别为3IMP或-3IMP。经主管单位批准，主办单位可按第78D条、"
            "第86B3条及下文(d)款的规定加以变更。")

DEFECTS = [
    # a "there is nothing" / "has nothing" with its negation dropped
    ("bf-neg12", "negation", "'there is nothing to take over.'"),
    (item("zh", NOTHING, "本窗口没有裁决记录：有可接管的裁决。"), "negation", "'there is nothing to take over.'"),
    (item("el", LOOK, "{entry}: υπάρχει κάτι προς έλεγχο· η λίστα δείχνει ξανά όλες τις καταχωρίσεις (f: μόνο "
                      "προβλήματα)."), "negation", "'{entry} has nothing to look at'"),
    (item("zh", LOOK, "{entry} 有需要查看的问题：列表重新显示全部条目（f：只看问题）。"), "negation",
     "'{entry} has nothing to look at'"),
    # GBK read as Latin-1 in a text whose other Chinese is its punctuation
    ("bf-moj11", "encoding", "it reads '不是数字'"),
    (item("zh", "not a number: {value}", "²»ÊÇÊý×Ö：{value}"), "encoding", "Chinese GBK read as Latin-1"),
    (item("zh", "Not a number: {value}", "²»ÊÇÊý×Ö：{value}"), "encoding", "it reads '不是数字'"),
    # a percent sign written twice
    ("bf-pla24", "catalogue", "The edit: '40%%' in the translation: the percent sign written twice"),
    (item("zh", PLAYER, PLAYER_ZH.replace("60%", "60%%")), "printf", "'60%%' in the translation"),
    (item("el", PLAYER, PLAYER_EL.replace("40%", "40%%")), "printf", "the English writes '40%'"),
    (item("el", "2017|12C2(a)", EL_12C2A.replace("60%", "60%%"), "laws"), "catalogue",
     "the percent sign written twice ('%%'"),
    # the Director replaced beside a non-offending contestant said as a side
    ("bf-who20", "terminology", "where the term for 'Director' is expected"),
    (item("zh", "2017|12A1", "当裁判认定规则对某一特定犯规对非违规方不足以补偿时，主管单位可判给非违规方调整分。", "laws"),
     "terminology", "'主管单位' ('Regulating Authority') where the term for 'Director'"),
    (item("zh", "2017|12A1", "当主办单位认定规则对某一特定犯规对非违规方不足以补偿时，裁判可判给非违规方调整分。", "laws"),
     "terminology", "where the term for 'Director' is expected"),
    (item("el", "2017|12A1", EL_12A1.replace("όταν κρίνει", "όταν ο Διοργανωτής Αγώνων κρίνει"), "laws"),
     "catalogue", "where the term for 'Director' is expected"),
    # "in no way to blame" said as a liability affirmed
    (item("zh", "2017|12C3", ZH_12C3 + "但如裁判认为违规者的同伴应负违规责任，则不得对其做程序性判罚。", "laws"), "terminology",
     "'in no way to blame', the translation its opposite '应负违规责任'"),
    (item("el", "2017|12C3", EL_12C3.replace("δεν είναι με κανένα τρόπο υπεύθυνος", "ευθύνεται"), "laws"),
     "catalogue", "'in no way to blame', the translation its opposite 'ευθύνεται'"),
    # two terms joined by "or" said joined by "and"
    ("alt08", "terminology", "'average plus or average minus', the translation '平均正分和平均负分'"),
    (item("zh", "2017|12C2(b)", ZH_12C2B.format(choice="平均正分及平均负分"), "laws"), "terminology",
     "the translation '平均正分及平均负分' ('and')"),
    (item("el", "2017|12C2(b)", EL_12C2B.replace("συν ή του", "συν και του"), "laws"), "catalogue",
     "the English says 'or', the translation 'και' ('and')"),
]


@pytest.mark.parametrize("case,check,fragment", DEFECTS, ids=lambda v: v if isinstance(v, str) else None)
def test_defect_one_finding(case, check, fragment):
    found = gained(TESTER[case] if isinstance(case, str) else case)
    assert [f.check for f in found] == [check], messages(found)
    assert fragment in found[0].message, found[0].message


def test_fuzzy_blame_reversed_named():
    """bf-neg22: the fuzzy 1997 text's own 可不 finding stays; the 不 dropped is named (its degree missing no more)."""
    found = gained(TESTER["bf-neg22"])
    assert [f.check for f in found] == ["terminology", "terminology"], messages(found)
    assert "'可不'" in found[0].message
    assert "'in no way to blame', the translation its opposite '应负违规责任'" in found[1].message


def test_fuzzy_or_made_and_named():
    """bf-alt22: the fuzzy text's own '?' and missing sentence stay; 或 made 和 is named."""
    found = gained(TESTER["bf-alt22"])
    assert [f.check for f in found] == ["encoding", "terminology", "sentences"], messages(found)
    assert "the translation '平均正分和平均负分' ('and')" in found[1].message


CLEAN = [
    item("el", NOTHING, "Αυτό το παράθυρο λειτουργεί χωρίς αρχείο αποφάσεων: τίποτα προς ανάληψη."),
    item("el", NOTHING, "Το παράθυρο αυτό δεν έχει αρχείο αποφάσεων· δεν υπάρχει κάτι προς ανάληψη."),
    item("zh", NOTHING, "本窗口无裁决记录，没有什么可接管的。"),
    item("zh", NOTHING, "本窗口不带裁决记录运行，因此无可接管。"),
    item("el", LOOK, "{entry}: δεν έχει τίποτα προς έλεγχο· η λίστα δείχνει ξανά όλες τις καταχωρίσεις (f: μόνο "
                     "προβλήματα)."),
    item("zh", "{field}: not a number: {value}.", "{field}：不是数值：{value}。"),
    item("zh", "Not a number: {value}", "“{value}”不是数字"),
    item("zh", PLAYER, PLAYER_ZH.replace("60%", "60％")),
    item("el", PLAYER, PLAYER_EL.replace("40%", "40 %")),
    item("zh", "2017|12A1", "当裁判认定规则对某一特定犯规对非违规方不足以补偿时，裁判可判给非违规方调整分。", "laws"),
    item("zh", "2017|12A1", "裁判认定本规则对所犯的特定类型违规未规定补救时，可判给非违规方调整分。", "laws"),
    item("zh", "2017|12C3", ZH_12C3 + "但如裁判认为违规者的同伴毫无过错，则不得对其做程序性判罚。", "laws"),
    item("zh", "2017|12C2(b)", ZH_12C2B.format(choice="平均正分或平均负分"), "laws"),
    item("zh", "2017|12C2(b)", ZH_12C2B.format(choice="平均正分或者平均负分"), "laws"),
]


@pytest.mark.parametrize("case", CLEAN)
def test_rewording_clean(case):
    found = gained(case)
    assert found == [], messages(found)
