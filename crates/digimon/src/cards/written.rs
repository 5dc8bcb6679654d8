//! 「<X>の記述がある」 (4-20): the icons written in a card's printed text. The text is the
//! card's own, in every box (upper text, inherited box, link effects), whether or not its effects
//! could work where the card is (4-20-3). What the card gains from elsewhere is not written on
//! it (4-20-2), and neither are annotations (4-20-5): the effect a keyword stands for
//! ([`Keyword::ability`](super::keyword::Keyword::ability)) is its reminder text, so only the
//! keyword's own icon counts, never the icons of that effect.

use super::ast::{
    Ability, Action, Buff, CardFilter, Condition, Cost, CostStep, Destination, Fact, Icon, Is, MoveCards, Origin,
    Target,
};
use super::def::CardDef;

/// Whether `def`'s printed text holds the icon (4-20-1), matched by kind only (4-20-4).
pub fn has_written(def: &CardDef, icon: Icon) -> bool {
    let mut found = false;
    each_icon(def, &mut |i| found |= i == icon);
    found
}

/// Calls `f` with every icon written on the card, in text order, repeats included.
fn each_icon(def: &CardDef, f: &mut impl FnMut(Icon)) {
    for k in def.keywords.iter().chain(&def.inherited_keywords) {
        f(k.icon());
    }
    let link = def.link.iter().flat_map(|l| l.effects.iter());
    for ability in def.effects.iter().chain(&def.inherited).chain(link) {
        ability_icons(ability, f);
    }
}

fn ability_icons(ability: &Ability, f: &mut impl FnMut(Icon)) {
    match ability {
        Ability::Triggered(t) => {
            if let Some(c) = &t.condition {
                condition_icons(c, f);
            }
            if let Some(c) = &t.cost {
                cost_icons(c, f);
            }
            actions_icons(&t.actions, f);
        }
        Ability::Continuous(c) => {
            if let Some(cond) = &c.condition {
                condition_icons(cond, f);
            }
            buff_icons(&c.buff, f);
        }
    }
}

fn condition_icons(c: &Condition, f: &mut impl FnMut(Icon)) {
    for atom in c.atoms() {
        match atom {
            Fact::ThisHasWritten(icon) => f(*icon),
            Fact::Have(target) => filter_icons(&target.filter, f),
            Fact::This(filter) | Fact::That(filter) => filter_icons(filter, f),
            _ => {}
        }
    }
}

/// The icons a filter names as written (`written = "save"`), its sources' filters too.
pub(crate) fn filter_icons(filter: &CardFilter, f: &mut impl FnMut(Icon)) {
    for atom in filter.atoms() {
        match atom {
            Is::Written(icon) => f(*icon),
            Is::Keyword(k) => f(k.icon()),
            Is::SourcesContain(inner) => filter_icons(inner, f),
            _ => {}
        }
    }
}

/// The icons a move of cards writes, an action's or a cost step's.
fn move_icons(m: &MoveCards, f: &mut impl FnMut(Icon)) {
    filter_icons(&m.filter, f);
    match &m.from {
        Origin::Sources(of) | Origin::TopCard(of) => target_icons(of, f),
        Origin::Hand
        | Origin::Trash
        | Origin::DeckTop(_)
        | Origin::SecurityTop(_)
        | Origin::SecurityBottom(_)
        | Origin::SecurityTopOrBottom => {}
    }
    if let Destination::Under { onto, .. } = &m.to {
        target_icons(onto, f);
    }
}

/// Delay and Digi-Burst are written as costs in this language (16-16, 16-13); a cost written
/// out in words (suspending, trashing from the hand…) holds no icon.
fn cost_icons(c: &Cost, f: &mut impl FnMut(Icon)) {
    for step in &c.0 {
        match step {
            CostStep::TrashThis => f(Icon::Delay),
            CostStep::TrashSources(_) => f(Icon::DigiBurst),
            CostStep::Move(m) => move_icons(m, f),
            CostStep::Delete(t)
            | CostStep::Suspend(t)
            | CostStep::Unsuspend(t)
            | CostStep::ReturnToHand(t)
            | CostStep::ReturnToDeckBottom(t)
            | CostStep::PutUnder { target: t, .. } => target_icons(t, f),
            CostStep::SuspendThis | CostStep::TrashTopOfStack | CostStep::DeleteTokenOrTrait | CostStep::Memory(_) => {}
        }
    }
}

fn buff_icons(b: &Buff, f: &mut impl FnMut(Icon)) {
    match b {
        Buff::Keyword(k) => f(k.icon()),
        // The quoted effect is written on the card that gives it.
        Buff::Effect(g) => actions_icons(&g.effect.actions, f),
        Buff::Dp(_)
        | Buff::CannotAttack
        | Buff::CannotBlock
        | Buff::CanAttackActive
        | Buff::CannotBeAttacked
        | Buff::BaseDp(_)
        | Buff::Unaffected
        | Buff::DeleteDpLimit(_)
        | Buff::AlsoDigimon(_)
        | Buff::MemoryGainOnlyByTamers
        | Buff::IgnoreColorRequirement
        | Buff::Name(_)
        | Buff::Level(_)
        | Buff::PlayCost(_)
        | Buff::Colors(_)
        | Buff::CannotBeSuspended
        | Buff::CannotAttackPlayers
        | Buff::CannotUnsuspend
        | Buff::CannotBeBlocked
        | Buff::AlsoColor(_)
        | Buff::UnaffectedBy(_) => {}
        Buff::DigivolveRoute(r) => filter_icons(&r.into, f),
    }
}

/// A filter naming an icon writes that icon too ("delete a Digimon with <Blocker>").
fn target_icons(t: &Target, f: &mut impl FnMut(Icon)) {
    filter_icons(&t.filter, f);
}

fn actions_icons(actions: &[Action], f: &mut impl FnMut(Icon)) {
    for a in actions {
        match a {
            Action::Draw(_) => f(Icon::Draw),
            Action::RecoveryFromDeck(_) => f(Icon::Recovery),
            Action::DeDigivolve { target, .. } => {
                f(Icon::DeDigivolve);
                target_icons(target, f);
            }
            Action::Save => f(Icon::Save),
            Action::MindLink => f(Icon::MindLink),
            Action::Blitz => f(Icon::Blitz),
            Action::BlastDigivolve => f(Icon::BlastDigivolve),
            Action::BlastJogress => f(Icon::BlastJogress),
            Action::MaterialSave(_) => f(Icon::MaterialSave),
            Action::Delete(t)
            | Action::Suspend(t)
            | Action::Unsuspend(t)
            | Action::ReturnToHand(t)
            | Action::ReturnToDeckBottom(t)
            | Action::SwitchTarget(t)
            | Action::AttackWith(crate::cards::ast::AttackWith { attacker: t, .. }) => target_icons(t, f),
            Action::Give { target, buff, .. } => {
                target_icons(target, f);
                buff_icons(buff, f);
            }
            Action::RevealTop(r) => {
                if let Some(i) = r.written {
                    f(i);
                }
            }
            Action::If { condition, then } => {
                condition_icons(condition, f);
                actions_icons(then, f);
            }
            Action::AtEndOfTurn(then) | Action::AtEndOfBattle(then) => actions_icons(then, f),
            Action::Replaceable(r) => {
                condition_icons(&r.condition, f);
                actions_icons(&r.normally, f);
                actions_icons(&r.instead, f);
            }
            Action::ForEach { action, .. } => actions_icons(std::slice::from_ref(action), f),
            Action::TrashSources { target, .. } => target_icons(target, f),
            Action::Play(p) => filter_icons(&p.filter, f),
            Action::Digivolve(d) => {
                target_icons(&d.who, f);
                filter_icons(&d.into, f);
            }
            Action::Jogress(j) => filter_icons(&j.into, f),
            Action::ChooseOne(c) => {
                if let Some(cond) = &c.all_if {
                    condition_icons(cond, f);
                }
                for o in &c.options {
                    actions_icons(o, f);
                }
            }
            // Alliance's process (16-23) is the words of its annotation, not an icon (4-20-5).
            Action::AllianceBonus
            | Action::MaterialsAlsoFrom(_)
            | Action::Memory(_)
            | Action::SetMemory(_)
            | Action::TrashOpponentsSecurity(_)
            | Action::ActivateMainEffect
            | Action::AddThisToHand
            | Action::ThisToSecurityBottom
            | Action::ThisToSecurityTopFaceUp
            | Action::PlayThisFree
            | Action::PreventDeletion
            | Action::PreventLeaving
            | Action::Forbid(_)
            | Action::ActivateEffect(_)
            | Action::Attack(_)
            | Action::PlayToken(_)
            | Action::RetargetToHighestActive
            | Action::WinGame
            | Action::LoseGame
            | Action::TrainFaceDown
            | Action::PlayFromSources(_)
            | Action::EachPlayerTrashesFromHand(_)
            | Action::Look(_)
            | Action::AddToHand(_)
            | Action::ReduceCost(_)
            | Action::PlaceUnderThis(_)
            | Action::PlaceOption(_)
            | Action::TrashThisSourcesInstead
            | Action::IncreaseCost(_)
            | Action::ActivatePlacedWhenDigivolving
            | Action::DigivolveThis { .. }
            | Action::MoveFromBreeding => {}
            Action::PutUnder { target, onto } => {
                target_icons(target, f);
                target_icons(onto, f);
            }
            Action::By(b) => {
                cost_icons(&b.cost, f);
                actions_icons(&b.then, f);
            }
            Action::Move(m) => move_icons(m, f),
            Action::Reveal(r) => {
                for filter in &r.take {
                    filter_icons(filter, f);
                }
                if let Destination::Under { onto, .. } = &r.to {
                    target_icons(onto, f);
                }
            }
            Action::Hatch => {}
        }
    }
}
