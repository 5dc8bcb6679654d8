//! Which keywords of rule 11 and which keyword actions of rule 5 a card uses, read from its
//! parsed abilities: the language's enums matched exhaustively, so that a keyword or action
//! added to the language has to be named here before anything compiles. The showcase decks'
//! test (tests/it/rshow.rs) asks that together they use every one.

use super::{Ability, Action, CondAtom, CondKeyword, Effect, Keyword, Kind, Static, Step, Trigger};
use crate::cards::CardDef;
use fuda_kernel::lang::Cond;
use std::collections::BTreeSet;

/// The keywords of rule 11 (キーワード, 11.1.1), in rule order.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum KeywordName {
    /// スパーク (11.3).
    Spark,
    /// キャンセル (11.4).
    Cancel,
    /// Re コンボ (11.5).
    ReCombo,
    /// ブロッカー (11.6).
    Blocker,
    /// 本領発揮 (11.7).
    Honryo,
    /// のびしろ (11.8).
    Nobishiro,
}

impl KeywordName {
    /// Every keyword of rule 11; [`KeywordName::rule`] checks, at compile time, that each sits
    /// at its own place.
    pub const ALL: [KeywordName; 6] = [
        KeywordName::Spark,
        KeywordName::Cancel,
        KeywordName::ReCombo,
        KeywordName::Blocker,
        KeywordName::Honryo,
        KeywordName::Nobishiro,
    ];

    /// The keyword's rule number and its place in [`KeywordName::ALL`].
    pub const fn rule(self) -> (&'static str, usize) {
        match self {
            KeywordName::Spark => ("11.3", 0),
            KeywordName::Cancel => ("11.4", 1),
            KeywordName::ReCombo => ("11.5", 2),
            KeywordName::Blocker => ("11.6", 3),
            KeywordName::Honryo => ("11.7", 4),
            KeywordName::Nobishiro => ("11.8", 5),
        }
    }

    /// The keyword as card text renders it.
    pub fn words(self) -> &'static str {
        match self {
            KeywordName::Spark => "Spark",
            KeywordName::Cancel => "Cancel",
            KeywordName::ReCombo => "Re-combo",
            KeywordName::Blocker => "Blocker",
            KeywordName::Honryo => "True power",
            KeywordName::Nobishiro => "Nobishiro",
        }
    }
}

const _: () = {
    let mut i = 0;
    while i < KeywordName::ALL.len() {
        assert!(KeywordName::ALL[i].rule().1 == i, "KeywordName::ALL is in rule order, each once");
        i += 1;
    }
};

/// The keywords `def` prints or its abilities use: the keywords beside its abilities (11.4,
/// 11.6, 11.8), the condition keywords (11.2) before an effect or inside a condition, Spark
/// triggers (11.3) and cancel abilities (9.1.1.4, the ability キャンセル denotes, 11.4.2).
pub fn keywords_of(def: &CardDef) -> BTreeSet<KeywordName> {
    let mut out = BTreeSet::new();
    for k in &def.keywords {
        out.insert(match k {
            Keyword::Cancel(_) => KeywordName::Cancel,
            Keyword::Blocker(_) => KeywordName::Blocker,
            Keyword::Nobishiro => KeywordName::Nobishiro,
        });
    }
    for a in &def.abilities {
        ability_keywords(a, &mut out);
    }
    out
}

fn cond_keyword(k: &CondKeyword) -> KeywordName {
    match k {
        CondKeyword::ReCombo { .. } => KeywordName::ReCombo,
        CondKeyword::Honryo { .. } => KeywordName::Honryo,
    }
}

fn ability_keywords(a: &Ability, out: &mut BTreeSet<KeywordName>) {
    out.extend(a.conditions.iter().map(cond_keyword));
    let mut conds = Vec::new();
    match &a.kind {
        Kind::Activated { .. } => {}
        Kind::Auto { trigger, .. } => match trigger {
            Trigger::Spark => {
                out.insert(KeywordName::Spark);
            }
            Trigger::State(c) => conds.push(c),
            Trigger::On(_) => {}
        },
        Kind::Continuous(c) => conds.extend(&c.only_if),
        Kind::Cancel { .. } => {
            out.insert(KeywordName::Cancel);
        }
    }
    for_steps(a, &mut |s| conds_in_step(s, out));
    for c in conds {
        cond_keywords(c, out);
    }
}

fn conds_in_step(s: &Step, out: &mut BTreeSet<KeywordName>) {
    if let Some(c) = &s.only_if {
        cond_keywords(c, out);
    }
}

fn cond_keywords(c: &super::Condition, out: &mut BTreeSet<KeywordName>) {
    match c {
        Cond::All(xs) | Cond::Any(xs) => xs.iter().for_each(|x| cond_keywords(x, out)),
        Cond::Not(x) => cond_keywords(x, out),
        Cond::Atom(CondAtom::Keyword(k)) => {
            out.insert(cond_keyword(k));
        }
        Cond::Atom(CondAtom::YourTurn | CondAtom::ThisIn(_) | CondAtom::ThisWas(_))
        | Cond::Compare(..)
        | Cond::Did(_) => {}
    }
}

/// Every step of an ability: its cost's actions and its effect's steps, delayed effects' too.
fn for_steps(a: &Ability, f: &mut dyn FnMut(&Step)) {
    fn effect(e: &Effect, f: &mut dyn FnMut(&Step)) {
        for s in &e.0 {
            f(s);
            if let Action::Delayed(_, inner) = &s.action {
                effect(inner, f);
            }
        }
    }
    let cost_step = |action: &Action| Step { action: action.clone(), optional: false, only_if: None, bind: None };
    match &a.kind {
        Kind::Activated { cost, effect: e } | Kind::Cancel { cost, effect: e, .. } => {
            cost.0.iter().for_each(|x| f(&cost_step(x)));
            effect(e, f);
        }
        Kind::Auto { cost, effect: e, .. } => {
            cost.iter().flat_map(|c| &c.0).for_each(|x| f(&cost_step(x)));
            effect(e, f);
        }
        Kind::Continuous(_) => {}
    }
}

/// The keyword actions of rule 5 a card may print (特定行動, 5.1.1), by rule number: every
/// one but 5.18 (アタック / サポート / ブロック name the attack steps of rule 8, which a player
/// does, never an effect).
pub const KEYWORD_ACTIONS: [&str; 18] = [
    "5.2", "5.3", "5.4", "5.5", "5.6", "5.7", "5.8", "5.9", "5.10", "5.11", "5.12", "5.13", "5.14", "5.15", "5.16",
    "5.17", "5.19", "5.20",
];

/// The rule-5 keyword action an action is, if it is one; the others are effects the card
/// language adds (9.8.5, 1.2.5, 9.10, 1.3.3, 4.5.5).
pub fn action_rule(a: &Action) -> Option<&'static str> {
    Some(match a {
        Action::Put(..) => "5.2",
        Action::Stand(_) | Action::Rest(_) => "5.3",
        Action::FaceUp(_) | Action::FaceDown(_) => "5.4",
        Action::Appear(..) => "5.5",
        Action::SetRebirth(_) => "5.6",
        Action::Memory(_) => "5.7",
        Action::Shuffle(_) => "5.8",
        Action::Draw(..) => "5.9",
        Action::Look(..) => "5.10",
        Action::Discard(_) => "5.11",
        Action::Swap(..) => "5.12",
        Action::CancelPlay => "5.13",
        Action::PayEnergy(_) => "5.14",
        Action::Retire(_) => "5.15",
        Action::Recover(..) => "5.16",
        Action::Modify(..) => "5.17",
        Action::Negate => "5.19",
        Action::Remove(_) => "5.20",
        Action::Delayed(..)
        | Action::Win(_)
        | Action::Lose(_)
        | Action::SetValue(..)
        | Action::Prohibit(..)
        | Action::LoseAbilities(..)
        | Action::FaceDownMember(..) => return None,
    })
}

/// The keyword actions (by rule number, [`KEYWORD_ACTIONS`]) `def`'s abilities perform, in
/// costs and effects, and the continuous (修正A)/(修正B) of 5.17.
pub fn actions_of(def: &CardDef) -> BTreeSet<&'static str> {
    let mut out = BTreeSet::new();
    for a in &def.abilities {
        for_steps(a, &mut |s| out.extend(action_rule(&s.action)));
        if let Kind::Continuous(c) = &a.kind
            && c.effects.iter().any(|s| matches!(s, Static::Modify { .. }))
        {
            out.insert("5.17");
        }
    }
    out
}
