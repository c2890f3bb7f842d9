"""m41's failing CI test and testers t9bb's rew289, rew650 (issue 9 §2, fixwa), each a kind: the input, other defects
of the kind (one finding each, its check and a word of its message) and correct rewordings (none), in both languages.

1. A Chinese condition said by a clause ending in 时 with a bracket before its comma (m41's failing
   tests/test_review_fix9bh.py: 12C2(a) B1_21 "因违规而不能取得结果时〔另见上文C1(d)〕，…"): no condition word was read,
   so fix9vc's "no condition word left" rule named "When owing to an irregularity …" missing, and with that part
   blanked out of the English the 不能 of the condition was a negation added to the cases (": average minus …").
   The condition words of Chinese (:mod:`helper.catalog.checks.condition_words`, "condition"), every one tried here
   on 12C2(a), 12A1, 12A2 and three interface strings:
   - a clause-final time word: …时, …时候, …的时候 (before a comma or a colon, a bracket of its own between:
     …时〔另见上文C1(d)〕，), 当…时, 在…时, 于…时;
   - a conjunction opening the clause: 若, 如, 如果, 假如, 假若, 倘若, 要是, 万一, 倘使, 一旦, 一经, 只要;
   - a clause-final particle or noun: …的话, 在…的情况下 / 情形下 / 前提下 / 条件下.
   A negation in the condition (不能, 无法, 未能, 没有, 得不到, 不可能; Greek δεν μπορεί, αδύνατον, κανένα) is the
   English's own "no result can be obtained": no finding.  Wherever a part of the English is said missing and its
   negation stays in the translation, that negation is read with the English sentence that held the part
   (:func:`helper.catalog.checks.pair._sentence_around`): no second finding.  Defects: the condition dropped, the
   clause cut before 时, the condition's negation dropped, a negation added to a case or to the main clause (zh, el).
2. A two that counts what the English names in the plural with no number (t9bb rew289: 86B1 "between the same
   contestants" as 同样两个参赛者 beside "favourable to one side" as 某一方): no English number said as another
   (:func:`helper.catalog.checks.numbers.pair_named`).  The vocabulary: 两 / 二 before a measure word (个, 名, 位, 支,
   对, 队, 组, 方, 副, 张, 桌) and "same" (相同, 同样, 一样, 同一) before the noun; Greek δύο before the noun or one
   adjective (ίδιους); 双方 is no number word.  The noun must be a glossary term the English says in the plural with
   no number word before it.  Defects: "one side" as 两方 / δύο άξονες, "one board" as 两副牌 / δύο διανομών, "a
   contestant" as δύο αγωνιζόμενους, "the same contestants" as 三个 / τριών: the number changed, one finding.
3. Placeholders labelled by their noun in another order (t9bb rew650: "process {pid} on {host}" as {host} 上的进程
   {pid}): each placeholder at its own label is in its place (:data:`helper.catalog.checks.placeholder_roles.LABELS`
   "process": process / 进程, 进程号 / διεργασία; "host": host, machine, computer / 主机, 计算机, 电脑, {host} 上 /
   υπολογιστής; "terminal": terminal / 终端 / τερματικό).  A label at the other placeholder (进程 {host}（{pid} 上）,
   "διεργασία {host} στον υπολογιστή {pid}") is the two swapped, one error.  And the placeholders error for a name the
   English does not have names it ("… does not have: {pidd} (…)").
"""

from __future__ import annotations

import pytest

from helper.catalog.checks import check_pair
from tests.support import shipped_message

EN_12C2A = ("When owing to an irregularity no result can be obtained [see also C1(d)] the Director awards an artificial "
            "adjusted score according to responsibility for the irregularity: average minus (at most 40% of the "
            "available matchpoints in pairs) to a contestant directly at fault, average (50% in pairs) to a contestant "
            "only partly at fault, and average plus (at least 60% in pairs) to a contestant in no way at fault.")
EN_12A1 = ("The Director may award an adjusted score in favour of a non-offending contestant when he judges that these "
           "Laws do not prescribe a rectification for the particular type of violation committed.")
EN_86B1 = ("In team play when the Director awards an adjusted score and the result at the other table between the same "
           "contestants is clearly favourable to one side, the Director shall award an assigned adjusted score [see Law "
           "12C1(c), but for multiple adjusted scores see B2 following].")  # (the catalogue's "12C1©" is its own finding)
EN_86A = ("The Director shall not exercise his Law 6 authority to order one board redealt when the final result of a "
          "match without that board could be known to a contestant. Instead, he awards an adjusted score.")
REPLACE_EN = "replace the file if it exists (its mode is kept)"
TIME_EN = "If time permits, a substitute board may be played instead (Law {law})."

ZH_REST = ("裁判按照对违规的责任判给人为调整分：毫无过错的参赛者得平均正分（双人赛中至少为百分之六十），仅有部分过错的参赛者得平均分"
           "（双人赛中为百分之五十），有直接过错的参赛者得平均负分（双人赛中至多为可得比赛分的百分之四十）。")
BR = "〔另见上文C1(d)〕"
B1_21 = "因违规而不能取得结果时" + BR + "，" + ZH_REST  # m41's failing test's text
EL_REST = ("ο Διαιτητής επιδικάζει τεχνητή επανορθωτική βαθμολογία, ανάλογα με την ευθύνη πρόκλησης της ανωμαλίας ως "
           "εξής: τον μέσο όρο μείον (το πολύ 40% των διαθέσιμων βαθμών αγώνα στα ζεύγη) για τον αγωνιζόμενο που έσφαλε "
           "σαφώς, τον μέσο όρο (50% στα ζεύγη) για τον αγωνιζόμενο που έσφαλε μερικώς και τον μέσο όρο συν (τουλάχιστον "
           "60% στα ζεύγη) για τον αγωνιζόμενο που δεν έσφαλε κατά κανένα τρόπο.")
EL_BR = " [βλέπε επίσης την παράγραφο Γ1(δ)], "
ZH_86B1 = ("在队式赛中，当裁判判给调整分，而{pair}在另一桌的结果明显对{one}有利时，裁判应判给裁定调整分〔参见第12条C款1项(c)，但对于"
           "多个调整分，参见本条B款2项〕。")
EL_86B1 = ("Σε αγώνες ομάδων, όταν ο Διαιτητής επιδικάζει επανορθωτική βαθμολογία και το αποτέλεσμα στο άλλο τραπέζι, {pair}, "
           "είναι φανερά ευνοϊκό για {one}, ο Διαιτητής θα επιδικάσει κατ' εκτίμηση επανορθωτική βαθμολογία [βλέπε Νόμο "
           "12Γ1(γ), αλλά για πολλαπλές επανορθωτικές βαθμολογήσεις, βλέπε την παράγραφο Β2 παρακάτω].")
EL_86A = ("Ο Διαιτητής δε θα εξασκήσει την εξουσία, που του παρέχει ο Νόμος 6, για να διατάξει το ανακάτεμα εκ νέου "
          "{board}, όταν το τελικό αποτέλεσμα ενός αγώνα, χωρίς αυτήν τη διανομή, θα μπορούσε να είναι γνωστό σε "
          "{contestant}. Αντ' αυτού, θα επιδικάσει επανορθωτική βαθμολογία.")
ZH_86A = "如果某参赛者可能知道除去该副牌后一场比赛的最终结果，则裁判不应行使第6条赋予他的权力下令重发{board}，而应判给调整分。"


def found(english: str, text: str, lang: str, paragraph: str | None = None) -> list[tuple[str, str]]:
    """``(check, message)`` of each finding on the translation ``text`` of ``english`` (a 2017 law paragraph when
    ``paragraph`` is given, else an interface string)."""
    domain = "laws" if paragraph else "messages"
    return [(f.check, f.message) for f in check_pair(english, text, lang, f"2017|{paragraph}" if paragraph else None,
                                                     domain)]


def assert_one(result: list[tuple[str, str]], check: str, word: str) -> None:
    """One finding, of ``check``, its message saying ``word``."""
    assert len(result) == 1, result
    assert result[0][0] == check and word in result[0][1], result


# ---------------------------------------------------------------- 1. a Chinese condition, its own negation

CONDITION_FORMS = ["{c}时", "{c}时候", "{c}的时候", "当{c}时", "若{c}", "如{c}", "如果{c}", "假如{c}", "万一{c}", "一旦{c}",
                   "{c}的话", "在{c}的情况下", "在{c}的情形下"]
NEGATED = ["因违规而不能取得结果", "由于违规而无法取得结果", "因违规而未能取得结果", "因违规而没有结果", "因违规而得不到结果",
           "因为违规而不可能取得结果"]


def test_m41s_failing_text_has_no_finding():
    assert found(EN_12C2A, B1_21, "zh", "12C2(a)") == []


@pytest.mark.parametrize("form", CONDITION_FORMS)
@pytest.mark.parametrize("condition", NEGATED)
def test_every_chinese_condition_with_its_negation_is_no_finding(form, condition):
    clause = form.format(c=condition)
    assert found(EN_12C2A, clause + BR + "，" + ZH_REST, "zh", "12C2(a)") == []  # the bracket before the comma
    assert found(EN_12C2A, clause + "，" + ZH_REST[:-1] + BR + "。", "zh", "12C2(a)") == []  # the bracket at the end


@pytest.mark.parametrize("form", CONDITION_FORMS)
def test_every_chinese_condition_elsewhere_is_no_finding(form):
    assert found(EN_12A1, form.format(c="裁判认定本规则对某一特定违规所规定的判罚不足以补偿非违规方") + "，裁判可判给非违规方调整分。",
                 "zh", "12A1") == []
    assert found(REPLACE_EN, form.format(c="文件已存在") + "，替换它（保留其权限模式）", "zh") == []
    assert found(TIME_EN, form.format(c="时间允许") + "，可改打一副替代牌（{law}）。", "zh") == []


@pytest.mark.parametrize("text", [
    "Όταν, εξαιτίας μιας ανωμαλίας, δεν μπορεί να υπάρξει αποτέλεσμα" + EL_BR + EL_REST,
    "Αν, λόγω ανωμαλίας, δεν είναι δυνατό να προκύψει αποτέλεσμα" + EL_BR + EL_REST,
    "Εφόσον εξαιτίας ανωμαλίας δεν μπορεί να επιτευχθεί αποτέλεσμα" + EL_BR + EL_REST,
    "Σε περίπτωση που, εξαιτίας ανωμαλίας, δεν μπορεί να υπάρξει αποτέλεσμα" + EL_BR + EL_REST,
    "Όταν, εξαιτίας ανωμαλίας, είναι αδύνατον να υπάρξει αποτέλεσμα" + EL_BR + EL_REST,
    "Όταν, εξαιτίας ανωμαλίας, δεν προκύπτει κανένα αποτέλεσμα" + EL_BR + EL_REST,
])
def test_a_greek_condition_with_its_negation_is_no_finding(text):
    assert found(EN_12C2A, text, "el", "12C2(a)") == []


@pytest.mark.parametrize("english, text, lang, paragraph, check, word", [
    # the condition dropped, or cut before its 时 (its words left as a fact): the condition missing, no negation added
    (EN_12C2A, ZH_REST, "zh", "12C2(a)", "sentences", "condition"),
    (EN_12C2A, "因违规而不能取得结果" + BR + "，" + ZH_REST, "zh", "12C2(a)", "sentences", "condition"),
    (EN_12C2A, "因违规而" + BR + "，" + ZH_REST, "zh", "12C2(a)", "sentences", "condition"),
    (EN_12C2A, "Ο Διαιτητής επιδικάζει" + EL_REST[len("ο Διαιτητής επιδικάζει"):], "el", "12C2(a)", "sentences",
     "condition"),
    (EN_12A1, "裁判可判给非违规方调整分。", "zh", "12A1", "sentences", "condition"),
    (REPLACE_EN, "替换它（保留其权限模式）", "zh", None, "sentences", "condition"),
    # the condition's negation dropped
    (EN_12C2A, "因违规而能取得结果时" + BR + "，" + ZH_REST, "zh", "12C2(a)", "negation", "missing"),
    (EN_12C2A, "Όταν, εξαιτίας μιας ανωμαλίας, μπορεί να υπάρξει αποτέλεσμα" + EL_BR + EL_REST, "el", "12C2(a)",
     "negation", "missing"),
    # a negation added beside the condition's own
    (EN_12C2A, "因违规而不能取得结果时" + BR + "，" + ZH_REST.replace("毫无过错的参赛者得", "毫无过错的参赛者不得"), "zh",
     "12C2(a)", "negation", "negates"),
    (EN_12C2A, "在因违规而不能取得结果的情况下" + BR + "，" + ZH_REST.replace("裁判按照", "裁判不按照"), "zh", "12C2(a)",
     "negation", "negates"),
    (EN_12C2A, "一旦因违规而不能取得结果" + BR + "，" + ZH_REST.replace("裁判按照", "裁判不得按照"), "zh", "12C2(a)",
     "negation", "negates"),
    (EN_12C2A, "Όταν, εξαιτίας μιας ανωμαλίας, δεν μπορεί να υπάρξει αποτέλεσμα" + EL_BR
     + EL_REST.replace("ο Διαιτητής επιδικάζει", "ο Διαιτητής δεν επιδικάζει"), "el", "12C2(a)", "negation", "negates"),
])
def test_a_condition_or_its_negation_changed_is_one_finding(english, text, lang, paragraph, check, word):
    assert_one(found(english, text, lang, paragraph), check, word)


# ---------------------------------------------------------------- 2. a two counting a pair the English names

@pytest.mark.parametrize("text, lang", [
    (ZH_86B1.format(pair="同样两个参赛者", one="某一方"), "zh"),  # t9bb rew289
    (ZH_86B1.format(pair="相同的两名参赛者", one="某一方"), "zh"),
    (ZH_86B1.format(pair="同样的两位参赛者", one="其中一方"), "zh"),
    (ZH_86B1.format(pair="两个相同的参赛者", one="某一方"), "zh"),
    (ZH_86B1.format(pair="同样的参赛者双方", one="某一方"), "zh"),
    (EL_86B1.format(pair="μεταξύ των ίδιων δύο αγωνιζόμενων", one="έναν άξονα"), "el"),
    (EL_86B1.format(pair="ανάμεσα στους ίδιους δύο αγωνιζόμενους", one="έναν άξονα"), "el"),
    (EL_86B1.format(pair="μεταξύ δύο ίδιων αγωνιζομένων", one="έναν άξονα"), "el"),
])
def test_a_two_of_what_the_english_names_in_the_plural_is_no_finding(text, lang):
    assert found(EN_86B1, text, lang, "86B1") == []


@pytest.mark.parametrize("english, text, lang, paragraph, check, word", [
    # t9bb's defects on 86B1 keep their one finding, the 两 of rew289 no second one (sco024, law155)
    (EN_86B1, ZH_86B1.format(pair="同样两个参赛者", one="某一方").replace("裁定调整分〔", "人为调整分〔"), "zh", "86B1",
     "terminology", "人为调整分"),
    (EN_86B1, ZH_86B1.format(pair="同样两个参赛者", one="某一方").replace("B款2项", "B款3项"), "zh", "86B1",
     "law-reference", "B款3项"),
    # the English's one said as two of the same or another noun: the number (or the side) changed
    (EN_86B1, ZH_86B1.format(pair="同样的参赛者", one="两方"), "zh", "86B1", "terminology", "两方"),
    (EN_86B1, ZH_86B1.format(pair="同样三个参赛者", one="某一方"), "zh", "86B1", "number", "三"),
    (EN_86B1, EL_86B1.format(pair="μεταξύ των ίδιων δύο αγωνιζόμενων", one="δύο άξονες"), "el", "86B1", "number",
     "δύο"),
    (EN_86B1, EL_86B1.format(pair="μεταξύ των ίδιων τριών αγωνιζόμενων", one="έναν άξονα"), "el", "86B1", "number",
     "τριών"),
    (EN_86A, ZH_86A.format(board="两副牌"), "zh", "86A", "terminology", "两副牌"),
    (EN_86A, EL_86A.format(board="δύο διανομών", contestant="έναν αγωνιζόμενο"), "el", "86A", "number", "δύο"),
    (EN_86A, EL_86A.format(board="μίας διανομής", contestant="δύο αγωνιζόμενους"), "el", "86A", "number", "δύο"),
])
def test_another_count_is_one_finding(english, text, lang, paragraph, check, word):
    assert_one(found(english, text, lang, paragraph), check, word)


# ---------------------------------------------------------------- 3. placeholders labelled by their noun

TAKE_OVER = ("Take over the ruling in progress, started at {time} (UTC), now held by process {pid} on {host} "
             "({terminal})? That helper still holds it (it may be stopped or hung); it will no longer save it. (y / n)")
PROCESS = "process {pid} on {host}"
PROCESS_TERMINAL = "process {pid} on {host} ({terminal})"
LEFT_OPEN = "It was left open in another login ({terminal}, process {pid} on {host}), whose helper has ended."


@pytest.mark.parametrize("english, text, lang", [
    (TAKE_OVER, "要接管这项于 {time}（UTC）开始、目前由 {host} 上的进程 {pid}（终端 {terminal}）持有的进行中裁决吗？那个 helper "
                "仍持有它（它可能已停止或挂起）；它将不再保存这项裁决。（y / n）", "zh"),  # t9bb rew650
    (PROCESS_TERMINAL, "主机 {host} 上的进程 {pid}（终端 {terminal}）", "zh"),
    (PROCESS_TERMINAL, "终端 {terminal}，主机 {host} 上的进程 {pid}", "zh"),
    (PROCESS, "{host} 上的 {pid} 号进程", "zh"),
    (PROCESS, "位于 {host} 的进程 {pid}", "zh"),
    (LEFT_OPEN, "它是在另一个登录（主机 {host} 上的进程 {pid}，终端 {terminal}）中留下的，那个 helper 已结束。", "zh"),
    (PROCESS, "στον υπολογιστή {host} η διεργασία {pid}", "el"),
    (PROCESS_TERMINAL, "τερματικό {terminal}, διεργασία {pid} στον υπολογιστή {host}", "el"),
    (LEFT_OPEN, "Είχε μείνει ανοιχτή σε άλλη σύνδεση (υπολογιστής {host}, διεργασία {pid}, τερματικό {terminal}), της "
                "οποίας ο helper έχει τερματιστεί.", "el"),
])
def test_placeholders_at_their_own_label_in_another_order_are_no_finding(english, text, lang):
    assert found(english, text, lang) == []


@pytest.mark.parametrize("english, text, lang, check, word", [
    (PROCESS, "进程 {host}（{pid} 上）", "zh", "placeholder-order", "swapped"),
    (PROCESS, "{pid} 上的进程 {host}", "zh", "placeholder-order", "swapped"),
    (TAKE_OVER, "要接管这项于 {time}（UTC）开始、目前由 {pid} 上的进程 {host}（终端 {terminal}）持有的进行中裁决吗？那个 helper "
                "仍持有它（它可能已停止或挂起）；它将不再保存这项裁决。（y / n）", "zh", "placeholder-order", "swapped"),
    (PROCESS, "διεργασία {host} στον υπολογιστή {pid}", "el", "placeholder-order", "swapped"),
    (LEFT_OPEN, "Είχε μείνει ανοιχτή σε άλλη σύνδεση (υπολογιστής {pid}, διεργασία {host}, τερματικό {terminal}), της "
                "οποίας ο helper έχει τερματιστεί.", "el", "placeholder-order", "swapped"),
    # a placeholder the English does not have: named
    (PROCESS_TERMINAL, "进程 {pid}（{host} 上，终端 {pidd}）", "zh", "placeholders", "{pidd}"),
    (PROCESS, "διεργασία {pid} στο {hots}", "el", "placeholders", "{hots}"),
])
def test_placeholders_swapped_or_misspelt_are_one_finding(english, text, lang, check, word):
    assert_one(found(english, text, lang), check, word)


def test_the_shipped_translations_keep_no_finding():
    for lang in ("zh", "el"):
        for english in (TAKE_OVER, PROCESS, PROCESS_TERMINAL, LEFT_OPEN):
            assert found(english, shipped_message(lang, english), lang) == [], (lang, english)
