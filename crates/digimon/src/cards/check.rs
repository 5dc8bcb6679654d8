//! Checks of a card's effects that the schema alone cannot make: parts of the language that
//! only make sense together (number modifiers, 15-15-5) or on some kinds of card. Each problem
//! names the field it is in.

use super::ast::{Ability, Action, Affects, Buff, CardKind, Is, Side, Target, Timing};

/// Why an effect is refused, and where in it (a suffix of its field, such as `.do[1]`).
pub struct Problem {
    /// The place inside the effect, appended to the effect's field.
    pub place: String,
    /// What is wrong.
    pub message: &'static str,
}

fn problem(place: impl Into<String>, message: &'static str) -> Problem {
    Problem { place: place.into(), message }
}

/// Checks one validated effect of a card of `kind`.
pub fn ability(ability: &Ability, kind: CardKind) -> Result<(), Problem> {
    match ability {
        Ability::Continuous(c) => {
            let modifier = c.buff.is_effect_rule();
            let of_effects = matches!(c.affects, Affects::YourEffects | Affects::OpponentsEffects);
            // A condition could make two Tamers' additions depend on each other without end.
            // A condition could make two cards' additions depend on each other without end.
            if matches!(c.buff, Buff::AlsoDigimon(_) | Buff::Level(_) | Buff::PlayCost(_))
                && (c.condition.is_some() || c.affects != Affects::This)
            {
                return Err(problem(
                    ".buff",
                    "`also-digimon`, `level` and `play-cost` go on `to = \"this\"` without an `if`",
                ));
            }
            if matches!(c.buff, Buff::Name(_) | Buff::Colors(_)) {
                return Err(problem(
                    ".buff",
                    "`name` and `colors` change information for a while: write them in a `give` action",
                ));
            }
            if c.buff == Buff::IgnoreColorRequirement && (kind != CardKind::Option || c.affects != Affects::This) {
                return Err(problem(
                    ".buff",
                    "`ignore-color-requirement` goes on an Option card, with `to = \"this\"` (4-19)",
                ));
            }
            match (modifier, of_effects) {
                (true, false) => Err(problem(
                    ".to",
                    "`delete-dp-limit` and `memory-gain-only-by-tamers` change effects (15-15-5, 15-2): write `to = \"your-effects\"` or \"opponents-effects\"",
                )),
                (false, true) => Err(problem(
                    ".buff",
                    "`your-effects` and `opponents-effects` take only `delete-dp-limit` or `memory-gain-only-by-tamers`",
                )),
                (true, true) | (false, false) => Ok(()),
            }
        }
        Ability::Triggered(t) => {
            // A cost reduction needs a declared procedure to reduce (8-1-2-5, 9-1-6, 10-1-2-3).
            let window = matches!(
                t.timing,
                Timing::WhenYourDigimonWouldDigivolve
                    | Timing::WhenOpponentsDigimonWouldDigivolve
                    | Timing::DigimonWouldDigivolve
                    | Timing::WhenYouWouldUseOption
                    | Timing::WhenYourDigimonWouldLink
            );
            let replaces = t.actions.iter().any(|a| matches!(a, Action::TrashThisSourcesInstead));
            if replaces && t.timing != Timing::OtherOwnSourcesWouldBeTrashed {
                return Err(problem(
                    ".do",
                    "`trash-this-sources-instead` works only in an `other-own-sources-would-be-trashed` effect",
                ));
            }
            if !window && reduces_cost(&t.actions) {
                return Err(problem(
                    ".do",
                    "`reduce-cost` and `increase-cost` work only in a `when-your-digimon-would-digivolve`, \
                     `when-opponents-digimon-would-digivolve`, `when-you-would-use-option` or \
                     `when-your-digimon-would-link` effect, or a `would-digivolve` event pattern",
                ));
            }
            let widens = t.actions.iter().any(|a| matches!(a, Action::MaterialsAlsoFrom(_)));
            // 1-3-11-4 counts this effect when the play is declared: it must surely apply then.
            if widens && (t.timing != Timing::WouldBePlayed || t.condition.is_some() || t.cost.is_some()) {
                return Err(problem(
                    ".do",
                    "`materials-also-from` belongs in a `would-be-played` effect with no `if` or `cost` (1-3-11-4)",
                ));
            }
            actions(&t.actions, kind, ".do")
        }
    }
}

fn reduces_cost(list: &[Action]) -> bool {
    list.iter().any(|a| match a {
        Action::ReduceCost(_) | Action::IncreaseCost(_) => true,
        Action::If { then, .. } | Action::AtEndOfTurn(then) => reduces_cost(then),
        Action::Replaceable(r) => reduces_cost(&r.normally) || reduces_cost(&r.instead),
        _ => false,
    })
}

fn actions(list: &[Action], kind: CardKind, field: &str) -> Result<(), Problem> {
    for (i, a) in list.iter().enumerate() {
        let place = format!("{field}[{i}]");
        match a {
            Action::Delete(t)
            | Action::Suspend(t)
            | Action::Unsuspend(t)
            | Action::ReturnToHand(t)
            | Action::ReturnToDeckBottom(t)
            | Action::DeDigivolve { target: t, .. }
            | Action::SwitchTarget(t) => target(t, kind, &place)?,
            Action::AttackWith(a)
                if a.attacker.side != Side::Own || a.attacker.pick == crate::cards::ast::Pick::All =>
            {
                return Err(problem(
                    format!("{place}.attack-with.attacker"),
                    "the attacker is one of your own Digimon: `side = \"own\"`, chosen or `pick = \"this\"`",
                ));
            }
            Action::AttackWith(a) => target(&a.attacker, kind, &place)?,
            Action::Give { buff: Buff::Colors(c), .. } if c.is_empty() => {
                return Err(problem(place, "expected at least one colour in `colors`"));
            }
            Action::Give { target: t, buff, .. } => {
                if buff.is_effect_rule() {
                    return Err(problem(
                        place,
                        "`delete-dp-limit` is a number modifier of effects (15-15-5): write it as a continuous effect",
                    ));
                }
                target(t, kind, &place)?;
            }
            Action::EachPlayerTrashesFromHand(0) => {
                return Err(problem(place, "expected each player to trash at least 1 card"));
            }
            Action::If { then, .. } => actions(then, kind, &format!("{place}.then"))?,
            Action::MaterialsAlsoFrom(_) if field != ".do" => {
                return Err(problem(place, "`materials-also-from` goes at the top of an effect's `do` (1-3-11-4)"));
            }
            Action::Replaceable(r) => {
                actions(&r.normally, kind, &format!("{place}.replaceable.do"))?;
                actions(&r.instead, kind, &format!("{place}.replaceable.instead"))?;
            }
            // 15-15-7-1: "per X" multiplies a number written in the action.
            Action::ForEach { action, .. } => {
                if action.times(1).is_none() {
                    return Err(problem(
                        format!("{place}.for-each.do"),
                        "expected an action with a number to multiply (draw, memory, recovery-from-deck, \
                         trash-opponents-security, trash-sources, or give with a dp buff)",
                    ));
                }
                actions(std::slice::from_ref(action), kind, &format!("{place}.for-each.do"))?;
            }
            Action::TrashSources { target: t, .. } => target(t, kind, &place)?,
            // "This Digimon's sources" needs a Digimon whose effect it is.
            Action::Play(p)
                if kind == CardKind::Option && p.from.any(|z| *z == crate::cards::ast::CardZone::Sources) =>
            {
                return Err(problem(
                    format!("{place}.play.from"),
                    "an Option card has no digivolution cards to play from",
                ));
            }
            Action::Digivolve(d) => target(&d.who, kind, &place)?,
            Action::AddToHand(pick)
                if !matches!(
                    pick.from,
                    crate::cards::ast::PlaceFrom::Trash | crate::cards::ast::PlaceFrom::ThisSources
                ) =>
            {
                return Err(problem(
                    format!("{place}.add-to-hand.from"),
                    "add-to-hand takes cards from \"trash\" or \"this-sources\"",
                ));
            }
            Action::PlaceUnderThis(pick) if pick.from == crate::cards::ast::PlaceFrom::ThisSources => {
                return Err(problem(
                    format!("{place}.place-under-this.from"),
                    "place-under-this takes cards from \"hand\", \"trash\" or \"hand-or-trash\"",
                ));
            }
            // 「このカードを…置く」 names an Option card: the card whose effect it is.
            Action::PlaceOption(p) if p.from == crate::cards::ast::OptionFrom::This && kind != CardKind::Option => {
                return Err(problem(
                    format!("{place}.place-option.from"),
                    "only an Option card can place itself; take a card from \"hand\", \"trash\" or \"hand-or-trash\"",
                ));
            }
            Action::PlaceOption(p)
                if p.from == crate::cards::ast::OptionFrom::This
                    && (p.name_contains.is_some() || p.trait_is.is_some() || p.color.is_some()) =>
            {
                return Err(problem(
                    format!("{place}.place-option"),
                    "`name-contains`, `trait` and `color` choose among hand or trash cards, not for `from = \"this\"`",
                ));
            }
            Action::ChooseOne(c) => {
                if c.options.len() < 2 {
                    return Err(problem(
                        format!("{place}.choose-one.options"),
                        "expected at least two effects to choose from",
                    ));
                }
                for (i, o) in c.options.iter().enumerate() {
                    actions(o, kind, &format!("{place}.choose-one.options[{i}]"))?;
                }
            }
            Action::Look(l) if l.side == Side::Any => {
                return Err(problem(format!("{place}.look.side"), "expected \"own\" or \"opponent\""));
            }
            Action::Look(l) if l.take > 0 && l.side != Side::Own => {
                return Err(problem(
                    format!("{place}.look.take"),
                    "cards can be added to the hand only from your own zones (side = \"own\")",
                ));
            }
            Action::AtEndOfTurn(then) => actions(then, kind, &format!("{place}.at-end-of-turn"))?,
            Action::Play(_)
            | Action::Draw(_)
            | Action::Memory(_)
            | Action::SetMemory(_)
            | Action::RecoveryFromDeck(_)
            | Action::TrashOpponentsSecurity(_)
            | Action::ActivateMainEffect
            | Action::AddThisToHand
            | Action::ThisToSecurityBottom
            | Action::ThisToSecurityTopFaceUp
            | Action::PlayThisFree
            | Action::PreventDeletion
            | Action::Save
            | Action::MindLink
            | Action::Blitz
            | Action::Attack(_)
            | Action::PlayToken(_)
            | Action::RetargetToHighestActive
            | Action::AllianceBonus
            | Action::WinGame
            | Action::LoseGame
            | Action::TrainFaceDown
            | Action::BlastDigivolve
            | Action::BlastJogress
            | Action::MaterialSave(_)
            | Action::MaterialsAlsoFrom(_)
            | Action::PlayFromSources(_)
            | Action::RevealTop(_)
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
            Action::PutUnder { target: t, onto } => {
                target(t, kind, &place)?;
                target(onto, kind, &place)?;
            }
        }
    }
    Ok(())
}

fn target(t: &Target, kind: CardKind, place: &str) -> Result<(), Problem> {
    // A ranking picks among the objects meeting the rest of the target; under `any` or `not` it
    // would admit everything, or nothing.
    let ranks = |atoms: Vec<&Is>| atoms.into_iter().filter(|a| a.ranks()).count();
    if ranks(t.filter.atoms()) != ranks(t.required()) {
        return Err(problem(
            place,
            "write `lowest` and `highest` among the target's own keys, not under `any` or `not`",
        ));
    }
    let of_this = t.filter.atoms().contains(&&Is::MaxDpOfThis(true));
    if of_this && t.filter.atoms().iter().any(|a| matches!(a, Is::MaxDp(_))) {
        return Err(problem(place, "write one DP limit: `max-dp` or `max-dp-of-this`"));
    }
    // An Option's effects have no Digimon of their own to read the DP of.
    if of_this && kind == CardKind::Option {
        return Err(problem(place, "an Option card has no \"this Digimon\" for `max-dp-of-this`"));
    }
    Ok(())
}
