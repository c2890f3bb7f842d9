"""Tester t9bs's input met by fizf (issue 9 §2): an English prose parenthetical, a clause, said in the translation
as a clause of its sentence joined by a conjunction or a comma ("(its details are kept)" as ", ενώ τα στοιχεία της θα
διατηρηθούν", "，而其详情仍保留"; bs-rew30) is a correct rewording, no finding; and where a bracket pair is really
dropped the finding names that pair, not another the translation keeps ("(y / n)" kept as "(y / n)").  A prose
parenthetical whose words run on without its brackets, one dropped whole, a law reference's brackets dropped and an
unclosed bracket each still give exactly one finding."""

from __future__ import annotations

from tests.support import fresh_inputs, interface_gained, one_finding_tests

_TESTER = fresh_inputs("t9bs")

NO_BRACKETS = "has no brackets in the translation: its words run on, or are dropped?"
KEPT_WORDS = "are missing in the translation: its words are kept, no longer set apart?"

S = "Start this ruling again from Law {id}? Its answers so far will be cleared (its details are kept). (y / n)"
S_EL = ("Νέα έναρξη αυτής της απόφασης από τον Νόμο {id}; Οι απαντήσεις της ως τώρα θα διαγραφούν (τα στοιχεία της "
        "διατηρούνται). (y / n)")
S_ZH = "从{id}重新开始本次裁决？目前的回答将被清除（其详情保留）。(y / n)"
T = ("Take over the ruling in progress, started at {time} (UTC), now held by process {pid} on {host}? That helper "
     "still holds it (it may be stopped or hung); it will no longer save it. (y / n)")
T_ZH = ("要接管这项开始于 {time}（UTC）、现由进程 {pid}（{host} 上）持有的进行中裁决吗？该 helper 仍占用这一裁决（它可能已停止或"
        "无响应）；接管后它将不再保存这一裁决。（y / n）")
T_EL = ("Να αναληφθεί η απόφαση σε εξέλιξη, που ξεκίνησε στις {time} (UTC) και την κρατά τώρα η διεργασία {pid} στο "
        "{host}; Εκείνο το παράθυρο του helper την κρατά ακόμη (ίσως έχει σταματήσει ή κολλήσει)· δεν θα την "
        "αποθηκεύει πλέον. (y / n)")
N = ("Not applied: this helper does not hold this Director's ruling in progress, so this answer would not be saved. It "
     "is kept on the line: ^O resumes that ruling here (its helper has ended or no longer responds); ^N starts a new "
     "ruling here (recorded), then Enter gives it.")
N_ZH = ("未采用：本窗口不持有本裁判进行中的裁决，因此这个答案不会被保存。它保留在答案行上：按 ^O 在此继续该裁决（持有它的 helper "
        "窗口已结束或不再响应）；按 ^N 在此开始新的裁决（会被记录），再按 Enter 给出它。")
N_EL = ("Δεν εφαρμόστηκε: αυτό το παράθυρο του helper δεν κρατά την απόφαση σε εξέλιξη αυτού του Διαιτητή, οπότε αυτή "
        "η απάντηση δεν θα αποθηκευόταν. Μένει στη γραμμή: το ^O συνεχίζει εδώ εκείνη την απόφαση (το παράθυρο που την "
        "κρατούσε τερματίστηκε ή δεν αποκρίνεται πλέον)· το ^N αρχίζει νέα απόφαση εδώ (καταγράφεται) και μετά το "
        "Enter τη δίνει.")
R = ("The last review ended from outside (the connection was lost or the helper was told to end) before your note on "
     "{entry} was saved ({time}); it was kept:")
R_ZH = "上次审校在您对{entry}的备注保存之前从外部结束（连接中断或本程序被要求结束）（{time}）；该备注已保留："
R_EL = ("Ο τελευταίος έλεγχος τερματίστηκε από έξω (χάθηκε η σύνδεση ή δόθηκε στο πρόγραμμα εντολή τερματισμού) πριν "
        "αποθηκευτεί η σημείωσή σας για {entry} ({time})· κρατήθηκε:")
L = "If time permits, a substitute board may be played instead (Law {law})."
L_EL = "Αν το επιτρέπει ο χρόνος, μπορεί να παιχτεί μια διανομή αντικατάστασης (Νόμος {law})."
L_ZH = "如时间允许，可改打一副替代牌（{law}）。"


def test_tester_input():
    item = _TESTER["bs-rew30"]
    assert [f.message for f in interface_gained(item["lang"], item["entry"], item["msgstr"])] == []


test_defect, test_rewording = one_finding_tests([
    # the brackets of "(y / n)" dropped: that pair named, not the prose one the translation keeps
    ("el", S, S_EL.replace("(y / n)", "y / n"), "brackets", "(y / n)", NO_BRACKETS),
    ("zh", S, S_ZH.replace("(y / n)", "y / n"), "brackets", "(y / n)", NO_BRACKETS),
    # the prose parenthetical's brackets dropped, its words run on in the sentence: that pair named, not "(y / n)"
    ("el", S, S_EL.replace(" (τα στοιχεία της διατηρούνται)", " τα στοιχεία της διατηρούνται"), "brackets",
     "(its details are kept)", NO_BRACKETS),
    ("zh", S, S_ZH.replace("（其详情保留）", "其详情保留"), "brackets", "(its details are kept)", NO_BRACKETS),
    # the parenthetical dropped whole
    ("el", S, S_EL.replace(" (τα στοιχεία της διατηρούνται)", ""), "sentences", "(its details are kept)",
     "seems to have no translation"),
    ("zh", S, S_ZH.replace("（其详情保留）", ""), "sentences", "(its details are kept)", "seems to have no translation"),
    # unbalanced: its closing bracket lost
    ("el", S, S_EL.replace("διατηρούνται)", "διατηρούνται"), "brackets", "(τα στοιχεία της διατηρούνται",
     "is never closed"),
    ("zh", S, S_ZH.replace("保留）", "保留"), "brackets", "（其详情保留。(y / n)", "is never closed"),
    # a law reference's brackets dropped
    ("el", L, L_EL.replace("(Νόμος {law})", "Νόμος {law}"), "brackets", "(Law {law})", KEPT_WORDS),
    ("zh", L, L_ZH.replace("（{law}）", "{law}"), "brackets", "(Law {law})", KEPT_WORDS),
    # a placeholder's brackets dropped beside a prose parenthetical kept
    ("el", R, R_EL.replace("({time})", "{time}"), "brackets", "({time})", KEPT_WORDS),
    ("zh", R, R_ZH.replace("（{time}）", "{time}"), "brackets", "({time})", KEPT_WORDS),
    ("el", T, T_EL.replace("(y / n)", "y / n"), "brackets", "(y / n)", NO_BRACKETS),
], [
    # the prose parenthetical said as a clause of its sentence, joined by a conjunction or a comma
    ("el", S, "Να ξεκινήσει ξανά αυτή η απόφαση από τον Νόμο {id}; Όσες απαντήσεις έχουν δοθεί ως τώρα θα διαγραφούν, "
              "ενώ τα στοιχεία της θα διατηρηθούν. (y / n)"),
    ("el", S, S_EL.replace(" (τα στοιχεία της διατηρούνται)", ", αλλά τα στοιχεία της διατηρούνται")),
    ("zh", S, "从{id}重新开始本次裁决？目前的回答将被清除，而其详情仍保留。(y / n)"),
    ("zh", S, "从{id}重新开始本次裁决？目前的回答将被清除，其详情仍保留。(y / n)"),
    ("zh", T, T_ZH.replace("（它可能已停止或无响应）", "，而它可能已停止或无响应")),
    ("el", T, T_EL.replace(" (ίσως έχει σταματήσει ή κολλήσει)", ", ενώ ίσως έχει σταματήσει ή κολλήσει")),
    ("zh", N, N_ZH.replace("（持有它的 helper 窗口已结束或不再响应）", "，持有它的 helper 窗口已结束或不再响应")),
    ("el", N, N_EL.replace(" (το παράθυρο που την κρατούσε τερματίστηκε ή δεν αποκρίνεται πλέον)",
                           ", αφού το παράθυρο που την κρατούσε τερματίστηκε ή δεν αποκρίνεται πλέον")),
    ("zh", R, R_ZH.replace("（连接中断或本程序被要求结束）", "，因为连接中断或本程序被要求结束")),
    ("el", R, R_EL.replace(" (χάθηκε η σύνδεση ή δόθηκε στο πρόγραμμα εντολή τερματισμού)",
                           ", επειδή χάθηκε η σύνδεση ή δόθηκε στο πρόγραμμα εντολή τερματισμού,")),
])
