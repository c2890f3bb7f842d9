"""Fresh tester t9bu's false brackets warnings (fizq): an English parenthetical naming who did it, "(another review
screen or an editor)", said as the agent of the translation's passive (被/由 …, από …) is woven into the sentence, a
rewording (bu-rew17, bu-rew42); its words run on after an agentless passive or a "from" (από τον δίσκο) are still
its brackets dropped (one finding)."""

from __future__ import annotations

import pytest

from tests.support import fresh_inputs, interface_gained, interface_item, one_gained_tests

T9BU = fresh_inputs("t9bu")

NOT_SAVED = ("Not saved: this entry was changed in the file since it was shown (another review screen or an editor); "
             "it is shown again as the file holds it now.")
CATALOGUE = "The catalogue was changed on disk (another review screen or an editor): shown again as it is now."
APPROVAL = ("This entry was changed in the file since it was shown (another reviewer or an editor saved it). Your "
            "approval is not saved yet.")
RUN_ON = "its words are kept, no longer set apart?"


@pytest.mark.parametrize("name", ["bu-rew17", "bu-rew42"])
def test_tester_rewordings(name):
    item = T9BU[name]
    assert [f.message for f in interface_gained(item["lang"], item["entry"], item["msgstr"])] == []


# the parenthetical said as the passive's agent (clean); its words run on where no agent's marker opens them (one
# brackets finding each)
test_agent_defects, test_agent_rewordings = one_gained_tests([
    (interface_item("zh", NOT_SAVED, "未保存：此条目在显示之后已在文件中被更改另一个审校屏幕或编辑器；现按文件中的当前内容重新显示。"),
     "brackets", RUN_ON),
    (interface_item("el", NOT_SAVED, "Δεν αποθηκεύτηκε: από τη στιγμή που εμφανίστηκε, η καταχώριση άλλαξε στο αρχείο άλλη "
                                     "οθόνη αναθεώρησης ή επεξεργαστής. Εμφανίζεται ξανά όπως είναι τώρα στο αρχείο."),
     "brackets", RUN_ON),
    (interface_item("el", NOT_SAVED, "Δεν αποθηκεύτηκε: η καταχώριση άλλαξε στο αρχείο από τη στιγμή που εμφανίστηκε άλλη "
                                     "οθόνη αναθεώρησης ή επεξεργαστής· εμφανίζεται ξανά όπως είναι τώρα στο αρχείο."),
     "brackets", RUN_ON),
    (interface_item("zh", CATALOGUE, "翻译目录已在磁盘上被更改另一个审校屏幕或编辑器：现按其当前内容重新显示。"), "brackets", RUN_ON),
    (interface_item("el", CATALOGUE, "Ο κατάλογος άλλαξε στον δίσκο άλλη οθόνη αναθεώρησης ή επεξεργαστής: εμφανίζεται "
                                     "ξανά όπως είναι τώρα."), "brackets", RUN_ON),
    (interface_item("el", CATALOGUE, "Ο κατάλογος διαβάστηκε ξανά από τον δίσκο άλλη οθόνη αναθεώρησης ή επεξεργαστής: "
                                     "εμφανίζεται ξανά όπως είναι τώρα."), "brackets", RUN_ON),
    (interface_item("zh", APPROVAL, "此条目在显示之后已被更改另一位审校者或编辑器保存了它。您的审定尚未保存。"), "brackets", RUN_ON),
], [
    interface_item("zh", CATALOGUE, "翻译目录已被另一个审校屏幕或编辑器在磁盘上更改：现按其当前内容重新显示。"),
    interface_item("zh", CATALOGUE, "翻译目录已由另一个审校屏幕或编辑器在磁盘上更改：现按其当前内容重新显示。"),
    interface_item("zh", CATALOGUE, "翻译目录已被其他审校屏幕或由编辑器在磁盘上更改：现按其当前内容重新显示。"),
    interface_item("el", CATALOGUE, "Ο κατάλογος άλλαξε στον δίσκο από κάποια άλλη οθόνη αναθεώρησης ή έναν επεξεργαστή: "
                                    "εμφανίζεται ξανά όπως είναι τώρα."),
    interface_item("el", CATALOGUE, "Ο κατάλογος άλλαξε στον δίσκο από την άλλη οθόνη αναθεώρησης ή από τον επεξεργαστή: "
                                    "εμφανίζεται ξανά όπως είναι τώρα."),
    interface_item("zh", APPROVAL, "此条目在显示之后已被另一位审校者或编辑器在文件中保存并更改。您的审定尚未保存。"),
    interface_item("zh", NOT_SAVED, "未保存：自显示以来，此条目已由另一个审校屏幕或编辑器在文件中更改；现按文件中的当前内容重新显示。"),
    interface_item("el", NOT_SAVED, "Δεν αποθηκεύτηκε: η καταχώριση άλλαξε στο αρχείο από κάποια άλλη οθόνη αναθεώρησης ή "
                                    "έναν επεξεργαστή αφότου εμφανίστηκε· εμφανίζεται ξανά όπως είναι τώρα στο αρχείο."),
])
